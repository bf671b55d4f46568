// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const notificationStrings = {
  /** Get a notification on this device when your order is ready or on its way. */
  get offer(): string {
    return currentLocale() === "ar" ? "احصل على إشعار على هذا الجهاز عندما يصبح طلبك جاهزًا أو في الطريق إليك." : "Get a notification on this device when your order is ready or on its way.";
  },
  /** Tell me when it's ready */
  get turnOn(): string {
    return currentLocale() === "ar" ? "أبلغني عندما يصبح جاهزًا" : "Tell me when it's ready";
  },
  /** Turning on notifications… */
  get asking(): string {
    return currentLocale() === "ar" ? "جارٍ تفعيل الإشعارات…" : "Turning on notifications…";
  },
  /** We'll let you know when your order is ready. */
  get on(): string {
    return currentLocale() === "ar" ? "سنبلغك عندما يصبح طلبك جاهزًا." : "We'll let you know when your order is ready.";
  },
  /** Notifications are blocked in your browser settings. */
  get denied(): string {
    return currentLocale() === "ar" ? "الإشعارات محظورة في إعدادات المتصفح." : "Notifications are blocked in your browser settings.";
  },
  /** Notifications could not be turned on. Please try again. */
  get failed(): string {
    return currentLocale() === "ar" ? "تعذّر تفعيل الإشعارات. يُرجى المحاولة مرة أخرى." : "Notifications could not be turned on. Please try again.";
  },
};
