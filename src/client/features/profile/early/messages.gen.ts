// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const profileEarlyStrings = {
  /** You must be logged in to access this page */
  get loginRequired(): string {
    return currentLocale() === "ar" ? "يجب تسجيل الدخول للوصول إلى هذه الصفحة" : "You must be logged in to access this page";
  },
};
