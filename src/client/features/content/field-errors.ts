// A 422 answer's field errors (spec section 7: data.errors), one message per field of the form.

export function firstErrorPerField<F extends string>(
  errors: Record<string, readonly string[]>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = errors[field]?.find((text) => text.trim() !== "");
    if (message) result[field] = message;
  }
  return result;
}
