// A kiosk is a tablet bound to one outlet: the binding is kept in local storage under
// `kiosk_config`, a device key that Logout and the wipe between customers leave alone
// (lib/storage.ts `deviceKeys`). Its presence is what "kiosk mode" means.
import { useMemo } from "react";
import * as z from "zod/mini";
import { parseJson, readRaw, removeKeys, storageKeys, useStoredRaw, writeJson } from "#client/lib/storage.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";

export const kioskConfigSchema = z.lazy(() =>
  z.object({
    outletId: z.number().check(z.int(), z.positive()),
    outletName: z.string().check(z.minLength(1), z.maxLength(200)),
    /** When staff bound it (ISO time), for support. */
    boundAt: z.string(),
    /**
     * The tablet's device token from the server, with which walk-ins order with a first name
     * (kiosk/walk_in). Absent on a tablet set up before walk-ins existed: staff set it up again.
     */
    deviceToken: z.optional(z.string().check(z.maxLength(128))),
  }),
);
export type KioskConfig = z.infer<typeof kioskConfigSchema>;

export function parseKioskConfig(raw: string | null): KioskConfig | null {
  return parseJson(raw, kioskConfigSchema);
}

export function readKioskConfig(): KioskConfig | null {
  return parseKioskConfig(readRaw(storageKeys.kioskConfig));
}

export function bindKiosk(
  outlet: { id: number; name: string },
  deviceToken: string | undefined,
  now = new Date(),
): KioskConfig {
  const config: KioskConfig = {
    outletId: outlet.id,
    outletName: outlet.name,
    boundAt: now.toISOString(),
    ...(deviceToken && { deviceToken }),
  };
  writeJson(storageKeys.kioskConfig, config);
  applyKioskBinding(config);
  return config;
}

/** Keeps the new device token the server gave when staff opened the settings (the old one ended). */
export function renewDeviceToken(config: KioskConfig, deviceToken: string | undefined): void {
  if (deviceToken) writeJson(storageKeys.kioskConfig, { ...config, deviceToken });
}

export function unbindKiosk(): void {
  removeKeys(storageKeys.kioskConfig);
}

/** The kiosk's binding, re-rendering when it changes. */
export function useKioskConfig(): KioskConfig | null {
  const raw = useStoredRaw(storageKeys.kioskConfig);
  return useMemo(() => parseKioskConfig(raw), [raw]);
}

/** True on a tablet set up as a store kiosk: screens hide delivery and use the kiosk's chrome. */
export function useKioskMode(): boolean {
  return useKioskConfig() !== null;
}

/**
 * Store pickup at the bound outlet, whatever a placed order or a wipe removed: the order type,
 * delivery type and outlet selection the menu, cart and checkout read. Writes only what differs.
 */
export function applyKioskBinding(config: KioskConfig): void {
  const outlet = orderingSession.pickupOutlet();
  const bound =
    orderingSession.deliveryType() === "store-pickup" &&
    orderingSession.storedOrderType() === ORDER_TYPE.pickup &&
    outlet?.id === config.outletId &&
    outlet.name === config.outletName;
  if (!bound) orderingSession.selectPickupOutlet({ id: config.outletId, name: config.outletName });
}

// A customer's session runs from "tap to start" to the wipe. It is kept per tab in session
// storage (the wipe clears that too), so the payment provider's page and back keep it.
const SESSION_KEY = "kiosk_session";
let sessionInMemory = false;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function startKioskSession(): void {
  sessionInMemory = true;
  try {
    sessionStore()?.setItem(SESSION_KEY, "1");
  } catch {
    // storage full or disabled: the in-memory flag serves this page
  }
}

export function endKioskSession(): void {
  sessionInMemory = false;
  try {
    sessionStore()?.removeItem(SESSION_KEY);
  } catch {
    // nothing stored
  }
}

export function isKioskSessionActive(): boolean {
  const store = sessionStore();
  if (!store) return sessionInMemory;
  try {
    return store.getItem(SESSION_KEY) === "1";
  } catch {
    return sessionInMemory;
  }
}

// The customer's last touch, kept beside the session: the payment provider's page runs no idle
// watcher, so a page of ours loaded after it (the back button, a reload) goes on counting from
// that touch. A customer who walked away there leaves no open session to the next person.
const LAST_TOUCH_KEY = "kiosk_last_touch";
// When that touch's session runs out ('Still there?' unanswered): read before a page draws,
// where the kiosk's timings are not loaded.
const RUNS_OUT_KEY = "kiosk_session_runs_out";

export function rememberLastTouch(at: number, sessionMs: number): void {
  try {
    sessionStore()?.setItem(LAST_TOUCH_KEY, String(at));
    sessionStore()?.setItem(RUNS_OUT_KEY, String(at + sessionMs));
  } catch {
    // storage full or disabled: the watcher of this page still counts from its own start
  }
}

const storedTime = (key: string): number | undefined => {
  try {
    const at = Number(sessionStore()?.getItem(key) ?? Number.NaN);
    return Number.isFinite(at) ? at : undefined;
  } catch {
    return undefined;
  }
};

export const lastTouch = (): number | undefined => storedTime(LAST_TOUCH_KEY);

/** Whether the last touch's session ran out while no page of ours watched it. */
export function sessionRanOut(now: number): boolean {
  const runsOut = storedTime(RUNS_OUT_KEY);
  return runsOut !== undefined && now >= runsOut;
}
