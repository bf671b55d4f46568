import { addressEarlyStrings } from "./messages.gen.ts";

/** The address screens' route data: a visitor sent to /login from one reads why. */
export const addressScreenData = {
  // Read then, in the language of that moment.
  get loginMessage() {
    return addressEarlyStrings.loginRequired;
  },
};
