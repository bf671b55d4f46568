// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const accountStrings = {
  /** Account */
  get account(): string {
    return currentLocale() === "ar" ? "حسابي" : "Account";
  },
  /** Signed in as {name} */
  signedInAs: (a: { name: string }): string =>
    currentLocale() === "ar" ? `مسجّل الدخول باسم ${a.name}` : `Signed in as ${a.name}`,
  /** Order History */
  get orderHistory(): string {
    return currentLocale() === "ar" ? "سجل الطلبات" : "Order History";
  },
  /** Profile */
  get profile(): string {
    return currentLocale() === "ar" ? "الملف الشخصي" : "Profile";
  },
};
