// Texts of the shared form pieces (read by screen readers; the screens' own texts live in their
// features).
export const formStrings = {
  egyptPrefix: "Egypt, country code +20",
  digitLabel: (index: number, length: number) => `Digit ${index} of ${length}`,
  // A one-time-code box's errors (spec section 5).
  required: "This field is required",
  oneDigit: "Only one digit is allowed",
} as const;
