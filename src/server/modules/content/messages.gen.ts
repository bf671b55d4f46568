// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const contentMessages = {
  /** Thank you! You will be the first to know. */
  get thankYou(): string {
    return currentLocale() === "ar" ? "شكرًا لك! ستكون أول من يعرف." : "Thank you! You will be the first to know.";
  },
};
