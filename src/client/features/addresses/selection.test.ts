// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import type { Address } from "#shared/contract/addresses.ts";
import { forgetSelectionOf, parseAddressList, selectAddress, selectedDetailsOf } from "./selection.ts";

const address: Address = {
  id: 41,
  label: "Home",
  location: "Maadi",
  delivery_address: "12 Road 9, Maadi, Cairo",
  phone_number: "01012345678",
  closest_outlet_id: 4,
  latitude: 29.963,
  longitude: 31.2597,
  landmark: "Club",
  address_line: "12 Road 9",
  building: "",
  floor: "",
  flat: "",
};

describe("selecting an address (spec section 4)", () => {
  beforeEach(() => localStorage.clear());

  it("stores its id and details, and makes the order a home delivery", () => {
    localStorage.setItem("delivery-type", "store-pickup");
    localStorage.setItem("order_type", "2");
    selectAddress(selectedDetailsOf(address));
    expect(localStorage.getItem("select_address_id")).toBe("41");
    expect(JSON.parse(localStorage.getItem("selected_address_details") ?? "null")).toEqual({
      id: 41,
      label: "Home",
      address: "12 Road 9, Maadi, Cairo",
      closest_outlet_id: 4,
      lat: 29.963,
      lng: 31.2597,
    });
    expect(localStorage.getItem("order_type")).toBe("3");
    expect(localStorage.getItem("delivery-type")).toBe("home-delivery");
  });

  it("forgets the selection when the selected address is deleted, and only then", () => {
    selectAddress(selectedDetailsOf(address));
    forgetSelectionOf(7);
    expect(localStorage.getItem("select_address_id")).toBe("41");
    forgetSelectionOf(41);
    expect(localStorage.getItem("select_address_id")).toBeNull();
    expect(localStorage.getItem("selected_address_details")).toBeNull();
  });

  it("reads the stored list, or nothing when it is damaged", () => {
    expect(parseAddressList(JSON.stringify({ status: 200, data: [address] }))?.data).toHaveLength(1);
    expect(parseAddressList("{oops")).toBeNull();
    expect(parseAddressList(null)).toBeNull();
  });
});
