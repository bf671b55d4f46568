/** +201012345678 as "+20 101 234 5678" for reading; anything else unchanged. */
export function displayPhone(e164: string): string {
  const match = /^\+20(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+20 ${match[1]} ${match[2]} ${match[3]}` : e164;
}
