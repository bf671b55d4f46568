import { describe, expect, it } from "vitest";
import type { DeliveryArea } from "#shared/contract/addresses.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { decideClick, decideConfirm, outletPositions } from "./location-rules.ts";

// Two delivery outlets 1.1 km apart in Maadi whose squares overlap, and a far one in New Cairo.
const square = (outletId: number, lat: number, lng: number, half: number): DeliveryArea => ({
  outlet_id: outletId,
  delivery_coordinates: [
    { lat: lat - half, lng: lng - half },
    { lat: lat - half, lng: lng + half },
    { lat: lat + half, lng: lng + half },
    { lat: lat + half, lng: lng - half },
  ],
});
const areas = [
  square(4, 29.96, 31.2577, 0.02),
  square(5, 29.97, 31.2577, 0.02),
  square(6, 30.024, 31.462, 0.02),
];
const positions = [
  { id: 4, latitude: 29.96, longitude: 31.2577, deliveryEnabled: true },
  { id: 5, latitude: 29.97, longitude: 31.2577, deliveryEnabled: true },
  { id: 6, latitude: 30.024, longitude: 31.462, deliveryEnabled: true },
];

describe("decideClick (spec section 5)", () => {
  it("moves the marker inside a delivery area", () => {
    expect(decideClick({ lat: 29.963, lng: 31.2597 }, areas)).toEqual({
      ok: true,
      point: { lat: 29.963, lng: 31.2597 },
    });
  });

  it("refuses a click outside every area", () => {
    expect(decideClick({ lat: 30.02, lng: 30.98 }, areas)).toEqual({
      ok: false,
      message: "You clicked outside the delivery area!",
    });
    expect(decideClick({ lat: 29.96, lng: 31.2577 }, [])).toMatchObject({ ok: false });
  });
});

describe("decideConfirm (spec sections 4 and 5)", () => {
  it("needs a point first", () => {
    expect(decideConfirm(null, positions, areas)).toEqual({
      ok: false,
      message: "Please select a location on the map first.",
    });
  });

  it("finds no nearby outlet more than 5000 m from every delivery outlet", () => {
    expect(decideConfirm({ lat: 30.02, lng: 30.98 }, positions, areas)).toEqual({
      ok: false,
      message: "No nearby outlets found!",
    });
  });

  it("refuses a point near an outlet but outside the areas of the nearby ones", () => {
    // About 3.3 km east of the Maadi outlets: near, but beyond their squares.
    expect(decideConfirm({ lat: 29.965, lng: 31.2917 }, positions, areas)).toEqual({
      ok: false,
      message: "Your selected location is not inside any delivery area!",
    });
  });

  it("picks the closest outlet whose area contains the point", () => {
    expect(decideConfirm({ lat: 29.962, lng: 31.258 }, positions, areas)).toEqual({
      ok: true,
      closestOutletId: 4,
    });
    expect(decideConfirm({ lat: 29.968, lng: 31.258 }, positions, areas)).toEqual({
      ok: true,
      closestOutletId: 5,
    });
  });

  it("skips a closer outlet whose area does not contain the point", () => {
    // Just north of outlet 4's square, inside 5's: 4 would be closer if only distance counted.
    const onlyFive = [square(4, 29.96, 31.2577, 0.004), square(5, 29.97, 31.2577, 0.02)];
    expect(decideConfirm({ lat: 29.9648, lng: 31.2577 }, positions, onlyFive)).toEqual({
      ok: true,
      closestOutletId: 5,
    });
  });
});

describe("outletPositions", () => {
  it("reads fetch_outlet's oracle coordinates", () => {
    const outlet: Outlet = {
      id: 4,
      name: "Maadi Road 9",
      brand: "Sekka",
      address: "21 Road 9",
      oracle_latitude: 29.96,
      oracle_longitude: 31.2577,
      delivery_enabled: true,
      opening_times: null,
    };
    expect(outletPositions([outlet])).toEqual([
      { id: 4, latitude: 29.96, longitude: 31.2577, deliveryEnabled: true },
    ]);
  });
});
