// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const geocodingMessages = {
  /** Address search is unavailable right now. */
  get unavailable(): string {
    return currentLocale() === "ar" ? "البحث عن العناوين غير متاح الآن." : "Address search is unavailable right now.";
  },
};
