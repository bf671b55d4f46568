// The checks before an order is placed, in the spec's order (section 5). The cart screen runs
// them to tell the customer at once; the server runs them again and its answer counts.

import { ORDER_TYPE } from "../contract/order-type.ts";
import type { OpeningTimes } from "../contract/outlets.ts";
import { placeOrderMessages } from "./messages.gen.ts";
import { closedMessage, isOpenAt } from "./opening-hours.ts";

export { placeOrderMessages };

export type PlaceOrderContext = {
  loggedIn: boolean;
  paymentMethod: string | null;
  orderType: number;
  /** Pickup: the chosen outlet. */
  pickupOutletId: number | null;
  /** Delivery: the chosen address, with the outlet that delivers to it. */
  address: { id: number; closestOutletId: number | null } | null;
  /**
   * The outlet closest to the address: its name, whether it delivers (the outlet's own data) and
   * its hours; null when there is no such outlet; undefined when this side cannot know (the
   * browser offline), and the server judges.
   */
  deliveryOutlet?: { name: string; deliveryEnabled: boolean; openingTimes: OpeningTimes | null } | null;
  now: Date;
};

export type FailedCheck = {
  check:
    | "login"
    | "payment-method"
    | "delivery-outlet"
    | "opening-hours"
    | "pickup-outlet"
    | "delivery-address";
  field: string;
  message: string;
};

export function firstFailedCheck(context: PlaceOrderContext): FailedCheck | null {
  if (!context.loggedIn) return { check: "login", field: "token", message: placeOrderMessages.notLoggedIn };
  if (!context.paymentMethod) {
    return { check: "payment-method", field: "selected_method", message: placeOrderMessages.paymentMethod };
  }
  const delivery = context.orderType === ORDER_TYPE.delivery;
  // With no address chosen there is no outlet to judge yet: check 5 says what is missing.
  if (delivery && context.address) {
    const outlet = context.deliveryOutlet;
    // An outlet delivers only when its own data says so and says when: a delivery flag without
    // hours would otherwise skip the hours check and take orders around the clock.
    const delivers = outlet === undefined || Boolean(outlet?.deliveryEnabled && outlet.openingTimes);
    if (context.address.closestOutletId === null || !delivers) {
      return {
        check: "delivery-outlet",
        field: "selected_address_id",
        message: placeOrderMessages.deliveryUnavailable,
      };
    }
    const hours = outlet?.openingTimes;
    if (outlet && hours && !isOpenAt(hours, context.now)) {
      return {
        check: "opening-hours",
        field: "selected_address_id",
        message: closedMessage(outlet.name, hours, context.now),
      };
    }
  }
  if (!delivery && context.pickupOutletId === null) {
    return { check: "pickup-outlet", field: "selected_outlet_id", message: placeOrderMessages.selectOutlet };
  }
  if (delivery && !context.address) {
    return {
      check: "delivery-address",
      field: "selected_address_id",
      message: placeOrderMessages.selectAddress,
    };
  }
  return null;
}
