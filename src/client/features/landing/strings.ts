// Every text of the landing pages. Spec texts (section 1, 2, 8 and 9) are kept verbatim.
export const landingStrings = {
  pageTitle: "Specialty Coffee — Order online",
  sectionsNav: "Sections",
  nav: {
    favourites: "Favourites",
    nowBrewing: "Now Brewing",
    giftBox: "Gift Box",
    gatherings: "Big Gatherings",
    stores: "Our Stores",
    about: "About Us",
  },

  hero: {
    eyebrow: "Specialty coffee · Cairo since 2017",
    title: "Specialty coffee, roasted for Cairo",
    text: "Order your cup, your beans and something to eat — delivered home or ready for pickup at one of our 12 stores.",
    imageAlt: "A latte with leaf art beside a croissant on a dark wooden table",
    orderNow: "Order Now",
    shopAll: "Shop All",
    watch: "Watch our story",
    pauseVideo: "Pause the background video",
    playVideo: "Play the background video",
  },

  openings: {
    eyebrow: "New opening",
    title: "Now open in Shorouk",
    coordinates: "30.1144 N, 31.6103 E",
    directions: "Get directions",
  },

  featured: {
    eyebrow: "From the bar",
    title: "Our favourites",
    intro: "The cups our regulars order again and again.",
    products: {
      cortado: "Cortado",
      espressoDouble: "Espresso Double",
      espressoSingle: "Espresso Single",
      flatWhite: "Flat White",
      espressoConPanna: "Espresso Con Panna",
      americanCoffee: "American Coffee",
      nutellaCappuccino: "Nutella Cappuccino",
      brownieNorthino: "Brownie Northino",
    },
    order: "Order",
    orderProduct: (name: string) => `Order ${name}`,
    // The older version's price on every featured product.
    price: "180.0 LE",
    quantity: (name: string) => `Quantity of ${name}`,
    decrease: (name: string) => `Decrease ${name}`,
    increase: (name: string) => `Increase ${name}`,
  },

  nowBrewing: {
    eyebrow: "Now Brewing",
    shop: "Shop",
    newer: {
      name: "Peruvian",
      text: "A washed coffee from the Cajamarca highlands, sweet and bright, on our brew bar this month.",
      notesTitle: "Tasting notes",
      notes: ["white honey", "orange", "grapes", "milk chocolate"],
      notesSentence: "Notes of white honey, orange, grapes and milk chocolate",
      roast: "Medium roast",
      imageAlt: "A bag of Peruvian coffee beans with honey, orange, grapes and chocolate",
    },
    older: {
      name: "Autumn Blend",
      text: "Our seasonal house blend: warm, round and comforting, for the first cool evenings of the year.",
      imageAlt: "A bag of Autumn Blend coffee among autumn leaves, cinnamon and an apple",
    },
    shopBeans: (name: string) => `${name} beans`,
  },

  giftBox: {
    eyebrow: "Gifting",
    title: "The Gift Box",
    text: "3 intense coffees plus a limited release of the house blend.",
    detail: "Wrapped by hand, with a card for your message.",
    imageAlt: "A terracotta gift box tied with a ribbon, beside four small coffee bags",
    shop: "Shop",
    shopLabel: "Shop the Gift Box",
  },

  gatherings: {
    eyebrow: "For the whole table",
    title: "Big Gatherings",
    boxes: (product: string) => `${product} Boxes`,
    boxesText:
      "Fresh coffee for a crowd, in a box that keeps it hot, with cups and everything else you need.",
    fingerFood: "Finger food",
    fingerFoodText: "Pastry and savoury platters are ordered by message, so we can plan them with you.",
    order: "Order",
    orderBoxes: (product: string) => `Order ${product} Boxes`,
    message: "Message us",
    messageLabel: "Message us to order finger food (opens a chat)",
    imageAlt: "A coffee box with cups beside a platter of pastries",
  },

  social: {
    eyebrow: "On Instagram",
    title: "Follow us",
    label: "Social posts",
    viewPost: "View post",
    viewPostLabel: (caption: string) => `View post: ${caption}`,
    videoLabel: "Video post",
  },

  stores: {
    eyebrow: "Visit us",
    title: "Find a store near you",
    text: "Twelve stores across Greater Cairo, from Maadi to Sheikh Zayed.",
    mapLabel: "Map of our stores",
  },

  about: {
    eyebrow: "Our story",
    title: "About Us",
    paragraphs: [
      "We opened our first coffee house in Maadi in 2017 with one espresso machine and a lot of patience.",
      "Today we are 12 stores and 3 brands across Greater Cairo — a coffee house, a bakehouse and a roastery — and we still taste every roast before it reaches your cup.",
    ],
    imageAlt: "The front of our coffee house with arched windows and a striped awning",
  },

  promo: {
    title: "Our story",
    videoLabel: "Our promotional film: a pour-over brewing",
  },

  footer: {
    brand: "Specialty Coffee",
    tagline: "Specialty coffee, beans and food from our Cairo stores.",
    helpline: "Helpline",
    callHelpline: (phone: string) => `Call our helpline, ${phone}`,
    headquarters: "Headquarters",
    address: "21 Road 9, Sarayat El Maadi, Maadi, Cairo",
    follow: "Follow us",
    instagram: "Instagram",
    facebook: "Facebook",
    tiktok: "TikTok",
    policies: "Policies",
    privacyPolicy: "Privacy Policy",
    returnsPolicy: "Returns Policy",
    rights: (year: number) => `© ${year} Specialty Coffee. All rights reserved.`,
  },
} as const;
