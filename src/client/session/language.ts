import { chooseLocale } from "#client/lib/locale.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import { token } from "./auth.ts";

/**
 * The language switch: this device reads the language at once, and a logged-in customer's
 * profile keeps it too, so their texts and notifications follow on every device. The call's code
 * loads only then: a visitor's landing page never carries it. If the call fails (offline), the
 * profile keeps its language until the next switch or profile update.
 */
export function chooseLanguage(next: Locale): void {
  chooseLocale(next);
  if (!token()) return;
  void import("./profile-language.ts")
    .then(({ saveProfileLanguage }) => saveProfileLanguage(next))
    .catch(() => undefined);
}
