// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { applyLandingDeliveryDefaults } from "./order-method.ts";

describe("landing load: the home-delivery reset (spec section 4)", () => {
  beforeEach(() => localStorage.clear());

  it("sets home-delivery and order type 3 when nothing is stored", () => {
    applyLandingDeliveryDefaults();
    expect(localStorage.getItem("delivery-type")).toBe("home-delivery");
    expect(localStorage.getItem("order_type")).toBe("3");
  });

  it("resets order_type to 3 when home delivery is the stored choice", () => {
    localStorage.setItem("delivery-type", "home-delivery");
    localStorage.setItem("order_type", "2");
    applyLandingDeliveryDefaults();
    expect(localStorage.getItem("delivery-type")).toBe("home-delivery");
    expect(localStorage.getItem("order_type")).toBe("3");
  });

  it("leaves a store-pickup choice alone", () => {
    localStorage.setItem("delivery-type", "store-pickup");
    localStorage.setItem("order_type", "2");
    applyLandingDeliveryDefaults();
    expect(localStorage.getItem("delivery-type")).toBe("store-pickup");
    expect(localStorage.getItem("order_type")).toBe("2");
  });
});
