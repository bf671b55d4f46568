// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const updateStrings = {
  /** A new version of the app is available. */
  get updateAvailable(): string {
    return currentLocale() === "ar" ? "يتوفر إصدار جديد من التطبيق." : "A new version of the app is available.";
  },
  /** Refresh */
  get refresh(): string {
    return currentLocale() === "ar" ? "تحديث" : "Refresh";
  },
};
