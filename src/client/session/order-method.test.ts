// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { applyLandingDeliveryDefaults } from "./order-method.ts";

describe("landing load: the home-delivery reset (spec section 4)", () => {
  beforeEach(() => localStorage.clear());

  const storedChoices: {
    name: string;
    stored: Record<string, string>;
    deliveryType: string;
    orderType: string;
  }[] = [
    {
      name: "sets home-delivery and order type 3 when nothing is stored",
      stored: {},
      deliveryType: "home-delivery",
      orderType: "3",
    },
    {
      name: "resets order_type to 3 when home delivery is the stored choice",
      stored: { "delivery-type": "home-delivery", order_type: "2" },
      deliveryType: "home-delivery",
      orderType: "3",
    },
    {
      name: "leaves a store-pickup choice alone",
      stored: { "delivery-type": "store-pickup", order_type: "2" },
      deliveryType: "store-pickup",
      orderType: "2",
    },
  ];

  for (const { name, stored, deliveryType, orderType } of storedChoices) {
    it(name, () => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      applyLandingDeliveryDefaults();
      expect(localStorage.getItem("delivery-type")).toBe(deliveryType);
      expect(localStorage.getItem("order_type")).toBe(orderType);
    });
  }
});
