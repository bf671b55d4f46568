export const chromeStrings = {
  brand: "Specialty Coffee",
  homeLink: "Specialty Coffee, home",
  // Spec section 2, header.
  login: "Login",
  logout: "Logout",
  loggingOut: "Logging out…",
  // The bottom icon bar.
  bottomBar: "Main",
  home: "Home",
  menu: "Menu",
  cart: "Cart",
  /** What screen readers read for the cart link (the visible word and badge are hidden from them). */
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`,
  profile: "Profile",
  privacyPolicy: "Privacy Policy",
  returnsPolicy: "Returns Policy",
  // Short labels under the icons (each is part of its icon's accessible name).
  privacyShort: "Privacy",
  returnsShort: "Returns",
} as const;
