/// <reference lib="webworker" />
// Web Push: "your order is ready" arrives with the app closed. A tap brings the app forward on
// the order's page, reusing an open window when there is one.
import { negotiateLocale } from "../src/shared/i18n/locale.ts";
import { notificationFor, pageToOpen } from "../src/shared/push-notification.ts";

declare const self: ServiceWorkerGlobalScope;

self.addEventListener("push", (event) => {
  const language = negotiateLocale(self.navigator.languages);
  const { title, options } = notificationFor(event.data?.text() ?? null, language);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageToOpen(event.notification.data, self.location.origin)));
});

async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window" });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    // Focus may be refused (no user activation); the page still changes.
    const focused = await open.focus().catch(() => open);
    try {
      if (focused.url !== url) await focused.navigate(url);
      return;
    } catch {
      // a window this worker does not control cannot be navigated: open one instead
    }
  }
  await self.clients.openWindow(url);
}
