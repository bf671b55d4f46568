// What the service worker shows for a push, and where a tap on it leads. Pure, so the unit tests
// read it; sw/push.ts only hands it to the browser.
import { safeParse } from "zod/v4/core";
import { type PushMessage, pushMessageSchema } from "./contract/push.ts";
import type { Locale } from "./i18n/locale.ts";

/** One of the manifest's icons (manifest.webmanifest). */
export const NOTIFICATION_ICON = "/icons/icon-192.png";

/**
 * Shown for a push we cannot read: the browser requires a notification for every push
 * (userVisibleOnly), and this one still leads somewhere useful. In the browser's language: the
 * service worker cannot read the customer's choice (a readable push is written in it).
 */
export const FALLBACK_MESSAGES: Readonly<Record<Locale, PushMessage>> = {
  en: {
    title: "Your order has news",
    body: "Open your orders to see how it is going.",
    url: "/order-history",
    tag: "order-update",
  },
  ar: {
    title: "هناك جديد في طلبك",
    body: "افتح طلباتك لتعرف ما وصل إليه.",
    url: "/order-history",
    tag: "order-update",
  },
};

/** The notification for a push's data (its text, as JSON); the fallback for anything else. */
export function notificationFor(
  text: string | null,
  locale: Locale = "en",
): { title: string; options: NotificationOptions } {
  let json: unknown = null;
  try {
    json = text === null ? null : JSON.parse(text);
  } catch {
    // not JSON: the fallback below
  }
  const parsed = safeParse(pushMessageSchema, json);
  const message = parsed.success ? parsed.data : FALLBACK_MESSAGES[locale];
  return {
    title: message.title,
    options: { body: message.body, tag: message.tag, icon: NOTIFICATION_ICON, data: { url: message.url } },
  };
}

/**
 * The address a tap opens: the notification's page on this origin; anything else (another
 * site, no address) opens the order history instead.
 */
export function pageToOpen(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url === "string") {
    try {
      const page = new URL(url, origin);
      if (page.origin === origin) return page.href;
    } catch {
      // not an address
    }
  }
  return new URL(FALLBACK_MESSAGES.en.url, origin).href;
}
