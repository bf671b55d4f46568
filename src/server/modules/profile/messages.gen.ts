// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const profileMessages = {
  /** Card numbers and security codes are not accepted here. Use the card page. */
  get cardData(): string {
    return currentLocale() === "ar" ? "لا نقبل أرقام البطاقات ورموز الأمان هنا. استخدم صفحة البطاقة." : "Card numbers and security codes are not accepted here. Use the card page.";
  },
  /** Profile updated successfully. */
  get updated(): string {
    return currentLocale() === "ar" ? "تم تحديث الملف الشخصي بنجاح." : "Profile updated successfully.";
  },
  /** Profile updated. We have sent a code to your new phone number: enter it to confirm the change. */
  get updatedPhonePending(): string {
    return currentLocale() === "ar" ? "تم تحديث الملف الشخصي. أرسلنا رمزًا إلى رقم هاتفك الجديد: أدخله لتأكيد التغيير." : "Profile updated. We have sent a code to your new phone number: enter it to confirm the change.";
  },
  /** Your phone number has been changed. You are signed out on every other device. */
  get phoneChanged(): string {
    return currentLocale() === "ar" ? "تم تغيير رقم هاتفك، وتم تسجيل خروجك من جميع الأجهزة الأخرى." : "Your phone number has been changed. You are signed out on every other device.";
  },
  /** Card saved. */
  get cardSaved(): string {
    return currentLocale() === "ar" ? "تم حفظ البطاقة." : "Card saved.";
  },
};
