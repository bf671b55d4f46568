// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  applyKioskBinding,
  bindKiosk,
  endKioskSession,
  isKioskSessionActive,
  lastTouch,
  parseKioskConfig,
  readKioskConfig,
  rememberLastTouch,
  renewDeviceToken,
  sessionRanOut,
  startKioskSession,
  unbindKiosk,
} from "./kiosk-config.ts";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the kiosk's binding", () => {
  it("reads only a well-formed binding", () => {
    expect(parseKioskConfig(null)).toBeNull();
    expect(parseKioskConfig("not json")).toBeNull();
    expect(parseKioskConfig('{"outletId":"3","outletName":"Zamalek"}')).toBeNull();
    expect(
      parseKioskConfig('{"outletId":3,"outletName":"Zamalek","boundAt":"2026-01-01T00:00:00.000Z"}'),
    ).toEqual({ outletId: 3, outletName: "Zamalek", boundAt: "2026-01-01T00:00:00.000Z" });
  });

  it("binds to an outlet as store pickup there, and unbinds", () => {
    bindKiosk({ id: 5, name: "Zamalek Brazil Street" }, "device-token", new Date("2026-01-01T08:00:00Z"));
    expect(readKioskConfig()).toEqual({
      outletId: 5,
      outletName: "Zamalek Brazil Street",
      boundAt: "2026-01-01T08:00:00.000Z",
      deviceToken: "device-token",
    });
    expect(localStorage.getItem("order_type")).toBe("2");
    expect(localStorage.getItem("delivery-type")).toBe("store-pickup");
    expect(localStorage.getItem("selected_outlet_id")).toBe("5");
    unbindKiosk();
    expect(readKioskConfig()).toBeNull();
  });

  it("puts back pickup at the bound outlet whatever was stored since", () => {
    const config = bindKiosk({ id: 5, name: "Zamalek Brazil Street" }, undefined);
    localStorage.setItem("order_type", "3");
    localStorage.setItem("delivery-type", "home-delivery");
    localStorage.removeItem("selected_outlet_id");
    applyKioskBinding(config);
    expect(localStorage.getItem("order_type")).toBe("2");
    expect(localStorage.getItem("delivery-type")).toBe("store-pickup");
    expect(localStorage.getItem("selected_outlet_id")).toBe("5");
    expect(localStorage.getItem("selected_outlet_name")).toBe("Zamalek Brazil Street");
  });

  it("keeps the device token the server renews when staff open the settings", () => {
    const config = bindKiosk({ id: 5, name: "Zamalek Brazil Street" }, "first");
    renewDeviceToken(config, "second");
    expect(readKioskConfig()?.deviceToken).toBe("second");
    renewDeviceToken(config, undefined); // an older server answers none: the binding stays
    expect(readKioskConfig()?.deviceToken).toBe("second");
  });
});

describe("a customer's session", () => {
  it("runs from start to end, and a cleared session storage ends it", () => {
    expect(isKioskSessionActive()).toBe(false);
    startKioskSession();
    expect(isKioskSessionActive()).toBe(true);
    endKioskSession();
    expect(isKioskSessionActive()).toBe(false);
    startKioskSession();
    sessionStorage.clear();
    expect(isKioskSessionActive()).toBe(false);
  });

  it("keeps the last touch for the next page of the session, until the wipe clears it", () => {
    expect(lastTouch()).toBeUndefined();
    rememberLastTouch(1_700_000_000_000, 110_000);
    expect(lastTouch()).toBe(1_700_000_000_000);
    sessionStorage.clear();
    expect(lastTouch()).toBeUndefined();
    sessionStorage.setItem("kiosk_last_touch", "not a time");
    expect(lastTouch()).toBeUndefined();
  });

  it("tells a page about to draw whether that touch's session ran out (never without a touch)", () => {
    const touch = 1_700_000_000_000;
    expect(sessionRanOut(touch + 10 * 60_000)).toBe(false);
    rememberLastTouch(touch, 110_000);
    expect(sessionRanOut(touch + 109_999)).toBe(false);
    expect(sessionRanOut(touch + 110_000)).toBe(true);
    sessionStorage.clear();
    expect(sessionRanOut(touch + 10 * 60_000)).toBe(false);
    sessionStorage.setItem("kiosk_session_runs_out", "soon");
    expect(sessionRanOut(touch + 10 * 60_000)).toBe(false);
  });
});
