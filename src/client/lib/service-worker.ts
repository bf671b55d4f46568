// Registers the service worker and tells the app when a new version waits, so the customer can
// choose when to refresh (and a kiosk can refresh while idle). The cart is in local storage, so
// a refresh keeps it.
import { afterLoadAndIdle } from "./after-load-and-idle.ts";

type UpdateListener = (applyUpdate: () => void) => void;
const listeners = new Set<UpdateListener>();
let pendingUpdate: (() => void) | null = null;

export function onUpdateAvailable(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (pendingUpdate) listener(pendingUpdate);
  return () => listeners.delete(listener);
}

export function registerServiceWorker(): void {
  // Some browsers and in-app webviews have no service workers (navigator.serviceWorker absent or
  // undefined); others refuse the registration, or answer it with none (a policy, an extension).
  // The app then simply works online, without an error.
  if (!navigator.serviceWorker || import.meta.env.DEV) return;
  // The worker's first install downloads the whole offline copy (200-odd files, ~390 KiB
  // compressed): registering waits until the page has started and the phone is idle, so that
  // it does not compete with the page's own code and images for a slow network and processor.
  afterLoadAndIdle(() => void register(), 10_000);
}

async function register() {
  // Its code comes then too: no page's first render needs it.
  const { Workbox } = await import("workbox-window");
  const workbox = new Workbox("/sw.js", { scope: "/" });
  workbox.addEventListener("waiting", () => {
    pendingUpdate = () => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    for (const listener of listeners) listener(pendingUpdate);
  });
  workbox.register({ immediate: true }).then(
    // Look for a new deployment every hour on long-lived tabs and kiosks.
    (registration) => registration && setInterval(() => void workbox.update(), 60 * 60 * 1000),
    () => {},
  );
}
