// The shape of the demo catalogue that `npm start` loads into an empty database.
// Prices are integer piastres (1 EGP = 100 piastres). Coordinates are WGS84 degrees.
// Every display text has its Arabic beside it (`…Ar`): the demo speaks both languages fully.

export type HoursRange = { open: string; close: string }; // "08:00", "22:00" (Africa/Cairo local time)

export type DemoOutlet = {
  id: number;
  name: string;
  nameAr: string;
  brand: string; // one of the chain's 3 brands
  address: string;
  addressAr: string;
  latitude: number;
  longitude: number;
  deliveryEnabled: boolean; // true exactly for ids 4, 5, 6
  hours: { sun_thu: HoursRange; fri_sat: HoursRange }; // every outlet's, Cairo time
  /** Minutes to make an order with nothing queued, and orders taken per 15-minute slot ahead. */
  prepMinutes: number;
  slotCapacity: number;
};

export type DemoDeliveryArea = {
  outletId: number;
  // Closed ring is NOT required: the first point is not repeated at the end.
  coordinates: { lat: number; lng: number }[];
};

export type DemoCategory = {
  key: string; // e.g. "BEVERAGES", "COFFEE-BEANS", "VAHDAM"
  name: string; // display name
  nameAr: string;
  subCategories: { key: string; name: string; nameAr: string }[]; // key e.g. "Specialty-Coffee-Beans", name "Specialty Coffee Beans 250GM"
};

export type DemoCondimentGroup = {
  id: number;
  name: string;
  nameAr: string;
  items: { id: number; name: string; nameAr: string; price: number }[]; // price in piastres, 0 for free choices
};

export type DemoItem = {
  id: number; // menuItemId
  category: string; // DemoCategory.key
  subCategory: string; // sub-category key
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  image: string; // path under public/, e.g. "/images/menu/flat-white.svg"
  price: number; // piastres
  sluId: number;
  condiments: { groupId: number; maximumCount: number }[];
  // Outlets that do not sell the item (menus differ a little per outlet); empty = sold everywhere.
  notSoldAt?: number[];
  // Per-outlet price differences, piastres.
  priceAt?: Record<number, number>;
};

export type DemoSocialPost = {
  id: string;
  caption: string;
  media_url: string; // path under public/
  permalink: string;
  media_type: "IMAGE" | "VIDEO";
};
