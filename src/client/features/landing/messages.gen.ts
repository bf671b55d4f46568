// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const landingStrings = {
  /** Sections */
  get sectionsNav(): string {
    return currentLocale() === "ar" ? "الأقسام" : "Sections";
  },
  /** Order */
  get order(): string {
    return currentLocale() === "ar" ? "اطلب" : "Order";
  },
  /** Shop */
  get shop(): string {
    return currentLocale() === "ar" ? "تسوّق" : "Shop";
  },
  /** Our story */
  get ourStory(): string {
    return currentLocale() === "ar" ? "قصتنا" : "Our story";
  },
  /** Follow us */
  get followUs(): string {
    return currentLocale() === "ar" ? "تابعنا" : "Follow us";
  },
  nav: {
    /** Favourites */
    get favourites(): string {
      return currentLocale() === "ar" ? "المفضّلة" : "Favourites";
    },
    /** Now Brewing */
    get nowBrewing(): string {
      return currentLocale() === "ar" ? "يُحضَّر الآن" : "Now Brewing";
    },
    /** Gift Box */
    get giftBox(): string {
      return currentLocale() === "ar" ? "صندوق الهدايا" : "Gift Box";
    },
    /** Big Gatherings */
    get gatherings(): string {
      return currentLocale() === "ar" ? "التجمّعات الكبيرة" : "Big Gatherings";
    },
    /** Our Stores */
    get stores(): string {
      return currentLocale() === "ar" ? "فروعنا" : "Our Stores";
    },
    /** About Us */
    get about(): string {
      return currentLocale() === "ar" ? "من نحن" : "About Us";
    },
  },
  hero: {
    /** Specialty coffee · Cairo since 2017 */
    get eyebrow(): string {
      return currentLocale() === "ar" ? "قهوة مختصة · في القاهرة منذ 2017" : "Specialty coffee · Cairo since 2017";
    },
    /** Specialty coffee, roasted for Cairo */
    get title(): string {
      return currentLocale() === "ar" ? "قهوة مختصة، تُحمَّص من أجل القاهرة" : "Specialty coffee, roasted for Cairo";
    },
    /** Order your cup, your beans and something to eat — delivered home or ready for pickup at one of our 12 stores. */
    get text(): string {
      return currentLocale() === "ar" ? "اطلب قهوتك وبُنّك وشيئًا تأكله — يصلك إلى البيت أو يكون جاهزًا للاستلام في أحد فروعنا الاثني عشر." : "Order your cup, your beans and something to eat — delivered home or ready for pickup at one of our 12 stores.";
    },
    /** A latte with leaf art beside a croissant on a dark wooden table */
    get imageAlt(): string {
      return currentLocale() === "ar" ? "لاتيه برسمة ورقة شجر بجانب كرواسون على طاولة خشبية داكنة" : "A latte with leaf art beside a croissant on a dark wooden table";
    },
    /** Order Now */
    get orderNow(): string {
      return currentLocale() === "ar" ? "اطلب الآن" : "Order Now";
    },
    /** Shop All */
    get shopAll(): string {
      return currentLocale() === "ar" ? "تسوّق الكل" : "Shop All";
    },
    /** Watch our story */
    get watch(): string {
      return currentLocale() === "ar" ? "شاهد قصتنا" : "Watch our story";
    },
    /** Pause the background video */
    get pauseVideo(): string {
      return currentLocale() === "ar" ? "إيقاف فيديو الخلفية مؤقتًا" : "Pause the background video";
    },
    /** Play the background video */
    get playVideo(): string {
      return currentLocale() === "ar" ? "تشغيل فيديو الخلفية" : "Play the background video";
    },
  },
  openings: {
    /** New opening */
    get eyebrow(): string {
      return currentLocale() === "ar" ? "افتتاح جديد" : "New opening";
    },
    /** Now open in Shorouk */
    get title(): string {
      return currentLocale() === "ar" ? "افتتحنا الآن في الشروق" : "Now open in Shorouk";
    },
    /** 30.1144 N, 31.6103 E */
    get coordinates(): string {
      return currentLocale() === "ar" ? "30.1144 شمالًا، 31.6103 شرقًا" : "30.1144 N, 31.6103 E";
    },
    /** Get directions */
    get directions(): string {
      return currentLocale() === "ar" ? "الاتجاهات على الخريطة" : "Get directions";
    },
  },
  featured: {
    /** From the bar */
    get eyebrow(): string {
      return currentLocale() === "ar" ? "من البار" : "From the bar";
    },
    /** Our favourites */
    get title(): string {
      return currentLocale() === "ar" ? "مفضّلاتنا" : "Our favourites";
    },
    /** The cups our regulars order again and again. */
    get intro(): string {
      return currentLocale() === "ar" ? "الأكواب التي يطلبها زبائننا الدائمون مرة بعد مرة." : "The cups our regulars order again and again.";
    },
    products: {
      /** Cortado */
      get cortado(): string {
        return currentLocale() === "ar" ? "كورتادو" : "Cortado";
      },
      /** Espresso Double */
      get espressoDouble(): string {
        return currentLocale() === "ar" ? "إسبريسو دبل" : "Espresso Double";
      },
      /** Espresso Single */
      get espressoSingle(): string {
        return currentLocale() === "ar" ? "إسبريسو سينجل" : "Espresso Single";
      },
      /** Flat White */
      get flatWhite(): string {
        return currentLocale() === "ar" ? "فلات وايت" : "Flat White";
      },
      /** Espresso Con Panna */
      get espressoConPanna(): string {
        return currentLocale() === "ar" ? "إسبريسو كون بانا" : "Espresso Con Panna";
      },
      /** American Coffee */
      get americanCoffee(): string {
        return currentLocale() === "ar" ? "قهوة أمريكية" : "American Coffee";
      },
      /** Nutella Cappuccino */
      get nutellaCappuccino(): string {
        return currentLocale() === "ar" ? "كابتشينو نوتيلا" : "Nutella Cappuccino";
      },
      /** Brownie Northino */
      get brownieNorthino(): string {
        return currentLocale() === "ar" ? "براوني نورثينو" : "Brownie Northino";
      },
    },
    /** 180.0 LE */
    get price(): string {
      return currentLocale() === "ar" ? "180.0 ج.م" : "180.0 LE";
    },
    /** Quantity of {name} */
    quantity: (a: { name: string }): string =>
      currentLocale() === "ar" ? `كمية ${a.name}` : `Quantity of ${a.name}`,
    /** Decrease {name} */
    decrease: (a: { name: string }): string =>
      currentLocale() === "ar" ? `تقليل ${a.name}` : `Decrease ${a.name}`,
    /** Increase {name} */
    increase: (a: { name: string }): string =>
      currentLocale() === "ar" ? `زيادة ${a.name}` : `Increase ${a.name}`,
  },
  nowBrewing: {
    newer: {
      /** Peruvian */
      get name(): string {
        return currentLocale() === "ar" ? "بيروفي" : "Peruvian";
      },
      /** A washed coffee from the Cajamarca highlands, sweet and bright, on our brew bar this month. */
      get text(): string {
        return currentLocale() === "ar" ? "قهوة مغسولة من مرتفعات كاخاماركا، حلوة ومشرقة، على بار التحضير لدينا هذا الشهر." : "A washed coffee from the Cajamarca highlands, sweet and bright, on our brew bar this month.";
      },
      /** Tasting notes */
      get notesTitle(): string {
        return currentLocale() === "ar" ? "نكهات التذوق" : "Tasting notes";
      },
      notes: {
        /** white honey */
        get whiteHoney(): string {
          return currentLocale() === "ar" ? "عسل أبيض" : "white honey";
        },
        /** orange */
        get orange(): string {
          return currentLocale() === "ar" ? "برتقال" : "orange";
        },
        /** grapes */
        get grapes(): string {
          return currentLocale() === "ar" ? "عنب" : "grapes";
        },
        /** milk chocolate */
        get milkChocolate(): string {
          return currentLocale() === "ar" ? "شوكولاتة بالحليب" : "milk chocolate";
        },
      },
      /** Notes of white honey, orange, grapes and milk chocolate */
      get notesSentence(): string {
        return currentLocale() === "ar" ? "نكهات من العسل الأبيض والبرتقال والعنب والشوكولاتة بالحليب" : "Notes of white honey, orange, grapes and milk chocolate";
      },
      /** Medium roast */
      get roast(): string {
        return currentLocale() === "ar" ? "تحميص متوسط" : "Medium roast";
      },
      /** A bag of Peruvian coffee beans with honey, orange, grapes and chocolate */
      get imageAlt(): string {
        return currentLocale() === "ar" ? "كيس من حبوب البن البيروفي مع عسل وبرتقال وعنب وشوكولاتة" : "A bag of Peruvian coffee beans with honey, orange, grapes and chocolate";
      },
    },
    older: {
      /** Autumn Blend */
      get name(): string {
        return currentLocale() === "ar" ? "خلطة الخريف" : "Autumn Blend";
      },
      /** Our seasonal house blend: warm, round and comforting, for the first cool evenings of the year. */
      get text(): string {
        return currentLocale() === "ar" ? "خلطة البيت الموسمية: دافئة ومتوازنة ومريحة، لأولى أمسيات العام الباردة." : "Our seasonal house blend: warm, round and comforting, for the first cool evenings of the year.";
      },
      /** A bag of Autumn Blend coffee among autumn leaves, cinnamon and an apple */
      get imageAlt(): string {
        return currentLocale() === "ar" ? "كيس من قهوة خلطة الخريف بين أوراق الخريف والقرفة وتفاحة" : "A bag of Autumn Blend coffee among autumn leaves, cinnamon and an apple";
      },
    },
    /** {name} beans */
    shopBeans: (a: { name: string }): string =>
      currentLocale() === "ar" ? `بن ${a.name}` : `${a.name} beans`,
  },
  giftBox: {
    /** Gifting */
    get eyebrow(): string {
      return currentLocale() === "ar" ? "هدايا" : "Gifting";
    },
    /** The Gift Box */
    get title(): string {
      return currentLocale() === "ar" ? "صندوق الهدايا" : "The Gift Box";
    },
    /** 3 intense coffees plus a limited release of the house blend. */
    get text(): string {
      return currentLocale() === "ar" ? "3 أنواع من القهوة القوية، ومعها إصدار محدود من خلطة البيت." : "3 intense coffees plus a limited release of the house blend.";
    },
    /** Wrapped by hand, with a card for your message. */
    get detail(): string {
      return currentLocale() === "ar" ? "مغلّف يدويًا، مع بطاقة لرسالتك." : "Wrapped by hand, with a card for your message.";
    },
    /** A terracotta gift box tied with a ribbon, beside four small coffee bags */
    get imageAlt(): string {
      return currentLocale() === "ar" ? "صندوق هدايا بلون التيراكوتا مربوط بشريط، بجانب أربعة أكياس قهوة صغيرة" : "A terracotta gift box tied with a ribbon, beside four small coffee bags";
    },
    /** Shop the Gift Box */
    get shopLabel(): string {
      return currentLocale() === "ar" ? "تسوّق صندوق الهدايا" : "Shop the Gift Box";
    },
  },
  gatherings: {
    /** For the whole table */
    get eyebrow(): string {
      return currentLocale() === "ar" ? "للطاولة كلها" : "For the whole table";
    },
    /** {product} Boxes */
    boxes: (a: { product: string }): string =>
      currentLocale() === "ar" ? `صناديق ${a.product}` : `${a.product} Boxes`,
    /** Fresh coffee for a crowd, in a box that keeps it hot, with cups and everything else you need. */
    get boxesText(): string {
      return currentLocale() === "ar" ? "قهوة طازجة لمجموعة كبيرة، في صندوق يحفظها ساخنة، مع الأكواب وكل ما تحتاجه." : "Fresh coffee for a crowd, in a box that keeps it hot, with cups and everything else you need.";
    },
    /** Finger food */
    get fingerFood(): string {
      return currentLocale() === "ar" ? "مقبلات خفيفة" : "Finger food";
    },
    /** Pastry and savoury platters are ordered by message, so we can plan them with you. */
    get fingerFoodText(): string {
      return currentLocale() === "ar" ? "صواني المعجنات والمخبوزات المالحة تُطلب برسالة، حتى نخطط لها معك." : "Pastry and savoury platters are ordered by message, so we can plan them with you.";
    },
    /** Order {product} Boxes */
    orderBoxes: (a: { product: string }): string =>
      currentLocale() === "ar" ? `اطلب صناديق ${a.product}` : `Order ${a.product} Boxes`,
    /** Message us */
    get message(): string {
      return currentLocale() === "ar" ? "راسلنا" : "Message us";
    },
    /** Message us to order finger food (opens a chat) */
    get messageLabel(): string {
      return currentLocale() === "ar" ? "راسلنا لطلب المقبلات الخفيفة (تُفتح محادثة)" : "Message us to order finger food (opens a chat)";
    },
    /** A coffee box with cups beside a platter of pastries */
    get imageAlt(): string {
      return currentLocale() === "ar" ? "صندوق قهوة مع أكواب بجانب طبق من المعجنات" : "A coffee box with cups beside a platter of pastries";
    },
  },
  social: {
    /** On Instagram */
    get eyebrow(): string {
      return currentLocale() === "ar" ? "على إنستغرام" : "On Instagram";
    },
    /** Social posts */
    get label(): string {
      return currentLocale() === "ar" ? "منشورات التواصل الاجتماعي" : "Social posts";
    },
    /** View post */
    get viewPost(): string {
      return currentLocale() === "ar" ? "عرض المنشور" : "View post";
    },
    /** View post: {caption} */
    viewPostLabel: (a: { caption: string }): string =>
      currentLocale() === "ar" ? `عرض المنشور: ${a.caption}` : `View post: ${a.caption}`,
    /** Video post */
    get videoLabel(): string {
      return currentLocale() === "ar" ? "منشور فيديو" : "Video post";
    },
  },
  stores: {
    /** Visit us */
    get eyebrow(): string {
      return currentLocale() === "ar" ? "زورونا" : "Visit us";
    },
    /** Find a store near you */
    get title(): string {
      return currentLocale() === "ar" ? "اعثر على فرع قريب منك" : "Find a store near you";
    },
    /** Twelve stores across Greater Cairo, from Maadi to Sheikh Zayed. */
    get text(): string {
      return currentLocale() === "ar" ? "اثنا عشر فرعًا في أنحاء القاهرة الكبرى، من المعادي إلى الشيخ زايد." : "Twelve stores across Greater Cairo, from Maadi to Sheikh Zayed.";
    },
    /** Map of our stores */
    get mapLabel(): string {
      return currentLocale() === "ar" ? "خريطة فروعنا" : "Map of our stores";
    },
  },
  about: {
    /** We opened our first coffee house in Maadi in 2017 with one espresso machine and a lot of patience. */
    get beginnings(): string {
      return currentLocale() === "ar" ? "افتتحنا أول مقهى لنا في المعادي عام 2017 بماكينة إسبريسو واحدة وكثير من الصبر." : "We opened our first coffee house in Maadi in 2017 with one espresso machine and a lot of patience.";
    },
    /** Today we are 12 stores and 3 brands across Greater Cairo — a coffee house, a bakehouse and a roastery — and we still taste every roast before it reaches your cup. */
    get today(): string {
      return currentLocale() === "ar" ? "واليوم لدينا 12 فرعًا و3 علامات تجارية في أنحاء القاهرة الكبرى — مقهى ومخبز ومحمصة — وما زلنا نتذوق كل تحميصة قبل أن تصل إلى فنجانك." : "Today we are 12 stores and 3 brands across Greater Cairo — a coffee house, a bakehouse and a roastery — and we still taste every roast before it reaches your cup.";
    },
    /** The front of our coffee house with arched windows and a striped awning */
    get imageAlt(): string {
      return currentLocale() === "ar" ? "واجهة مقهانا بنوافذها المقوّسة ومظلتها المخططة" : "The front of our coffee house with arched windows and a striped awning";
    },
  },
  promo: {
    /** Our promotional film: a pour-over brewing */
    get videoLabel(): string {
      return currentLocale() === "ar" ? "فيلمنا الترويجي: تحضير القهوة بالتقطير اليدوي" : "Our promotional film: a pour-over brewing";
    },
  },
  footer: {
    /** Specialty Coffee */
    get brand(): string {
      return currentLocale() === "ar" ? "Specialty Coffee" : "Specialty Coffee";
    },
    /** Specialty coffee, beans and food from our Cairo stores. */
    get tagline(): string {
      return currentLocale() === "ar" ? "قهوة مختصة وبن وطعام من فروعنا في القاهرة." : "Specialty coffee, beans and food from our Cairo stores.";
    },
    /** Helpline */
    get helpline(): string {
      return currentLocale() === "ar" ? "خط المساعدة" : "Helpline";
    },
    /** Call our helpline, {phone} */
    callHelpline: (a: { phone: string }): string =>
      currentLocale() === "ar" ? `اتصل بخط المساعدة، ${a.phone}` : `Call our helpline, ${a.phone}`,
    /** Headquarters */
    get headquarters(): string {
      return currentLocale() === "ar" ? "المقر الرئيسي" : "Headquarters";
    },
    /** 21 Road 9, Sarayat El Maadi, Maadi, Cairo */
    get address(): string {
      return currentLocale() === "ar" ? "21 شارع 9، سرايات المعادي، المعادي، القاهرة" : "21 Road 9, Sarayat El Maadi, Maadi, Cairo";
    },
    /** Instagram */
    get instagram(): string {
      return currentLocale() === "ar" ? "إنستغرام" : "Instagram";
    },
    /** Facebook */
    get facebook(): string {
      return currentLocale() === "ar" ? "فيسبوك" : "Facebook";
    },
    /** TikTok */
    get tiktok(): string {
      return currentLocale() === "ar" ? "تيك توك" : "TikTok";
    },
    /** Policies */
    get policies(): string {
      return currentLocale() === "ar" ? "السياسات" : "Policies";
    },
    /** Privacy Policy */
    get privacyPolicy(): string {
      return currentLocale() === "ar" ? "سياسة الخصوصية" : "Privacy Policy";
    },
    /** Returns Policy */
    get returnsPolicy(): string {
      return currentLocale() === "ar" ? "سياسة الاسترجاع" : "Returns Policy";
    },
    /** © {year} Specialty Coffee. All rights reserved. */
    rights: (a: { year: string }): string =>
      currentLocale() === "ar" ? `© ${a.year} Specialty Coffee. جميع الحقوق محفوظة.` : `© ${a.year} Specialty Coffee. All rights reserved.`,
  },
};
