// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const sentOrderStrings = {
  /** Your queued order was sent. Pay now so the store can prepare it. */
  get sent(): string {
    return currentLocale() === "ar" ? "أُرسل طلبك المنتظر. ادفع الآن ليبدأ الفرع في تحضيره." : "Your queued order was sent. Pay now so the store can prepare it.";
  },
  /** Your queued order was placed. */
  get placed(): string {
    return currentLocale() === "ar" ? "تم تنفيذ طلبك المنتظر." : "Your queued order was placed.";
  },
  /** Pay now */
  get payNow(): string {
    return currentLocale() === "ar" ? "ادفع الآن" : "Pay now";
  },
  /** View order */
  get viewOrder(): string {
    return currentLocale() === "ar" ? "عرض الطلب" : "View order";
  },
  /** Dismiss */
  get dismiss(): string {
    return currentLocale() === "ar" ? "إغلاق" : "Dismiss";
  },
};
