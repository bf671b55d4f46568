// The landing page's static content and constants (spec sections 1, 2 and 9).
import type { LatLng } from "#client/components/ui/map/map-types.ts";
import type { landingStrings } from "./messages.gen.ts";

/** The newer version (Peruvian, policy icons) and the older one (Autumn Blend, Shorouk, profile). */
export type LandingVariant = "newer" | "older";

type ProductKey = keyof typeof landingStrings.featured.products;

/** The eight static featured products, in the spec's order. */
export const FEATURED_PRODUCTS: readonly { key: ProductKey; image: string }[] = [
  { key: "cortado", image: "/images/menu/cortado.svg" },
  { key: "espressoDouble", image: "/images/menu/espresso.svg" },
  { key: "espressoSingle", image: "/images/menu/espresso.svg" },
  { key: "flatWhite", image: "/images/menu/latte.svg" },
  { key: "espressoConPanna", image: "/images/menu/cappuccino.svg" },
  { key: "americanCoffee", image: "/images/menu/americano.svg" },
  { key: "nutellaCappuccino", image: "/images/menu/hot-chocolate.svg" },
  { key: "brownieNorthino", image: "/images/menu/dessert.svg" },
];

/** The older version's openings banner: the Shorouk store. */
export const SHOROUK_OPENING: LatLng = { lat: 30.1144, lng: 31.6103 };
export const directionsUrl = ({ lat, lng }: LatLng) =>
  `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;
