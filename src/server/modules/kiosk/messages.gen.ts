// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const kioskPinStrings = {
  /** PIN accepted. */
  get accepted(): string {
    return currentLocale() === "ar" ? "تم قبول الرقم السري." : "PIN accepted.";
  },
  /** The PIN is not correct. */
  get wrongPin(): string {
    return currentLocale() === "ar" ? "الرقم السري غير صحيح." : "The PIN is not correct.";
  },
  /** Too many wrong PINs for this store. Please wait {wait} and try again. */
  tooManyTries: (a: { wait: string }): string =>
    currentLocale() === "ar" ? `أُدخلت أرقام سرية خاطئة كثيرة لهذا الفرع. يُرجى الانتظار ${a.wait} ثم المحاولة مرة أخرى.` : `Too many wrong PINs for this store. Please wait ${a.wait} and try again.`,
  /** This store's kiosk has no staff PIN yet. Ask the operator to set one. */
  get notSetUp(): string {
    return currentLocale() === "ar" ? "لم يُحدَّد رقم سري للموظفين لجهاز الخدمة الذاتية في هذا الفرع بعد. اطلب من المسؤول تحديده." : "This store's kiosk has no staff PIN yet. Ask the operator to set one.";
  },
};
