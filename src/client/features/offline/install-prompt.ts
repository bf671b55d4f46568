// Chromium's install prompt, kept for a sensible moment (after the customer has shown interest,
// never on first paint) and offered once; "Not now" is remembered for 30 days.
import { useSyncExternalStore } from "react";

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

const DISMISSED_KEY = "storefront-install-dismissed-at";
const QUIET_DAYS = 30;
let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // we choose the moment
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

function recentlyDismissed(): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && Date.now() - at < QUIET_DAYS * 86_400_000;
  } catch {
    return false;
  }
}

export function useInstallPrompt() {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null && !recentlyDismissed(),
    () => false,
  );
  return {
    available,
    async install() {
      const event = deferred;
      deferred = null;
      notify();
      await event?.prompt();
    },
    dismiss() {
      try {
        localStorage.setItem(DISMISSED_KEY, String(Date.now()));
      } finally {
        notify();
      }
    },
  };
}
