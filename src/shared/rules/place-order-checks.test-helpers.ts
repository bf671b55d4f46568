// A complete card order for delivery from Maadi Road 9, at whatever time a test needs: the
// starting point that the place-order checks' own tests and the rules-in-Arabic tests both vary.
// Its hours are the delivering outlets' (08:00-22:00, Friday and Saturday from 10:00).
import type { PlaceOrderContext } from "./place-order-checks.ts";

export const deliveryHours = {
  sun_thu: { open: "08:00", close: "22:00" },
  fri_sat: { open: "10:00", close: "22:00" },
};

export const deliveryOrderAt = (now: Date): PlaceOrderContext => ({
  loggedIn: true,
  paymentMethod: "card",
  orderType: 3,
  pickupOutletId: null,
  address: { id: 1, closestOutletId: 4 },
  deliveryOutlet: { name: "Maadi Road 9", deliveryEnabled: true, openingTimes: deliveryHours },
  now,
});
