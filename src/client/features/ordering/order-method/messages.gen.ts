// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const orderMethodStrings = {
  /** Select Method */
  get title(): string {
    return currentLocale() === "ar" ? "اختر طريقة الطلب" : "Select Method";
  },
  /** Home Delivery */
  get homeDelivery(): string {
    return currentLocale() === "ar" ? "توصيل للمنزل" : "Home Delivery";
  },
  /** Store Pickup */
  get storePickup(): string {
    return currentLocale() === "ar" ? "الاستلام من الفرع" : "Store Pickup";
  },
  /** Continue */
  get continue(): string {
    return currentLocale() === "ar" ? "متابعة" : "Continue";
  },
};
