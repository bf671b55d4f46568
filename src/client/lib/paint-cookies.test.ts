// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { orderingSession as session } from "#client/session/ordering-session.ts";
import { readCartView } from "#shared/contract/cart-paint.ts";
import { readMenuView } from "#shared/contract/menu-paint.ts";
import { flatWhiteLine } from "../../../tests/fixtures/browser-storage.ts";
import { chooseLocale } from "./locale.ts";
import { keepPaintCookies } from "./paint-cookies.ts";

const flatWhite = flatWhiteLine();
// jsdom keeps cookies by path as a browser does: the cookie is sent with /cart.
const sentWithCart = () => {
  window.history.replaceState(null, "", "/cart");
  const view = readCartView(document.cookie);
  window.history.replaceState(null, "", "/");
  return view;
};

let kiosk = false;
beforeAll(() => keepPaintCookies(() => kiosk));
afterEach(() => {
  kiosk = false;
  session.clearAll();
  chooseLocale("en");
});

describe("the menu view cookie, kept by the app", () => {
  it("follows the menu's outlet, picked up or delivering, and the language", () => {
    expect(readMenuView(document.cookie)).toBeUndefined(); // no outlet chosen yet
    session.selectPickupOutlet({ id: 5, name: "Maadi" });
    expect(readMenuView(document.cookie)).toEqual({ outletId: 5, locale: "en" });
    chooseLocale("ar");
    expect(readMenuView(document.cookie)).toEqual({ outletId: 5, locale: "ar" });
    session.selectPickupOutlet({ id: 7, name: "Zamalek" });
    expect(readMenuView(document.cookie)).toEqual({ outletId: 7, locale: "ar" });
    session.selectAddress({
      id: 1,
      label: "Home",
      address: "Road 9",
      closest_outlet_id: 4,
      lat: 29.96,
      lng: 31.25,
    });
    expect(readMenuView(document.cookie)).toEqual({ outletId: 4, locale: "ar" });
  });

  it("goes when no outlet is chosen any more (logout, a kiosk's wipe)", () => {
    session.selectPickupOutlet({ id: 5, name: "Maadi" });
    session.clearAll();
    expect(readMenuView(document.cookie)).toBeUndefined();
  });
});

describe("the cart view cookie, kept by the app", () => {
  it("follows a pickup cart, its outlet and the language", () => {
    session.selectPickupOutlet({ id: 5, name: "Maadi" });
    expect(sentWithCart()).toBeUndefined(); // nothing in the cart yet
    session.addToCart(flatWhite);
    expect(sentWithCart()).toEqual({ outletId: 5, locale: "en", lines: [flatWhite] });
    session.selectPickupOutlet({ id: 7, name: "Zamalek" });
    chooseLocale("ar");
    expect(sentWithCart()).toMatchObject({ outletId: 7, locale: "ar" });
  });

  it("goes when the cart is emptied, when delivery is chosen, and on logout", () => {
    session.selectPickupOutlet({ id: 5, name: "Maadi" });
    session.addToCart(flatWhite);
    session.clearCart();
    expect(sentWithCart()).toBeUndefined();

    session.addToCart(flatWhite);
    session.chooseDeliveryType("home-delivery");
    expect(sentWithCart()).toBeUndefined();

    session.selectPickupOutlet({ id: 5, name: "Maadi" });
    expect(sentWithCart()).toBeDefined();
    session.clearAll();
    expect(sentWithCart()).toBeUndefined();
  });

  it("is never written on a store kiosk", () => {
    kiosk = true;
    session.selectPickupOutlet({ id: 5, name: "Maadi" });
    session.addToCart(flatWhite);
    expect(sentWithCart()).toBeUndefined();
  });
});
