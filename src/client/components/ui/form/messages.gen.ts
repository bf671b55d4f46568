// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number } from "#shared/i18n/format.ts";

export const formStrings = {
  /** Egypt, country code +20 */
  get egyptPrefix(): string {
    return currentLocale() === "ar" ? "مصر، رمز الدولة +20" : "Egypt, country code +20";
  },
  /** Digit {index, number} of {length, number} */
  digitLabel: (a: { index: number; length: number }): string =>
    currentLocale() === "ar" ? `الرقم ${number("ar", a.index)} من ${number("ar", a.length)}` : `Digit ${number("en", a.index)} of ${number("en", a.length)}`,
  /** This field is required */
  get required(): string {
    return currentLocale() === "ar" ? "هذا الحقل مطلوب" : "This field is required";
  },
  /** Only one digit is allowed */
  get oneDigit(): string {
    return currentLocale() === "ar" ? "يُسمح برقم واحد فقط" : "Only one digit is allowed";
  },
};
