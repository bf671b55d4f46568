import { callApi } from "#client/lib/api-client.ts";
import { setLanguage } from "#shared/contract/profile.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import { storedUserData, storeUserData } from "./auth.ts";

/** POST set_language (bearer), then the stored user data says the same. */
export async function saveProfileLanguage(language: Locale): Promise<void> {
  await callApi(setLanguage, { body: { language } });
  const userData = storedUserData();
  if (userData) storeUserData({ ...userData, language });
}
