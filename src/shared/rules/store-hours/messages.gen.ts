// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const storeHoursMessages = {
  /** Open 24 hours */
  get openAllDay(): string {
    return currentLocale() === "ar" ? "مفتوح 24 ساعة" : "Open 24 hours";
  },
  /** Open now · until {time} */
  openUntil: (a: { time: string }): string =>
    currentLocale() === "ar" ? `مفتوح الآن · حتى ${a.time}` : `Open now · until ${a.time}`,
  /** Closed now · opens at {time} */
  opensToday: (a: { time: string }): string =>
    currentLocale() === "ar" ? `مغلق الآن · يفتح الساعة ${a.time}` : `Closed now · opens at ${a.time}`,
  /** Closed now · opens tomorrow at {time} */
  opensTomorrow: (a: { time: string }): string =>
    currentLocale() === "ar" ? `مغلق الآن · يفتح غدًا الساعة ${a.time}` : `Closed now · opens tomorrow at ${a.time}`,
  /** Closed now · opens {day} at {time} */
  opensOn: (a: { day: string; time: string }): string =>
    currentLocale() === "ar" ? `مغلق الآن · يفتح يوم ${a.day} الساعة ${a.time}` : `Closed now · opens ${a.day} at ${a.time}`,
  /** Closed now */
  get closedNow(): string {
    return currentLocale() === "ar" ? "مغلق الآن" : "Closed now";
  },
  /** Sunday to Thursday */
  get sundayToThursday(): string {
    return currentLocale() === "ar" ? "من الأحد إلى الخميس" : "Sunday to Thursday";
  },
  /** Friday and Saturday */
  get fridayAndSaturday(): string {
    return currentLocale() === "ar" ? "الجمعة والسبت" : "Friday and Saturday";
  },
  /** Every day */
  get everyDay(): string {
    return currentLocale() === "ar" ? "يوميًا" : "Every day";
  },
  /** {open} - {close} */
  range: (a: { open: string; close: string }): string =>
    currentLocale() === "ar" ? `من ${a.open} إلى ${a.close}` : `${a.open} - ${a.close}`,
  /** Closed */
  get closedAllDay(): string {
    return currentLocale() === "ar" ? "مغلق" : "Closed";
  },
  /** 24 hours */
  get allDay(): string {
    return currentLocale() === "ar" ? "24 ساعة" : "24 hours";
  },
  /** Delivery: {status} */
  deliveryStatus: (a: { status: string }): string =>
    currentLocale() === "ar" ? `التوصيل: ${a.status}` : `Delivery: ${a.status}`,
  /** You can still order now and choose a later time at checkout. */
  get orderAheadHint(): string {
    return currentLocale() === "ar" ? "يمكنك الطلب الآن واختيار وقت لاحق عند إتمام الطلب." : "You can still order now and choose a later time at checkout.";
  },
};
