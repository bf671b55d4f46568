// The demo catalogue that `npm start` loads into an empty database: three brands, twelve outlets
// in Greater Cairo, delivery areas for the three delivery-enabled outlets (4, 5, 6), a full menu
// and a few social posts. Prices are integer piastres; images are committed SVGs under public/.
// The data deliberately carries what the app must hide or reorder (hidden categories, item 21026,
// condiment group 7, condiment item 400901, sub-categories in scrambled order), so the rules are
// exercised by the demo itself.
import type {
  DemoCategory,
  DemoCondimentGroup,
  DemoDeliveryArea,
  DemoItem,
  DemoOutlet,
  DemoSocialPost,
  HoursRange,
} from "./demo-data.types.ts";

const SEKKA = "Sekka Coffee House"; // the specialty coffee house (headquarters in Maadi)
const FORN = "Forn Bakehouse"; // the bakery and food brand
const BUNN = "Bunn Roastery"; // the roastery

const DELIVERY_HOURS: { sun_thu: HoursRange; fri_sat: HoursRange } = {
  sun_thu: { open: "08:00", close: "22:00" },
  fri_sat: { open: "10:00", close: "22:00" },
};

export const demoOutlets: DemoOutlet[] = [
  {
    id: 1,
    name: "Heliopolis Korba",
    brand: SEKKA,
    address: "14 Baghdad Street, Korba, Heliopolis, Cairo",
    latitude: 30.0893,
    longitude: 31.3241,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 10,
    slotCapacity: 8,
  },
  {
    id: 2,
    name: "Mohandessin Shehab",
    brand: FORN,
    address: "37 Shehab Street, Mohandessin, Giza",
    latitude: 30.0561,
    longitude: 31.2012,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 8,
    slotCapacity: 10,
  },
  {
    id: 3,
    name: "Sheikh Zayed Arkan",
    brand: BUNN,
    address: "Arkan Plaza, 26th of July Corridor, Sheikh Zayed City, Giza",
    latitude: 30.0205,
    longitude: 30.9832,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 12,
    slotCapacity: 6,
  },
  {
    id: 4,
    name: "Maadi Road 9",
    brand: SEKKA,
    address: "21 Road 9, Sarayat El Maadi, Maadi, Cairo",
    latitude: 29.96,
    longitude: 31.2577,
    deliveryEnabled: true,
    hours: DELIVERY_HOURS,
    prepMinutes: 10,
    slotCapacity: 10,
  },
  {
    id: 5,
    name: "Zamalek Brazil Street",
    brand: SEKKA,
    address: "8 Brazil Street, Zamalek, Cairo",
    latitude: 30.0622,
    longitude: 31.2196,
    deliveryEnabled: true,
    hours: DELIVERY_HOURS,
    prepMinutes: 12,
    slotCapacity: 8,
  },
  {
    id: 6,
    name: "New Cairo 90th Street",
    brand: SEKKA,
    address: "North 90th Street, Fifth Settlement, New Cairo",
    latitude: 30.024,
    longitude: 31.462,
    deliveryEnabled: true,
    hours: DELIVERY_HOURS,
    prepMinutes: 10,
    slotCapacity: 12,
  },
  {
    id: 7,
    name: "Nasr City Abbas El Akkad",
    brand: FORN,
    address: "62 Abbas El Akkad Street, Nasr City, Cairo",
    latitude: 30.0588,
    longitude: 31.3382,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 8,
    slotCapacity: 10,
  },
  {
    id: 8,
    name: "Dokki Mossadak",
    brand: FORN,
    address: "45 Mossadak Street, Dokki, Giza",
    latitude: 30.0414,
    longitude: 31.2049,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 10,
    slotCapacity: 8,
  },
  {
    id: 9,
    name: "October Mehwar",
    brand: BUNN,
    address: "Central Axis (El Mehwar El Markazy), 6th of October City, Giza",
    latitude: 29.9723,
    longitude: 30.9561,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 12,
    slotCapacity: 10,
  },
  {
    id: 10,
    name: "Garden City Corniche",
    brand: SEKKA,
    address: "3 Kasr El Nil Corniche, Garden City, Cairo",
    latitude: 30.0358,
    longitude: 31.2318,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 8,
    slotCapacity: 8,
  },
  {
    id: 11,
    name: "Mokattam Street 9",
    brand: FORN,
    address: "Street 9, Mokattam, Cairo",
    latitude: 30.0131,
    longitude: 31.2962,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 10,
    slotCapacity: 6,
  },
  {
    id: 12,
    name: "Festival City Roastery",
    brand: BUNN,
    address: "Cairo Festival City Mall, Ring Road, New Cairo",
    latitude: 30.0289,
    longitude: 31.4086,
    deliveryEnabled: false,
    hours: null,
    prepMinutes: 12,
    slotCapacity: 10,
  },
];

// Every point lies within 5000 m of its outlet (the app only considers outlets within that
// radius), each outlet lies inside its own polygon, and the three polygons do not overlap.
export const demoDeliveryAreas: DemoDeliveryArea[] = [
  {
    // Maadi: Sarayat, Degla, New Maadi, down to the Corniche.
    outletId: 4,
    coordinates: [
      { lat: 29.988, lng: 31.244 },
      { lat: 29.985, lng: 31.27 },
      { lat: 29.976, lng: 31.296 },
      { lat: 29.956, lng: 31.3 },
      { lat: 29.94, lng: 31.29 },
      { lat: 29.928, lng: 31.27 },
      { lat: 29.93, lng: 31.25 },
      { lat: 29.95, lng: 31.238 },
      { lat: 29.97, lng: 31.236 },
    ],
  },
  {
    // Zamalek, Agouza, Mohandessin, Dokki, Garden City and Downtown.
    outletId: 5,
    coordinates: [
      { lat: 30.08, lng: 31.215 },
      { lat: 30.078, lng: 31.235 },
      { lat: 30.06, lng: 31.248 },
      { lat: 30.042, lng: 31.245 },
      { lat: 30.03, lng: 31.236 },
      { lat: 30.028, lng: 31.22 },
      { lat: 30.038, lng: 31.205 },
      { lat: 30.055, lng: 31.195 },
      { lat: 30.07, lng: 31.2 },
    ],
  },
  {
    // Fifth Settlement: 90th Street, the AUC side, Katameya edge, up towards the Ring Road.
    outletId: 6,
    coordinates: [
      { lat: 30.05, lng: 31.45 },
      { lat: 30.048, lng: 31.485 },
      { lat: 30.03, lng: 31.505 },
      { lat: 30.005, lng: 31.495 },
      { lat: 29.995, lng: 31.465 },
      { lat: 30.0, lng: 31.435 },
      { lat: 30.015, lng: 31.42 },
      { lat: 30.035, lng: 31.425 },
    ],
  },
];

