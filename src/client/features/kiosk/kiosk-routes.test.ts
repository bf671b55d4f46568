import { describe, expect, it } from "vitest";
import { isInStoreResultPath, isPaymentReturnPath, kioskRedirect } from "./kiosk-routes.ts";

describe("kioskRedirect", () => {
  it("forwards the payment results to the in-store pages, keeping the query", () => {
    expect(kioskRedirect("/payment-success", true)).toEqual({
      pathname: "/payment-success-instore",
      keepSearch: true,
    });
    expect(kioskRedirect("/payment-error/", false)).toEqual({
      pathname: "/payment-error-instore",
      keepSearch: true,
    });
  });

  it("keeps the ordering screens, login and the kiosk's own screens", () => {
    for (const path of [
      "/kiosk",
      "/kiosk/setup",
      "/store-menu",
      "/cart",
      "/login",
      "/otp",
      "/register",
      "/payment-success-instore",
      "/payment-error-instore",
      "/returns-policy",
    ]) {
      expect(kioskRedirect(path, true), path).toBeNull();
    }
  });

  it("sends delivery, addresses, the landing page and personal screens to the menu or the attract screen", () => {
    for (const path of [
      "/",
      "/home",
      "/home2",
      "/outlet",
      "/addAddress",
      "/address",
      "/edit-address",
      "/change-address",
      "/profile",
      "/order-history",
      "/addCard",
      "/iframe",
      "/first-to-know",
      "/no-such-page",
    ]) {
      expect(kioskRedirect(path, true), path).toEqual({ pathname: "/store-menu", keepSearch: false });
      expect(kioskRedirect(path, false), path).toEqual({ pathname: "/kiosk", keepSearch: false });
    }
  });
});

describe("isInStoreResultPath", () => {
  it("names the in-store payment result pages only", () => {
    expect(isInStoreResultPath("/payment-success-instore")).toBe(true);
    expect(isInStoreResultPath("/payment-error-instore/")).toBe(true);
    for (const path of ["/payment-success", "/cart", "/store-menu", "/kiosk", "/"]) {
      expect(isInStoreResultPath(path), path).toBe(false);
    }
  });
});

describe("isPaymentReturnPath", () => {
  it("names the pages the provider sends a customer back to, online and in-store", () => {
    for (const path of [
      "/payment-success",
      "/payment-error/",
      "/payment-success-instore",
      "/payment-error-instore",
    ]) {
      expect(isPaymentReturnPath(path), path).toBe(true);
    }
    for (const path of ["/cart", "/store-menu", "/kiosk", "/", "/payment-successful"]) {
      expect(isPaymentReturnPath(path), path).toBe(false);
    }
  });
});
