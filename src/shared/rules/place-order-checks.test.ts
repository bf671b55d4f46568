import { describe, expect, it } from "vitest";
import { deliveryHours, deliveryOrderAt } from "./place-order-checks.test-helpers.ts";
import { firstFailedCheck, type PlaceOrderContext, placeOrderMessages } from "./place-order-checks.ts";

const tuesdayNoon = new Date("2026-01-13T10:00:00Z");
const fridayNine = new Date("2026-01-16T07:00:00Z");

const delivery = deliveryOrderAt(tuesdayNoon);

const zamalekPickupOnlyAt = (now: Date): PlaceOrderContext => ({
  ...delivery,
  deliveryOutlet: { name: "Zamalek Corner", deliveryEnabled: false, openingTimes: deliveryHours },
  now,
});

describe("place order checks, in the spec's order", () => {
  it("passes a complete delivery order during opening hours", () => {
    expect(firstFailedCheck(delivery)).toBeNull();
  });

  it("asks for a login first, before anything else", () => {
    expect(firstFailedCheck({ ...delivery, loggedIn: false, paymentMethod: null })?.message).toBe(
      placeOrderMessages.notLoggedIn,
    );
  });

  it("then a payment method", () => {
    expect(firstFailedCheck({ ...delivery, paymentMethod: null, address: null })?.message).toBe(
      "Please select a payment method",
    );
  });

  it("then a delivering outlet, then its opening hours", () => {
    const unavailable = "Currently delivery option is not available for this outlet.";
    const zamalekPickupOnly = { name: "Zamalek Corner", deliveryEnabled: false, openingTimes: deliveryHours };
    expect(firstFailedCheck({ ...delivery, deliveryOutlet: zamalekPickupOnly })?.message).toBe(unavailable);
    expect(firstFailedCheck({ ...delivery, deliveryOutlet: null })?.message).toBe(unavailable);
    // Switched off, it refuses whatever the time; switched on without hours, it never delivers.
    expect(firstFailedCheck({ ...zamalekPickupOnlyAt(fridayNine) })?.message).toBe(unavailable);
    const noHours = { name: "Zamalek Corner", deliveryEnabled: true, openingTimes: null };
    expect(firstFailedCheck({ ...delivery, deliveryOutlet: noHours })?.message).toBe(unavailable);
    expect(firstFailedCheck({ ...delivery, address: { id: 1, closestOutletId: null } })?.message).toBe(
      unavailable,
    );
    // Not known here (offline): the server judges the outlet and its hours.
    expect(firstFailedCheck({ ...delivery, deliveryOutlet: undefined, now: fridayNine })).toBeNull();
    expect(firstFailedCheck({ ...delivery, now: fridayNine })?.message).toBe(
      "Maadi Road 9 is closed now. Available hours are 10:00 - 22:00",
    );
  });

  it("needs an outlet for pickup and an address for delivery", () => {
    expect(firstFailedCheck({ ...delivery, orderType: 2, address: null })?.message).toBe(
      "Please select a Outlet",
    );
    expect(firstFailedCheck({ ...delivery, orderType: 2, pickupOutletId: 7, address: null })).toBeNull();
    expect(firstFailedCheck({ ...delivery, address: null })?.message).toBe(
      "Please select a delivery address",
    );
  });
});
