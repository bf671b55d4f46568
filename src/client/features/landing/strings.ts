export const landingStrings = {
  brand: "Specialty Coffee",
  login: "Login",
  heroTitle: "Specialty coffee, roasted for Cairo",
  heroText:
    "Order your cup, your beans and something to eat — delivered home or ready for pickup at one of our 12 stores.",
  orderNow: "Order Now",
  featuredTitle: "Our favourites",
  order: "Order",
} as const;
