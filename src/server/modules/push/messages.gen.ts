// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const pushStrings = {
  /** Notifications are on for this device. */
  get subscribed(): string {
    return currentLocale() === "ar" ? "تم تفعيل الإشعارات على هذا الجهاز." : "Notifications are on for this device.";
  },
  /** Notifications are off for this device. */
  get unsubscribed(): string {
    return currentLocale() === "ar" ? "تم إيقاف الإشعارات على هذا الجهاز." : "Notifications are off for this device.";
  },
  /** The push endpoint is not a known push service. */
  get unknownService(): string {
    return currentLocale() === "ar" ? "عنوان الإشعارات لا يتبع خدمة إشعارات معروفة." : "The push endpoint is not a known push service.";
  },
  /** Your order is ready */
  get readyTitle(): string {
    return currentLocale() === "ar" ? "طلبك جاهز" : "Your order is ready";
  },
  /** Show number {pickupNumber} at the counter. */
  readyBody: (a: { pickupNumber: string }): string =>
    currentLocale() === "ar" ? `أظهر الرقم ${a.pickupNumber} عند الكاونتر.` : `Show number ${a.pickupNumber} at the counter.`,
  /** Collect it at the counter. */
  get readyBodyNoNumber(): string {
    return currentLocale() === "ar" ? "استلمه من الكاونتر." : "Collect it at the counter.";
  },
  /** Your order is on its way */
  get onItsWayTitle(): string {
    return currentLocale() === "ar" ? "طلبك في الطريق إليك" : "Your order is on its way";
  },
  /** It has left the store and will be with you soon. */
  get onItsWayBody(): string {
    return currentLocale() === "ar" ? "خرج طلبك من الفرع وسيصل إليك قريبًا." : "It has left the store and will be with you soon.";
  },
};
