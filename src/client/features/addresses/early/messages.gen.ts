// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const addressEarlyStrings = {
  /** Error while fetching address */
  get fetchError(): string {
    return currentLocale() === "ar" ? "حدث خطأ أثناء جلب العناوين" : "Error while fetching address";
  },
  /** Loading your addresses… */
  get loadingAddresses(): string {
    return currentLocale() === "ar" ? "جارٍ تحميل عناوينك…" : "Loading your addresses…";
  },
  /** Please log in to manage your delivery addresses. */
  get loginRequired(): string {
    return currentLocale() === "ar" ? "يُرجى تسجيل الدخول لإدارة عناوين التوصيل." : "Please log in to manage your delivery addresses.";
  },
};
