import { describe, expect, it, vi } from "vitest";
import {
  applicationServerKey,
  initialState,
  type PushSteps,
  subscriptionInput,
  turnOnNotifications,
} from "./push-offer.ts";

const KEY = "BJSHRJdm5XZsqH6l4PIgpdX-ageFBX-X4rAN8Xpt8-2OBxFx1g_7UWIYD948lWHxePWUtkTCwEaRjdVJoIsDcYQ";
const browserSubscription: PushSubscriptionJSON = {
  endpoint: "https://fcm.googleapis.com/fcm/send/abc",
  expirationTime: null,
  keys: {
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
  },
};

function steps(overrides: Partial<PushSteps> = {}) {
  return {
    requestPermission: vi.fn(async (): Promise<NotificationPermission> => "granted"),
    publicKey: vi.fn(async () => KEY),
    subscribe: vi.fn(async () => browserSubscription),
    save: vi.fn(async () => {}),
    ...overrides,
  };
}

describe("initialState", () => {
  it("offers the control when push works here, is not blocked and not yet on", () => {
    expect(initialState({ permission: "default", subscribed: false })).toBe("idle");
    expect(initialState({ permission: "granted", subscribed: false })).toBe("idle");
  });

  it("hides it without push, when blocked, or when this device already hears the orders", () => {
    expect(initialState(null)).toBe("hidden");
    expect(initialState({ permission: "denied", subscribed: false })).toBe("hidden");
    expect(initialState({ permission: "granted", subscribed: true })).toBe("hidden");
  });
});

describe("turnOnNotifications", () => {
  it("subscribes with the server's key and saves the subscription", async () => {
    const subscribe = vi.fn(async (_key: Uint8Array) => browserSubscription);
    const s = steps({ subscribe });
    expect(await turnOnNotifications(s)).toBe("on");
    const key = subscribe.mock.calls[0]?.[0];
    expect(key).toBeInstanceOf(Uint8Array);
    expect(key).toHaveLength(65);
    expect(s.save).toHaveBeenCalledWith({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      keys: browserSubscription.keys,
    });
  });

  it("stops at a refusal, and does not subscribe", async () => {
    const s = steps({ requestPermission: vi.fn(async (): Promise<NotificationPermission> => "denied") });
    expect(await turnOnNotifications(s)).toBe("denied");
    expect(s.subscribe).not.toHaveBeenCalled();
  });

  it("goes back to the offer when the prompt is dismissed", async () => {
    const s = steps({ requestPermission: vi.fn(async (): Promise<NotificationPermission> => "default") });
    expect(await turnOnNotifications(s)).toBe("idle");
    expect(s.subscribe).not.toHaveBeenCalled();
  });

  it("fails when the browser's push service or our server does", async () => {
    const noPushService = steps({
      subscribe: vi.fn(async () => {
        throw new DOMException("Registration failed - push service error", "AbortError");
      }),
    });
    expect(await turnOnNotifications(noPushService)).toBe("failed");
    expect(noPushService.save).not.toHaveBeenCalled();

    const serverDown = steps({
      save: vi.fn(async () => {
        throw new Error("network");
      }),
    });
    expect(await turnOnNotifications(serverDown)).toBe("failed");

    const incomplete = steps({ subscribe: vi.fn(async () => ({ endpoint: browserSubscription.endpoint })) });
    expect(await turnOnNotifications(incomplete)).toBe("failed");
    expect(incomplete.save).not.toHaveBeenCalled();
  });
});

describe("applicationServerKey", () => {
  it("decodes base64url to the key's 65 bytes, an uncompressed P-256 point", () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString("base64url")).toBe(KEY);
  });
});

describe("subscriptionInput", () => {
  it("keeps the endpoint and keys the server needs, nothing else", () => {
    expect(subscriptionInput(browserSubscription)).toEqual({
      endpoint: browserSubscription.endpoint,
      keys: browserSubscription.keys,
    });
  });
});
