// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const paymentPageStrings = {
  /** Saving a card */
  get savingACard(): string {
    return currentLocale() === "ar" ? "حفظ بطاقة" : "Saving a card";
  },
  /** Back to cart */
  get backToCart(): string {
    return currentLocale() === "ar" ? "العودة إلى السلة" : "Back to cart";
  },
  /** This order has no payment to give back. */
  get nothingToGiveBack(): string {
    return currentLocale() === "ar" ? "لا توجد دفعة لهذا الطلب لاستردادها." : "This order has no payment to give back.";
  },
};