// --- Condiment groups -------------------------------------------------------------------------

const MILK = 1;
const SIZE = 2;
const EXTRA_SHOT = 3;
const SYRUPS = 4;
const SUGAR = 5;
const TOPPINGS = 6;
const KITCHEN_ROUTING = 7; // internal POS routing, hidden by the app
const BREAD = 8;
const GRIND = 9;
const ICE = 10;
const ADD_ONS = 11;
const BEAN_CHOICE = 12;

const condimentGroups: DemoCondimentGroup[] = [
  {
    id: MILK,
    name: "Milk",
    items: [
      { id: 400101, name: "Full Cream", price: 0 },
      { id: 400102, name: "Skimmed", price: 0 },
      { id: 400103, name: "Oat", price: 2500 },
      { id: 400104, name: "Almond", price: 2500 },
      { id: 400105, name: "Lactose Free", price: 1500 },
    ],
  },
  {
    id: SIZE,
    name: "Size",
    items: [
      { id: 400201, name: "Regular", price: 0 },
      { id: 400202, name: "Large", price: 2000 },
    ],
  },
  {
    id: EXTRA_SHOT,
    name: "Extra Shot",
    items: [
      { id: 400301, name: "Espresso Shot", price: 2500 },
      { id: 400302, name: "Decaf Shot", price: 2750 },
    ],
  },
  {
    id: SYRUPS,
    name: "Syrups",
    items: [
      { id: 400401, name: "Vanilla", price: 1500 },
      { id: 400402, name: "Caramel", price: 1500 },
      { id: 400403, name: "Hazelnut", price: 1500 },
      { id: 400404, name: "Sugar-free Vanilla", price: 1500 },
    ],
  },
  {
    id: SUGAR,
    name: "Sugar",
    items: [
      { id: 400501, name: "No Sugar", price: 0 },
      { id: 400502, name: "Light", price: 0 },
      { id: 400503, name: "Medium", price: 0 },
      { id: 400504, name: "Sweet", price: 0 },
      // A POS-only entry inside a visible group: the app hides condiment item 400901.
      { id: 400901, name: "Sugar Sachet (POS)", price: 0 },
    ],
  },
  {
    id: TOPPINGS,
    name: "Toppings",
    items: [
      { id: 400601, name: "Whipped Cream", price: 1500 },
      { id: 400602, name: "Cinnamon Dust", price: 500 },
      { id: 400603, name: "Chocolate Drizzle", price: 1000 },
      { id: 400604, name: "Lotus Crumble", price: 1500 },
    ],
  },
  {
    id: KITCHEN_ROUTING,
    name: "Kitchen Routing",
    items: [
      { id: 400701, name: "Send to Bar", price: 0 },
      { id: 400702, name: "Send to Kitchen", price: 0 },
      { id: 400703, name: "Hold - Fire Later", price: 0 },
    ],
  },
  {
    id: BREAD,
    name: "Bread",
    items: [
      { id: 400801, name: "Ciabatta", price: 0 },
      { id: 400802, name: "Baguette", price: 0 },
      { id: 400803, name: "Multigrain", price: 0 },
      { id: 400804, name: "Gluten-Free", price: 2500 },
    ],
  },
  {
    id: GRIND,
    name: "Grind",
    // 400901 is taken by the POS sugar sachet, so the grind options start at 400902.
    items: [
      { id: 400902, name: "Whole Bean", price: 0 },
      { id: 400903, name: "Espresso", price: 0 },
      { id: 400904, name: "Filter", price: 0 },
      { id: 400905, name: "Turkish", price: 0 },
    ],
  },
  {
    id: ICE,
    name: "Ice",
    items: [
      { id: 401001, name: "Regular Ice", price: 0 },
      { id: 401002, name: "Light Ice", price: 0 },
      { id: 401003, name: "No Ice", price: 0 },
    ],
  },
  {
    id: ADD_ONS,
    name: "Add-ons",
    items: [
      { id: 401101, name: "Extra Cheese", price: 2500 },
      { id: 401102, name: "Avocado", price: 3500 },
      { id: 401103, name: "Fried Egg", price: 2000 },
      { id: 401104, name: "Grilled Chicken", price: 4500 },
    ],
  },
  {
    id: BEAN_CHOICE,
    name: "Bean Choice",
    items: [
      { id: 401201, name: "House Blend", price: 0 },
      { id: 401202, name: "Ethiopian Yirgacheffe", price: 2500 },
      { id: 401203, name: "Colombian Huila", price: 1500 },
      { id: 401204, name: "Peruvian Cajamarca", price: 1500 },
    ],
  },
];

// The maximumCount of each reference equals the group's natural maximum.
const GROUP_MAX: Record<number, number> = {
  [MILK]: 1,
  [SIZE]: 1,
  [EXTRA_SHOT]: 2,
  [SYRUPS]: 3,
  [SUGAR]: 1,
  [TOPPINGS]: 2,
  [KITCHEN_ROUTING]: 1,
  [BREAD]: 1,
  [GRIND]: 1,
  [ICE]: 1,
  [ADD_ONS]: 3,
  [BEAN_CHOICE]: 1,
};

function refs(...groupIds: number[]): DemoItem["condiments"] {
  return groupIds.map((groupId) => ({ groupId, maximumCount: GROUP_MAX[groupId] ?? 1 }));
}

