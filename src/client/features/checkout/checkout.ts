// What the cart screen knows when Place order is tapped, read from local storage (spec section
// 3's keys), turned into the spec's checks (section 5) and place_order's body (section 7).
import {
  ORDER_TYPE,
  type SelectedAddressDetails,
  selectedAddressDetailsSchema,
  storedDeliveryType,
  storedOrderType,
} from "#client/features/order-method/order-method.ts";
import { positiveIntFromStorage, readJson, readRaw, removeKeys, storageKeys } from "#client/lib/storage.ts";
import type { CartLine } from "#shared/contract/cart.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import type { PlaceOrderContext } from "#shared/rules/place-order-checks.ts";
import type { PlaceOrderBody } from "./checkout-attempt.ts";

export const PAYMENT_METHOD_CARD = "card";

export type CheckoutSelections = {
  loggedIn: boolean;
  orderType: 2 | 3;
  pickupOutletId: number | null;
  address: SelectedAddressDetails | null;
};

/** Delivery or pickup: the stored order type, else the stored delivery type (default delivery). */
export function currentOrderType(): 2 | 3 {
  const stored = storedOrderType();
  if (stored === ORDER_TYPE.pickup) return ORDER_TYPE.pickup;
  if (stored === ORDER_TYPE.delivery) return ORDER_TYPE.delivery;
  return storedDeliveryType() === "store-pickup" ? ORDER_TYPE.pickup : ORDER_TYPE.delivery;
}

export function readCheckoutSelections(): CheckoutSelections {
  const outletId = positiveIntFromStorage.safeParse(readRaw(storageKeys.selectedOutletId));
  return {
    loggedIn: Boolean(readRaw(storageKeys.token)),
    orderType: currentOrderType(),
    pickupOutletId: outletId.success ? outletId.data : null,
    address: readJson(storageKeys.selectedAddressDetails, selectedAddressDetailsSchema),
  };
}

export function placeOrderContext(
  selections: CheckoutSelections,
  paymentMethod: string | null,
  outlets: readonly Outlet[] | undefined,
  now: Date,
): PlaceOrderContext {
  const delivery = selections.orderType === ORDER_TYPE.delivery;
  const address = delivery ? selections.address : null;
  const outlet = address
    ? outlets?.find((candidate) => candidate.id === address.closest_outlet_id)
    : undefined;
  return {
    loggedIn: selections.loggedIn,
    paymentMethod,
    orderType: selections.orderType,
    pickupOutletId: delivery ? null : selections.pickupOutletId,
    address: address ? { id: address.id, closestOutletId: address.closest_outlet_id } : null,
    // Outlets not loaded (offline): the server judges the outlet and its hours.
    deliveryOutlet:
      outlets === undefined
        ? undefined
        : outlet
          ? {
              name: outlet.name,
              deliveryEnabled: outlet.delivery_enabled,
              openingTimes: outlet.opening_times,
            }
          : null,
    now,
  };
}

/** place_order's body: the cart lines as a JSON string, and the selection for the order type. */
export function placeOrderBody(
  lines: readonly CartLine[],
  selections: CheckoutSelections,
  paymentMethod: string,
): PlaceOrderBody {
  const delivery = selections.orderType === ORDER_TYPE.delivery;
  return {
    data: JSON.stringify(lines),
    order_type: selections.orderType,
    selected_address_id: delivery && selections.address ? selections.address.id : "",
    selected_outlet_id: !delivery && selections.pickupOutletId !== null ? selections.pickupOutletId : "",
    selected_method: paymentMethod,
  };
}

/**
 * Spec section 4: a placed order clears the cart, the delivery address, the delivery type, the
 * order type, and the outlet and address selections.
 */
export function clearAfterOrderPlaced(): void {
  removeKeys(
    storageKeys.cartItems,
    storageKeys.cartExpiry,
    storageKeys.selectedAddressDetails,
    storageKeys.selectedAddressId,
    storageKeys.deliveryType,
    storageKeys.orderType,
    storageKeys.selectedOutletId,
    storageKeys.selectedOutletName,
  );
}
