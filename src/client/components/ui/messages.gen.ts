// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const uiStrings = {
  /** Close */
  get close(): string {
    return currentLocale() === "ar" ? "إغلاق" : "Close";
  },
  /** Home */
  get home(): string {
    return currentLocale() === "ar" ? "الرئيسية" : "Home";
  },
  /** العربية */
  get languageSwitch(): string {
    return currentLocale() === "ar" ? "English" : "العربية";
  },
  /** If it happens again, quote this code when you contact us: */
  get quoteCode(): string {
    return currentLocale() === "ar" ? "إذا تكرر ذلك، اذكر هذا الرمز عند التواصل معنا:" : "If it happens again, quote this code when you contact us:";
  },
};