const MILK_DRINK = refs(MILK, SIZE, EXTRA_SHOT, SYRUPS, SUGAR, KITCHEN_ROUTING);
const STRAIGHT_ESPRESSO = refs(EXTRA_SHOT, SUGAR, KITCHEN_ROUTING);
const ICED_MILK_DRINK = refs(MILK, SIZE, EXTRA_SHOT, SYRUPS, SUGAR, ICE, KITCHEN_ROUTING);
const ICED_BLACK = refs(SIZE, EXTRA_SHOT, SYRUPS, SUGAR, ICE, KITCHEN_ROUTING);
const BREW_BAR = refs(BEAN_CHOICE, SUGAR, KITCHEN_ROUTING);
const TURKISH = refs(SUGAR, KITCHEN_ROUTING);
const FRAPPE = refs(MILK, SIZE, TOPPINGS, KITCHEN_ROUTING);
const HOT_NON_COFFEE = refs(MILK, SIZE, SUGAR, TOPPINGS, KITCHEN_ROUTING);
const MATCHA = refs(MILK, SIZE, SYRUPS, KITCHEN_ROUTING);
const COLD_REFRESHER = refs(SIZE, SUGAR, ICE, KITCHEN_ROUTING);
const BEANS = refs(GRIND, KITCHEN_ROUTING);
const SANDWICH = refs(BREAD, ADD_ONS, KITCHEN_ROUTING);
const KITCHEN_ONLY = refs(KITCHEN_ROUTING);
const NONE = refs();

// --- Menu -------------------------------------------------------------------------------------

const img = (kind: string) => `/images/menu/${kind}.svg`;

const BAKERY_OUTLETS = [2, 7, 8, 11]; // no brew bar at the bakehouse counters
const ROASTERY_OUTLETS = [3, 9, 12]; // no hot kitchen at the roastery counters

type Row = Omit<DemoItem, "category" | "subCategory">;

function group(category: string, subCategory: string, rows: Row[]): DemoItem[] {
  return rows.map((row) => ({ ...row, category, subCategory }));
}

