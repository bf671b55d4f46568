// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const customerStrings = {
  /** Welcome back */
  get eyebrow(): string {
    return currentLocale() === "ar" ? "أهلًا بعودتك" : "Welcome back";
  },
  /** Order again */
  get title(): string {
    return currentLocale() === "ar" ? "اطلب مرة أخرى" : "Order again";
  },
};
