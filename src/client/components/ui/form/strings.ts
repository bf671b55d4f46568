// Texts of the shared form pieces (read by screen readers; the screens' own texts live in their
// features).
export const formStrings = {
  egyptPrefix: "Egypt, country code +20",
  digitLabel: (index: number, length: number) => `Digit ${index} of ${length}`,
} as const;
