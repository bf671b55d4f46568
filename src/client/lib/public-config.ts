import { type PublicConfigKey, publicConfigDefaults } from "#shared/config/public-config.ts";

function setting(key: PublicConfigKey): string {
  const value = import.meta.env[key] as string | undefined;
  return value?.trim() ? value : publicConfigDefaults[key];
}

export const publicConfig = {
  helplinePhone: setting("PUBLIC_HELPLINE_PHONE"),
  boxProduct: setting("PUBLIC_BOX_PRODUCT"),
  inStoreSiteUrl: setting("PUBLIC_INSTORE_SITE_URL"),
  apiBaseUrl: setting("PUBLIC_API_BASE_URL").replace(/\/$/, ""),
  mapboxToken: setting("PUBLIC_MAPBOX_TOKEN").trim(),
  mapboxStyle: setting("PUBLIC_MAPBOX_STYLE"),
  messagingUrl: setting("PUBLIC_MESSAGING_URL"),
  socialLinks: {
    instagram: setting("PUBLIC_INSTAGRAM_URL"),
    facebook: setting("PUBLIC_FACEBOOK_URL"),
    tiktok: setting("PUBLIC_TIKTOK_URL"),
  },
  // Whole seconds as text; the kiosk feature parses them (a bad value falls back to the default).
  kioskIdleSeconds: setting("PUBLIC_KIOSK_IDLE_SECONDS"),
  kioskCountdownSeconds: setting("PUBLIC_KIOSK_COUNTDOWN_SECONDS"),
};
