// The customer's ordering session: who is logged in, delivery or pickup, the outlet or address
// the menu comes from, the cart, and the checkout attempt waiting for the server. Its storage is
// the spec's local-storage keys (section 3), so data written by the chain's original client reads
// the same; screens read and change them only through this object, which the router's context
// carries to every route (`context.session`).
import { clearAllStorage, removeKeys, storageKeys } from "#client/lib/storage.ts";
import type { OrderType } from "#shared/contract/order-type.ts";
import * as auth from "./auth.ts";
import * as cart from "./cart.ts";
import * as method from "./order-method.ts";

export type CheckoutSelections = {
  loggedIn: boolean;
  orderType: OrderType;
  pickupOutletId: number | null;
  address: method.SelectedAddressDetails | null;
};

export const orderingSession = {
  token: auth.token,
  isLoggedIn: auth.isLoggedIn,
  user: auth.storedUserData,
  /** After a verified OTP. */
  logIn: auth.storeSession,
  /** After a profile update. */
  storeUser: auth.storeUserData,
  /** The code being entered: stored after login, registration or a resend (no token yet). */
  otpChallenge: auth.storedOtpChallenge,
  startOtp: auth.storeOtpChallenge,
  /** Forgets the token and the user data; other choices stay. */
  forgetLogin: auth.clearSession,

  orderType: method.currentOrderType,
  /** The order_type key as stored (null when absent), without currentOrderType's fallback. */
  storedOrderType: method.storedOrderType,
  deliveryType: method.storedDeliveryType,
  chooseDeliveryType: method.chooseDeliveryType,
  applyLandingDefaults: method.applyLandingDeliveryDefaults,
  pickupOutlet: method.pickupOutlet,
  selectPickupOutlet: method.selectPickupOutlet,
  selectAddress: method.selectAddress,
  forgetSelectedAddress: method.forgetSelectedAddress,
  forgetSelectionOf: method.forgetSelectionOf,
  menuOutlet: method.menuOutlet,
  menuIconAction: method.menuIconActionNow,

  cartLines: cart.readCart,
  cartExpiresAt: cart.cartExpiresAt,
  addToCart: cart.addToCart,
  setLineQuantity: cart.setLineQuantity,
  removeCartLine: cart.removeCartLine,
  removeLineCondiment: cart.removeLineCondiment,
  clearCart: cart.clearCart,

  /** What Place order knows: the login, the order type and its outlet or address. */
  checkoutSelections(): CheckoutSelections {
    const orderType = method.currentOrderType();
    return {
      loggedIn: auth.isLoggedIn(),
      orderType,
      pickupOutletId: method.pickupOutlet()?.id ?? null,
      address: method.selectedAddress(),
    };
  },
  // The attempt itself (its key and body): ./checkout-attempt.ts, which only the cart loads.
  /** A new attempt on the next tap (the server refused the key as used for another order). */
  forgetCheckoutAttempt(): void {
    removeKeys(storageKeys.pendingCheckout);
  },
  /**
   * The server accepted the order (spec section 4): the attempt is over, and the cart, the
   * delivery address, the delivery type, the order type and the selections are cleared.
   */
  orderPlaced(): void {
    removeKeys(storageKeys.pendingCheckout);
    method.clearOrderSelections();
  },
  /**
   * The server refused the token: the login and the account's own copies (its address list, the
   * address chosen from it, the checkout attempt) go; the cart and the outlet chosen stay.
   */
  forgetAccount(): void {
    auth.clearSession();
    method.forgetSelectedAddress();
    removeKeys(storageKeys.addressList, storageKeys.pendingCheckout);
  },
  /** Logout and a kiosk's wipe: everything but the device's own settings. */
  clearAll: clearAllStorage,
};

export type OrderingSession = typeof orderingSession;

export { useStoredUserData, useToken } from "./auth.ts";
export { useCart, useCartCount } from "./cart.ts";
export type { DeliveryType, SelectedAddressDetails } from "./order-method.ts";
export {
  selectedDetailsOf,
  useOrderType,
  useSelectedAddress,
  useSelectedAddressId,
  useStoredOrderType,
} from "./order-method.ts";