export function demoMenu(boxProduct: string): {
  categories: DemoCategory[];
  items: DemoItem[];
  condimentGroups: DemoCondimentGroup[];
} {
  const boxKey = `${boxProduct}-Box`.replace(/\s+/g, "-");
  const boxName = `${boxProduct} Box`;

  const categories: DemoCategory[] = [
    {
      key: "BEVERAGES",
      name: "Beverages",
      // Deliberately scrambled (and an unlisted sub-category first): the app sorts them.
      subCategories: [
        { key: "Seasonal-Specials", name: "Seasonal Specials" },
        { key: "Iced-Tea", name: "Iced Tea" },
        { key: "Coffee-Based", name: "Coffee Based" },
        { key: "Soft-Drinks-H20", name: "Soft Drinks & H20" },
        { key: "Frappe", name: "Frappe" },
        { key: "The-Brew-Bar", name: "The Brew Bar" },
        { key: "Matcha", name: "Matcha" },
        { key: "Cold-Coffee", name: "Cold Coffee" },
        { key: "Fresh-Juices", name: "Fresh Juices" },
        { key: "Non-Coffee-Hot", name: "Non Coffee Hot" },
        { key: "Bottled-Brew-Coffee", name: "Bottled Brew Coffee" },
        { key: "Coffees-Of-The-World", name: "Coffees Of The World" },
        { key: "Non-Coffee-Cold", name: "Non Coffee Cold" },
      ],
    },
    {
      key: "COFFEE-BEANS",
      name: "Coffee Beans",
      subCategories: [
        { key: "Turkish-Coffee-Beans", name: "Turkish Coffee Beans 250GM" },
        { key: "Specialty-Coffee-Beans", name: "Specialty Coffee Beans 250GM" },
        { key: "Drip-Bags", name: "Drip Bags" },
      ],
    },
    {
      key: "FOOD",
      name: "Food",
      subCategories: [
        { key: "Sandwiches", name: "Sandwiches" },
        { key: "Salads", name: "Salads" },
        { key: "Pastries", name: "Pastries" },
        { key: "Desserts", name: "Desserts" },
        { key: "Breakfast", name: "Breakfast" },
      ],
    },
    {
      key: "GIFT-BOXES",
      name: "Gift Boxes",
      subCategories: [{ key: "Coffee-Gift-Boxes", name: "Coffee Gift Boxes" }],
    },
    {
      key: "BIG-GATHERING",
      name: "Big Gatherings",
      subCategories: [
        { key: boxKey, name: boxName },
        { key: "Finger-Food", name: "Finger Food" },
      ],
    },
    // Categories below exist in the POS menu but are hidden by the app.
    { key: "VAHDAM", name: "Vahdam Teas", subCategories: [{ key: "Vahdam-Teas", name: "Vahdam Teas" }] },
    {
      key: "PRODUCTS",
      name: "Products",
      subCategories: [
        { key: "Mugs", name: "Mugs & Tumblers" },
        { key: "Merchandise", name: "Merchandise" },
      ],
    },
    {
      key: "Delivery-Charge",
      name: "Delivery Charge",
      subCategories: [{ key: "Delivery-Charge", name: "Delivery Charge" }],
    },
    { key: "EXTRA", name: "Extra", subCategories: [{ key: "Extras", name: "Extras" }] },
  ];

  const items: DemoItem[] = [
    // ---- BEVERAGES ----
    ...group("BEVERAGES", "Seasonal-Specials", [
      {
        id: 21090,
        name: "Pumpkin Spice Latte",
        description: "Double espresso, steamed milk and house pumpkin spice, finished with cinnamon.",
        image: img("latte"),
        price: 15500,
        sluId: 1,
        condiments: MILK_DRINK,
      },
      {
        id: 21091,
        name: "Date & Tahini Latte",
        description: "Siwa dates and silky tahini folded into a velvety latte, a Cairo winter favourite.",
        image: img("latte"),
        price: 14500,
        sluId: 1,
        condiments: MILK_DRINK,
      },
    ]),
    ...group("BEVERAGES", "The-Brew-Bar", [
      {
        id: 21001,
        name: "V60 Pour Over",
        description: "A clean, bright cup hand-poured to order from the single origin of your choice.",
        image: img("pour-over"),
        price: 16500,
        sluId: 3,
        condiments: BREW_BAR,
        notSoldAt: BAKERY_OUTLETS,
        priceAt: { 3: 17500 },
      },
      {
        id: 21002,
        name: "Chemex for Two",
        description: "A slow, sweet Chemex brew that fills two cups and a long conversation.",
        image: img("pour-over"),
        price: 22000,
        sluId: 3,
        condiments: BREW_BAR,
        notSoldAt: BAKERY_OUTLETS,
      },
      {
        id: 21003,
        name: "AeroPress",
        description: "Full-bodied and smooth, pressed in under two minutes.",
        image: img("pour-over"),
        price: 15500,
        sluId: 3,
        condiments: BREW_BAR,
        notSoldAt: BAKERY_OUTLETS,
      },
      {
        id: 21004,
        name: "Kalita Wave",
        description: "Flat-bed pour over that brings out caramel sweetness and a round finish.",
        image: img("pour-over"),
        price: 16500,
        sluId: 3,
        condiments: BREW_BAR,
        notSoldAt: BAKERY_OUTLETS,
      },
    ]),
    ...group("BEVERAGES", "Coffee-Based", [
      {
        id: 21020,
        name: "Espresso Single",
        description: "A single shot of our house blend: dark chocolate, toasted nuts and a syrupy body.",
        image: img("espresso"),
        price: 7500,
        sluId: 1,
        condiments: STRAIGHT_ESPRESSO,
      },
      {
        id: 21021,
        name: "Espresso Double",
        description: "Two shots of house espresso, bold and balanced with a lingering crema.",
        image: img("espresso"),
        price: 9000,
        sluId: 1,
        condiments: STRAIGHT_ESPRESSO,
      },
      {
        id: 21022,
        name: "Cortado",
        description: "Equal parts espresso and warm milk for a short, sweet and punchy cup.",
        image: img("cortado"),
        price: 9500,
        sluId: 1,
        condiments: MILK_DRINK,
      },
      {
        id: 21023,
        name: "Flat White",
        description: "A double ristretto under a thin layer of silky microfoam.",
        image: img("latte"),
        price: 12000,
        sluId: 1,
        condiments: MILK_DRINK,
        priceAt: { 5: 12500 },
      },
      {
        id: 21024,
        name: "Espresso Con Panna",
        description: "A double espresso crowned with a cloud of fresh whipped cream.",
        image: img("espresso"),
        price: 9500,
        sluId: 1,
        condiments: refs(EXTRA_SHOT, SUGAR, TOPPINGS, KITCHEN_ROUTING),
      },
      {
        id: 21025,
        name: "American Coffee",
        description: "Espresso lengthened with hot water for a long, mellow cup.",
        image: img("americano"),
        price: 9000,
        sluId: 1,
        condiments: refs(SIZE, EXTRA_SHOT, SYRUPS, SUGAR, KITCHEN_ROUTING),
      },
      {
        // Staff-only POS item: the app never shows item 21026.
        id: 21026,
        name: "Staff Espresso",
        description: "Staff meal espresso, rung through the POS only.",
        image: img("espresso"),
        price: 2500,
        sluId: 1,
        condiments: STRAIGHT_ESPRESSO,
      },
      {
        id: 21027,
        name: "Nutella Cappuccino",
        description: "Our cappuccino swirled with Nutella and dusted with cocoa, dessert in a cup.",
        image: img("cappuccino"),
        price: 14500,
        sluId: 1,
        condiments: MILK_DRINK,
      },
      {
        id: 21028,
        name: "Cappuccino",
        description: "Espresso with steamed milk and a deep, velvety foam.",
        image: img("cappuccino"),
        price: 11500,
        sluId: 1,
        condiments: MILK_DRINK,
        priceAt: { 5: 12000 },
      },
      {
        id: 21029,
        name: "Caffe Latte",
        description: "A gentle, milky espresso drink poured with latte art.",
        image: img("latte"),
        price: 12500,
        sluId: 1,
        condiments: MILK_DRINK,
        priceAt: { 5: 13000 },
      },
    ]),
    ...group("BEVERAGES", "Coffees-Of-The-World", [
      {
        id: 21030,
        name: "Turkish Coffee",
        description: "Finely ground, slowly brewed in a copper kanaka and served with its foam.",
        image: img("turkish-coffee"),
        price: 7500,
        sluId: 1,
        condiments: TURKISH,
      },
      {
        id: 21031,
        name: "Turkish Coffee Double",
        description: "A double kanaka of our Turkish blend, with or without cardamom.",
        image: img("turkish-coffee"),
        price: 9500,
        sluId: 1,
        condiments: TURKISH,
      },
      {
        id: 21032,
        name: "Spanish Latte",
        description: "Espresso and milk sweetened with condensed milk, creamy and indulgent.",
        image: img("latte"),
        price: 13500,
        sluId: 1,
        condiments: MILK_DRINK,
      },
      {
        id: 21033,
        name: "Cafe Bombon",
        description: "Valencian style: espresso layered over sweet condensed milk in a glass.",
        image: img("cortado"),
        price: 11000,
        sluId: 1,
        condiments: refs(EXTRA_SHOT, KITCHEN_ROUTING),
      },
    ]),
    ...group("BEVERAGES", "Cold-Coffee", [
      {
        id: 21040,
        name: "Iced Latte",
        description: "Espresso poured over cold milk and ice, smooth and refreshing.",
        image: img("iced-coffee"),
        price: 13000,
        sluId: 2,
        condiments: ICED_MILK_DRINK,
      },
      {
        id: 21041,
        name: "Iced Americano",
        description: "Double espresso over ice and cold water, crisp and clean.",
        image: img("iced-coffee"),
        price: 10000,
        sluId: 2,
        condiments: ICED_BLACK,
      },
      {
        id: 21042,
        name: "Iced Spanish Latte",
        description: "Condensed milk, espresso and ice: the Cairo summer classic.",
        image: img("iced-coffee"),
        price: 14500,
        sluId: 2,
        condiments: ICED_MILK_DRINK,
      },
      {
        id: 21043,
        name: "Iced Mocha",
        description: "Dark chocolate, espresso and cold milk over ice.",
        image: img("iced-coffee"),
        price: 14500,
        sluId: 2,
        condiments: ICED_MILK_DRINK,
      },
      {
        id: 21044,
        name: "Espresso Tonic",
        description: "A double shot floated on sparkling tonic with a twist of orange.",
        image: img("iced-coffee"),
        price: 13500,
        sluId: 2,
        condiments: ICED_BLACK,
      },
    ]),
    ...group("BEVERAGES", "Bottled-Brew-Coffee", [
      {
        id: 21050,
        name: "Cold Brew Bottle 330ml",
        description: "Steeped for eighteen hours for a naturally sweet, low-acid cold brew.",
        image: img("cold-brew-bottle"),
        price: 12500,
        sluId: 2,
        condiments: NONE,
      },
      {
        id: 21051,
        name: "Cold Brew Latte Bottle 330ml",
        description: "Our cold brew with fresh milk, ready to grab and go.",
        image: img("cold-brew-bottle"),
        price: 13500,
        sluId: 2,
        condiments: NONE,
      },
      {
        id: 21052,
        name: "Cold Brew Litre",
        description: "A full litre of cold brew concentrate for the fridge at home.",
        image: img("cold-brew-bottle"),
        price: 32000,
        sluId: 2,
        condiments: NONE,
      },
    ]),
    ...group("BEVERAGES", "Frappe", [
      {
        id: 21060,
        name: "Vanilla Frappe",
        description: "Blended vanilla cream, ice and milk under whipped cream.",
        image: img("frappe"),
        price: 14500,
        sluId: 4,
        condiments: FRAPPE,
      },
      {
        id: 21061,
        name: "Lotus Frappe",
        description: "Caramelised Lotus biscuit blended with milk and ice.",
        image: img("frappe"),
        price: 16500,
        sluId: 4,
        condiments: FRAPPE,
      },
      {
        id: 21062,
        name: "Oreo Frappe",
        description: "Cookies and cream, blended thick and topped with crumbs.",
        image: img("frappe"),
        price: 15500,
        sluId: 4,
        condiments: FRAPPE,
      },
      {
        id: 21063,
        name: "Strawberry Frappe",
        description: "Fresh strawberries, milk and ice, blended pink and creamy.",
        image: img("frappe"),
        price: 14500,
        sluId: 4,
        condiments: FRAPPE,
      },
    ]),
    ...group("BEVERAGES", "Non-Coffee-Hot", [
      {
        id: 21070,
        name: "Hot Chocolate",
        description: "Belgian dark chocolate melted into steamed milk.",
        image: img("hot-chocolate"),
        price: 12500,
        sluId: 4,
        condiments: HOT_NON_COFFEE,
      },
      {
        id: 21071,
        name: "Chai Latte",
        description: "Black tea, warming spices and steamed milk.",
        image: img("tea"),
        price: 12000,
        sluId: 4,
        condiments: HOT_NON_COFFEE,
      },
      {
        id: 21072,
        name: "Sahlab",
        description: "Warm, thick Egyptian sahlab with coconut, nuts and raisins.",
        image: img("hot-chocolate"),
        price: 11000,
        sluId: 4,
        condiments: HOT_NON_COFFEE,
      },
      {
        id: 21073,
        name: "Fresh Mint Tea",
        description: "Green tea steeped with a handful of fresh mint leaves.",
        image: img("tea"),
        price: 6750,
        sluId: 4,
        condiments: refs(SUGAR, KITCHEN_ROUTING),
      },
    ]),
    ...group("BEVERAGES", "Non-Coffee-Cold", [
      {
        id: 21080,
        name: "Iced Chocolate",
        description: "Rich chocolate and cold milk shaken over ice.",
        image: img("iced-chocolate"),
        price: 13000,
        sluId: 4,
        condiments: refs(MILK, SIZE, TOPPINGS, ICE, KITCHEN_ROUTING),
      },
      {
        id: 21081,
        name: "Vanilla Milkshake",
        description: "Vanilla ice cream and milk, blended thick the old-fashioned way.",
        image: img("iced-chocolate"),
        price: 14000,
        sluId: 4,
        condiments: refs(TOPPINGS, KITCHEN_ROUTING),
      },
      {
        id: 21082,
        name: "Pink Lemonade",
        description: "Squeezed lemons, raspberry and a little fizz.",
        image: img("juice"),
        price: 9500,
        sluId: 5,
        condiments: COLD_REFRESHER,
      },
    ]),
    ...group("BEVERAGES", "Matcha", [
      {
        id: 21100,
        name: "Matcha Latte",
        description: "Ceremonial-grade matcha whisked and topped with steamed milk.",
        image: img("matcha"),
        price: 15500,
        sluId: 4,
        condiments: MATCHA,
        notSoldAt: [6],
      },
      {
        id: 21101,
        name: "Iced Matcha Latte",
        description: "Bright green matcha poured over cold milk and ice.",
        image: img("matcha"),
        price: 16000,
        sluId: 4,
        condiments: MATCHA,
        notSoldAt: [6],
      },
      {
        id: 21102,
        name: "Strawberry Matcha",
        description: "Layers of strawberry puree, milk and matcha, as pretty as it tastes.",
        image: img("matcha"),
        price: 17500,
        sluId: 4,
        condiments: MATCHA,
        notSoldAt: [6],
      },
    ]),
    ...group("BEVERAGES", "Iced-Tea", [
      {
        id: 21110,
        name: "Peach Iced Tea",
        description: "Black tea brewed fresh and shaken with ripe peach.",
        image: img("iced-tea"),
        price: 9500,
        sluId: 5,
        condiments: COLD_REFRESHER,
      },
      {
        id: 21111,
        name: "Passion Fruit Iced Tea",
        description: "Green tea and tangy passion fruit over plenty of ice.",
        image: img("iced-tea"),
        price: 9500,
        sluId: 5,
        condiments: COLD_REFRESHER,
      },
      {
        id: 21112,
        name: "Karkadeh Iced Tea",
        description: "Aswan hibiscus, cold-steeped and lightly sweetened.",
        image: img("iced-tea"),
        price: 8750,
        sluId: 5,
        condiments: COLD_REFRESHER,
      },
    ]),
    ...group("BEVERAGES", "Fresh-Juices", [
      {
        id: 21120,
        name: "Orange Juice",
        description: "Freshly squeezed Egyptian oranges, nothing added.",
        image: img("juice"),
        price: 9500,
        sluId: 5,
        condiments: COLD_REFRESHER,
      },
      {
        id: 21121,
        name: "Mango Juice",
        description: "Thick, sweet Ismailia mango blended to order.",
        image: img("juice"),
        price: 11000,
        sluId: 5,
        condiments: COLD_REFRESHER,
      },
      {
        id: 21122,
        name: "Lemon Mint",
        description: "Lemon and fresh mint blended with crushed ice.",
        image: img("juice"),
        price: 8750,
        sluId: 5,
        condiments: COLD_REFRESHER,
      },
      {
        id: 21123,
        name: "Watermelon Juice",
        description: "Chilled summer watermelon, pressed and poured.",
        image: img("juice"),
        price: 10500,
        sluId: 5,
        condiments: COLD_REFRESHER,
      },
    ]),
    ...group("BEVERAGES", "Soft-Drinks-H20", [
      {
        id: 21130,
        name: "Still Water 600ml",
        description: "Chilled natural mineral water.",
        image: img("water"),
        price: 2500,
        sluId: 5,
        condiments: NONE,
      },
      {
        id: 21131,
        name: "Sparkling Water 330ml",
        description: "Crisp sparkling mineral water.",
        image: img("water"),
        price: 4500,
        sluId: 5,
        condiments: NONE,
      },
      {
        id: 21132,
        name: "Coca-Cola",
        description: "The classic, served ice cold.",
        image: img("soft-drink"),
        price: 4000,
        sluId: 5,
        condiments: NONE,
      },
      {
        id: 21133,
        name: "Sprite",
        description: "Lemon-lime soda, served ice cold.",
        image: img("soft-drink"),
        price: 4000,
        sluId: 5,
        condiments: NONE,
      },
      {
        id: 21134,
        name: "Tonic Water",
        description: "Premium tonic, lovely on its own or with a shot of espresso.",
        image: img("soft-drink"),
        price: 5500,
        sluId: 5,
        condiments: NONE,
      },
    ]),

    // ---- COFFEE BEANS ----
    ...group("COFFEE-BEANS", "Specialty-Coffee-Beans", [
      {
        id: 22001,
        name: "Ethiopian Yirgacheffe",
        description: "Washed heirloom beans with jasmine, bergamot and lemon-tea notes. Light roast.",
        image: img("bean-bag"),
        price: 85000,
        sluId: 6,
        condiments: BEANS,
        priceAt: { 12: 82500 },
      },
      {
        id: 22002,
        name: "Peruvian Cajamarca",
        description: "White honey, orange, grapes and milk chocolate. Medium roast.",
        image: img("bean-bag"),
        price: 69500,
        sluId: 6,
        condiments: BEANS,
      },
      {
        id: 22003,
        name: "Colombian Huila",
        description: "Red apple, panela sugar and a creamy body. Medium roast.",
        image: img("bean-bag"),
        price: 72000,
        sluId: 6,
        condiments: BEANS,
      },
      {
        id: 22004,
        name: "Brazil Cerrado",
        description: "Hazelnut, cocoa and caramel, an easy everyday coffee. Medium-dark roast.",
        image: img("bean-bag"),
        price: 55000,
        sluId: 6,
        condiments: BEANS,
      },
      {
        id: 22005,
        name: "Sekka House Blend",
        description: "The blend behind every espresso we pour: chocolate, almond and dried fig.",
        image: img("bean-bag"),
        price: 48000,
        sluId: 6,
        condiments: BEANS,
      },
      {
        id: 22006,
        name: "Autumn Blend",
        description: "Our seasonal blend with baked apple, cinnamon and brown sugar notes.",
        image: img("bean-bag"),
        price: 62500,
        sluId: 6,
        condiments: BEANS,
      },
    ]),
    ...group("COFFEE-BEANS", "Turkish-Coffee-Beans", [
      {
        id: 22010,
        name: "Turkish Coffee Plain",
        description: "Our Turkish blend, medium roast, ground extra fine for the kanaka.",
        image: img("turkish-beans"),
        price: 45000,
        sluId: 6,
        condiments: BEANS,
      },
      {
        id: 22011,
        name: "Turkish Coffee with Cardamom",
        description: "The same blend ground with green cardamom, the way Cairo drinks it.",
        image: img("turkish-beans"),
        price: 47500,
        sluId: 6,
        condiments: BEANS,
      },
      {
        id: 22012,
        name: "Turkish Coffee Dark Roast",
        description: "A darker, bolder Turkish roast with a thick, lasting foam.",
        image: img("turkish-beans"),
        price: 46000,
        sluId: 6,
        condiments: BEANS,
      },
    ]),
    ...group("COFFEE-BEANS", "Drip-Bags", [
      {
        id: 22020,
        name: "Drip Bags Box of 10",
        description: "Ten single-serve drip bags of our house blend, a pour over anywhere.",
        image: img("drip-bag"),
        price: 42000,
        sluId: 6,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 22021,
        name: "Ethiopian Drip Bags Box of 10",
        description: "Floral Yirgacheffe in ten easy drip bags.",
        image: img("drip-bag"),
        price: 52500,
        sluId: 6,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 22022,
        name: "Drip Bag Single",
        description: "One drip bag to try before you commit.",
        image: img("drip-bag"),
        price: 4500,
        sluId: 6,
        condiments: KITCHEN_ONLY,
      },
    ]),

    // ---- FOOD ----
    ...group("FOOD", "Sandwiches", [
      {
        id: 23001,
        name: "Chicken Pesto Ciabatta",
        description: "Grilled chicken, basil pesto, mozzarella and roasted peppers.",
        image: img("sandwich"),
        price: 22500,
        sluId: 7,
        condiments: SANDWICH,
      },
      {
        id: 23002,
        name: "Halloumi & Tomato Focaccia",
        description: "Grilled halloumi, slow-roasted tomato and za'atar on warm focaccia.",
        image: img("sandwich"),
        price: 19500,
        sluId: 7,
        condiments: SANDWICH,
      },
      {
        id: 23003,
        name: "Roast Beef Baguette",
        description: "Thin-sliced roast beef, caramelised onion and mustard mayo.",
        image: img("sandwich"),
        price: 26000,
        sluId: 7,
        condiments: SANDWICH,
      },
      {
        id: 23004,
        name: "Smoked Turkey & Emmental",
        description: "Smoked turkey, Emmental and honey mustard, pressed golden.",
        image: img("sandwich"),
        price: 21500,
        sluId: 7,
        condiments: SANDWICH,
      },
      {
        id: 23005,
        name: "Tuna Melt",
        description: "Tuna, sweetcorn and cheddar melted on sourdough.",
        image: img("sandwich"),
        price: 18750,
        sluId: 7,
        condiments: SANDWICH,
      },
    ]),
    ...group("FOOD", "Salads", [
      {
        id: 23010,
        name: "Chicken Caesar Salad",
        description: "Crisp romaine, grilled chicken, parmesan and garlic croutons.",
        image: img("salad"),
        price: 21000,
        sluId: 7,
        condiments: refs(ADD_ONS, KITCHEN_ROUTING),
      },
      {
        id: 23011,
        name: "Quinoa & Roast Vegetable Salad",
        description: "Quinoa, roasted squash, rocket, feta and pomegranate molasses.",
        image: img("salad"),
        price: 19500,
        sluId: 7,
        condiments: refs(ADD_ONS, KITCHEN_ROUTING),
      },
      {
        id: 23012,
        name: "Greek Salad",
        description: "Tomato, cucumber, olives and creamy feta with oregano.",
        image: img("salad"),
        price: 18500,
        sluId: 7,
        condiments: refs(ADD_ONS, KITCHEN_ROUTING),
      },
    ]),
    ...group("FOOD", "Pastries", [
      {
        id: 23020,
        name: "Butter Croissant",
        description: "Flaky, golden and baked every morning with French butter.",
        image: img("croissant"),
        price: 8500,
        sluId: 8,
        condiments: KITCHEN_ONLY,
        priceAt: { 2: 8000 },
      },
      {
        id: 23021,
        name: "Pain au Chocolat",
        description: "Buttery layers wrapped around two bars of dark chocolate.",
        image: img("croissant"),
        price: 9500,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 23022,
        name: "Almond Croissant",
        description: "Twice-baked with frangipane and toasted almond flakes.",
        image: img("croissant"),
        price: 11500,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 23023,
        name: "Cinnamon Roll",
        description: "Soft, spiced and glazed with cream cheese icing.",
        image: img("croissant"),
        price: 10500,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 23024,
        name: "Za'atar Croissant",
        description: "Our croissant filled with za'atar, olive oil and a little white cheese.",
        image: img("croissant"),
        price: 9000,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
    ]),
    ...group("FOOD", "Desserts", [
      {
        id: 23030,
        name: "Brownie Northino",
        description: "A fudgy dark chocolate brownie with a crackly top and toasted hazelnuts.",
        image: img("dessert"),
        price: 12500,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 23031,
        name: "San Sebastian Cheesecake",
        description: "Burnt on top, creamy and barely set in the middle.",
        image: img("cheesecake"),
        price: 16500,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 23032,
        name: "Carrot Cake",
        description: "Spiced sponge, walnuts and a thick layer of cream cheese frosting.",
        image: img("cheesecake"),
        price: 14500,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 23033,
        name: "Tiramisu",
        description: "Mascarpone and ladyfingers soaked in our own espresso.",
        image: img("dessert"),
        price: 15500,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 23034,
        name: "Basbousa with Cream",
        description: "Semolina cake soaked in orange blossom syrup, with fresh eshta.",
        image: img("dessert"),
        price: 8750,
        sluId: 8,
        condiments: KITCHEN_ONLY,
      },
    ]),
    ...group("FOOD", "Breakfast", [
      {
        id: 23040,
        name: "Shakshuka",
        description: "Eggs baked in a spiced tomato and pepper sauce, with warm bread.",
        image: img("breakfast"),
        price: 17500,
        sluId: 7,
        condiments: refs(ADD_ONS, KITCHEN_ROUTING),
        notSoldAt: ROASTERY_OUTLETS,
      },
      {
        id: 23041,
        name: "Eggs Benedict",
        description: "Poached eggs, turkey bacon and hollandaise on a toasted muffin.",
        image: img("breakfast"),
        price: 21000,
        sluId: 7,
        condiments: refs(ADD_ONS, KITCHEN_ROUTING),
      },
      {
        id: 23042,
        name: "Granola Yogurt Bowl",
        description: "Greek yogurt, house granola, honey and seasonal fruit.",
        image: img("breakfast"),
        price: 14500,
        sluId: 7,
        condiments: KITCHEN_ONLY,
      },
      {
        id: 23043,
        name: "Egyptian Breakfast Plate",
        description: "Foul, falafel, white cheese, baladi bread and pickles.",
        image: img("breakfast"),
        price: 16500,
        sluId: 7,
        condiments: refs(ADD_ONS, KITCHEN_ROUTING),
      },
    ]),

    // ---- GIFT BOXES ----
    ...group("GIFT-BOXES", "Coffee-Gift-Boxes", [
      {
        id: 24001,
        name: "Intense Trio Gift Box",
        description: "Three intense coffees plus a limited release of our house blend, boxed to give.",
        image: img("gift-box"),
        price: 235000,
        sluId: 9,
        condiments: refs(GRIND, KITCHEN_ROUTING),
      },
      {
        id: 24002,
        name: "Origins Discovery Box",
        description: "Ethiopia, Colombia and Peru side by side, with tasting cards.",
        image: img("gift-box"),
        price: 199500,
        sluId: 9,
        condiments: refs(GRIND, KITCHEN_ROUTING),
      },
      {
        id: 24003,
        name: "Drip Bag Gift Box",
        description: "Twenty drip bags across four origins and a Sekka mug.",
        image: img("gift-box"),
        price: 95000,
        sluId: 9,
        condiments: KITCHEN_ONLY,
      },
    ]),

    // ---- BIG GATHERINGS (ordered by messaging) ----
    ...group("BIG-GATHERING", boxKey, [
      {
        id: 25001,
        name: `${boxProduct} Box for 10`,
        description: "Two litres of fresh brew with cups, milk and sugar for ten. Order by message.",
        image: img("brew-box"),
        price: 95000,
        sluId: 10,
        condiments: NONE,
      },
      {
        id: 25002,
        name: `${boxProduct} Box for 20`,
        description: "Four litres of fresh brew with everything you need for twenty. Order by message.",
        image: img("brew-box"),
        price: 180000,
        sluId: 10,
        condiments: NONE,
      },
      {
        id: 25003,
        name: `Iced ${boxProduct} Box for 10`,
        description: "Cold brew on ice with cups and syrups for ten. Order by message.",
        image: img("brew-box"),
        price: 110000,
        sluId: 10,
        condiments: NONE,
      },
    ]),
    ...group("BIG-GATHERING", "Finger-Food", [
      {
        id: 25010,
        name: "Mini Sandwich Platter (20 pcs)",
        description: "Twenty mini sandwiches across our bestsellers, ready for the meeting room.",
        image: img("finger-food"),
        price: 95000,
        sluId: 10,
        condiments: NONE,
      },
      {
        id: 25011,
        name: "Mini Pastry Platter (18 pcs)",
        description: "Mini croissants, pains au chocolat and cinnamon rolls, baked that morning.",
        image: img("finger-food"),
        price: 65000,
        sluId: 10,
        condiments: NONE,
      },
      {
        id: 25012,
        name: "Dessert Bites Platter (24 pcs)",
        description: "Brownie squares, cheesecake bites and basbousa for sharing.",
        image: img("finger-food"),
        price: 72500,
        sluId: 10,
        condiments: NONE,
      },
    ]),

    // ---- Hidden categories ----
    ...group("VAHDAM", "Vahdam-Teas", [
      {
        id: 26001,
        name: "Vahdam Himalayan Green Tea 100g",
        description: "Whole-leaf green tea from the Himalayan foothills.",
        image: img("tea-tin"),
        price: 55000,
        sluId: 11,
        condiments: NONE,
      },
      {
        id: 26002,
        name: "Vahdam Masala Chai 100g",
        description: "Assam black tea with cardamom, ginger and cinnamon.",
        image: img("tea-tin"),
        price: 52500,
        sluId: 11,
        condiments: NONE,
      },
      {
        id: 26003,
        name: "Vahdam Earl Grey 100g",
        description: "Darjeeling black tea scented with bergamot.",
        image: img("tea-tin"),
        price: 55000,
        sluId: 11,
        condiments: NONE,
      },
      {
        id: 26004,
        name: "Vahdam Chamomile 50g",
        description: "Whole chamomile flowers for a calm evening cup.",
        image: img("tea-tin"),
        price: 42000,
        sluId: 11,
        condiments: NONE,
      },
    ]),
    ...group("PRODUCTS", "Mugs", [
      {
        id: 27001,
        name: "Sekka Ceramic Mug",
        description: "Hand-glazed stoneware mug, 350ml.",
        image: img("mug"),
        price: 35000,
        sluId: 11,
        condiments: NONE,
      },
      {
        id: 27002,
        name: "Sekka Travel Tumbler",
        description: "Double-walled steel tumbler that keeps coffee hot for hours.",
        image: img("mug"),
        price: 65000,
        sluId: 11,
        condiments: NONE,
      },
    ]),
    ...group("PRODUCTS", "Merchandise", [
      {
        id: 27010,
        name: "Sekka Canvas Tote",
        description: "Heavy cotton tote for beans, books and the market.",
        image: img("tote"),
        price: 25000,
        sluId: 11,
        condiments: NONE,
      },
      {
        id: 27011,
        name: "V60 Dripper Kit",
        description: "Ceramic V60 dripper with 40 filters.",
        image: img("pour-over"),
        price: 85000,
        sluId: 11,
        condiments: NONE,
      },
    ]),
    ...group("Delivery-Charge", "Delivery-Charge", [
      {
        id: 28001,
        name: "Delivery Charge",
        description: "Home delivery fee.",
        image: img("generic"),
        price: 2500,
        sluId: 12,
        condiments: NONE,
      },
    ]),
    ...group("EXTRA", "Extras", [
      {
        id: 29001,
        name: "Extra Espresso Shot",
        description: "One more shot of house espresso.",
        image: img("espresso"),
        price: 2500,
        sluId: 12,
        condiments: NONE,
      },
      {
        id: 29002,
        name: "Extra Oat Milk",
        description: "Swap to oat milk.",
        image: img("generic"),
        price: 2500,
        sluId: 12,
        condiments: NONE,
      },
      {
        id: 29003,
        name: "Whipped Cream",
        description: "A generous swirl of whipped cream.",
        image: img("generic"),
        price: 1500,
        sluId: 12,
        condiments: NONE,
      },
    ]),
  ];

  // Fresh copies on every call: callers may mutate what they get without touching the shared presets.
  return structuredClone({ categories, items, condimentGroups });
}

// --- Social posts -----------------------------------------------------------------------------

export const demoSocialPosts: DemoSocialPost[] = [
  {
    id: "18041587203365221",
    caption:
      "Good morning, Maadi. The first pour of the day is always the quietest one. Come sit with us on Road 9.",
    media_url: "/images/social/post-1.svg",
    permalink: "https://www.instagram.com/p/C9mQx2TsL4k/",
    media_type: "IMAGE",
  },
  {
    id: "18052913746620874",
    caption:
      "Now brewing: Peruvian Cajamarca. White honey, orange, grapes and milk chocolate, roasted medium just for you.",
    media_url: "/images/social/post-2.svg",
    permalink: "https://www.instagram.com/p/C9pV7aHn0Qe/",
    media_type: "IMAGE",
  },
  {
    id: "17994420581137736",
    caption: "Slow Friday, slower pour. Watch the V60 bloom and breathe before the first sip.",
    media_url: "/videos/social-1.mp4",
    permalink: "https://www.instagram.com/p/C9rB3kLw8Zy/",
    media_type: "VIDEO",
  },
  {
    id: "18230675519842093",
    caption:
      "Croissants out of the oven at 7:30 every morning at Forn. The butter does the talking; we just fold.",
    media_url: "/images/social/post-3.svg",
    permalink: "https://www.instagram.com/p/C9tK5mPq2Jd/",
    media_type: "IMAGE",
  },
  {
    id: "18017763094425518",
    caption:
      "Three intense coffees and a limited release of our house blend, wrapped for someone who deserves it.",
    media_url: "/images/social/post-4.svg",
    permalink: "https://www.instagram.com/p/C9wN1rXe6Ub/",
    media_type: "IMAGE",
  },
  {
    id: "17886240917351402",
    caption: "Iced Spanish latte season never really ends in Cairo. Zamalek, we see you on the terrace.",
    media_url: "/images/social/post-5.svg",
    permalink: "https://www.instagram.com/p/C9yH8dFt3Vo/",
    media_type: "IMAGE",
  },
  {
    id: "18120398465571129",
    caption:
      "From green bean to your cup: a minute inside the Bunn roastery as our Ethiopian Yirgacheffe hits first crack.",
    media_url: "/videos/social-2.mp4",
    permalink: "https://www.instagram.com/p/DA1cR4Zk9Mh/",
    media_type: "VIDEO",
  },
  {
    id: "18305527730964815",
    caption:
      "Hosting the whole family? A Brew Box for 20 and a pastry platter, delivered warm. Just send us a message.",
    media_url: "/images/social/post-6.svg",
    permalink: "https://www.instagram.com/p/DA3fT6Ys1Wn/",
    media_type: "IMAGE",
  },
];
