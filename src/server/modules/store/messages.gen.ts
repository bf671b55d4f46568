// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const staffStrings = {
  /** The username or password is not correct. */
  get wrongPassword(): string {
    return currentLocale() === "ar" ? "اسم المستخدم أو كلمة المرور غير صحيحة." : "The username or password is not correct.";
  },
  /** Too many wrong passwords for this account. Please wait {wait} and try again. */
  tooManyTries: (a: { wait: string }): string =>
    currentLocale() === "ar" ? `أُدخلت كلمات مرور خاطئة كثيرة لهذا الحساب. يُرجى الانتظار ${a.wait} ثم المحاولة مرة أخرى.` : `Too many wrong passwords for this account. Please wait ${a.wait} and try again.`,
  /** Too many sign-in attempts from this device. Please wait {wait} and try again. */
  tooManyFromHere: (a: { wait: string }): string =>
    currentLocale() === "ar" ? `محاولات تسجيل دخول كثيرة من هذا الجهاز. يُرجى الانتظار ${a.wait} ثم المحاولة مرة أخرى.` : `Too many sign-in attempts from this device. Please wait ${a.wait} and try again.`,
  /** Signed out. */
  get signedOut(): string {
    return currentLocale() === "ar" ? "تم تسجيل الخروج." : "Signed out.";
  },
  /** Please sign in to the store board. */
  get unauthenticated(): string {
    return currentLocale() === "ar" ? "يُرجى تسجيل الدخول إلى لوحة الطلبات." : "Please sign in to the store board.";
  },
};
