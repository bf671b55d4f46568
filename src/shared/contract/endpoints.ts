// The endpoint table: every call of the API (spec section 7, plus ours). The server registers
// exactly these routes, the fuzzer sends rubbish to each of them and the service worker finds
// the cacheable ones here. The browser imports each endpoint from its own contract file, so a
// screen's code carries only the schemas of the calls it makes.
import * as addresses from "./addresses.ts";
import * as auth from "./auth.ts";
import * as content from "./content.ts";
import type { Endpoint } from "./endpoint.ts";
import * as geocoding from "./geocoding.ts";
import * as kiosk from "./kiosk.ts";
import * as menu from "./menu.ts";
import * as orderAhead from "./order-ahead.ts";
import * as orderStatus from "./order-status.ts";
import * as orders from "./orders.ts";
import * as outlets from "./outlets.ts";
import * as placeOrders from "./place-order.ts";
import * as profile from "./profile.ts";
import * as push from "./push.ts";
import * as store from "./store.ts";

export const endpoints = {
  login: auth.login,
  register: auth.register,
  verifyOtp: auth.verifyOtp,
  resendOtp: auth.resendOtp,
  logout: auth.logout,
  logoutOtherDevices: auth.logoutOtherDevices,
  devSmsOutbox: auth.devSmsOutbox,
  fetchAddress: addresses.fetchAddress,
  saveAddress: addresses.saveAddress,
  deleteAddress: addresses.deleteAddress,
  deliveryLocation: addresses.deliveryLocation,
  deliveryAreas: addresses.deliveryAreas,
  fetchOutlet: outlets.fetchOutlet,
  fetchMenu: menu.fetchMenu,
  placeOrder: placeOrders.placeOrder,
  orderDetails: orders.orderDetails,
  orderHistory: orders.orderHistory,
  reOrder: placeOrders.reOrder,
  updateUser: profile.updateUser,
  verifyPhoneChange: profile.verifyPhoneChange,
  setLanguage: profile.setLanguage,
  saveInterestedUsers: content.saveInterestedUsers,
  saveCard: profile.saveCard,
  savedCardsList: profile.savedCardsList,
  deleteCard: profile.deleteCard,
  socialPosts: content.socialPosts,
  geocode: geocoding.geocode,
  reverseGeocode: geocoding.reverseGeocode,
  kioskVerifyPin: kiosk.kioskVerifyPin,
  kioskWalkIn: kiosk.kioskWalkIn,
  orderStatusStream: orderStatus.orderStatusStream,
  orderAheadSlots: orderAhead.orderAheadSlots,
  pushKey: push.pushKey,
  pushSubscribe: push.pushSubscribe,
  pushUnsubscribe: push.pushUnsubscribe,
  staffSignIn: store.staffSignIn,
  staffSignOut: store.staffSignOut,
  storeOrders: store.storeOrders,
  storeMoveOrder: store.storeMoveOrder,
  storeEvents: store.storeEvents,
  storeMenu: store.storeMenu,
  storeSoldOut: store.storeSoldOut,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
