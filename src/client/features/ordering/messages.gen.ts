// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const cartStrings = {
  /** Cart */
  get title(): string {
    return currentLocale() === "ar" ? "السلة" : "Cart";
  },
  /** Order Items */
  get orderItems(): string {
    return currentLocale() === "ar" ? "أصناف الطلب" : "Order Items";
  },
  /** Your cart is empty. */
  get empty(): string {
    return currentLocale() === "ar" ? "سلتك فارغة." : "Your cart is empty.";
  },
  /** Total */
  get total(): string {
    return currentLocale() === "ar" ? "الإجمالي" : "Total";
  },
  /** Subtotal */
  get subtotal(): string {
    return currentLocale() === "ar" ? "المجموع الفرعي" : "Subtotal";
  },
  /** VAT (14%) */
  get vat(): string {
    return currentLocale() === "ar" ? "ضريبة القيمة المضافة (14%)" : "VAT (14%)";
  },
  /** Delivery */
  get delivery(): string {
    return currentLocale() === "ar" ? "التوصيل" : "Delivery";
  },
  /** Total amount */
  get totalAmount(): string {
    return currentLocale() === "ar" ? "المبلغ الإجمالي" : "Total amount";
  },
  /** Quantity of {name} */
  quantity: (a: { name: string }): string =>
    currentLocale() === "ar" ? `كمية ${a.name}` : `Quantity of ${a.name}`,
  /** Decrease {name} */
  decrease: (a: { name: string }): string =>
    currentLocale() === "ar" ? `إنقاص كمية ${a.name}` : `Decrease ${a.name}`,
  /** Increase {name} */
  increase: (a: { name: string }): string =>
    currentLocale() === "ar" ? `زيادة كمية ${a.name}` : `Increase ${a.name}`,
  /** Remove {name} */
  remove: (a: { name: string }): string =>
    currentLocale() === "ar" ? `حذف ${a.name}` : `Remove ${a.name}`,
  /** Remove {condiment} from {item} */
  removeCondiment: (a: { condiment: string; item: string }): string =>
    currentLocale() === "ar" ? `حذف ${a.condiment} من ${a.item}` : `Remove ${a.condiment} from ${a.item}`,
  /** Note */
  get note(): string {
    return currentLocale() === "ar" ? "ملاحظة" : "Note";
  },
  /** {price} each */
  each: (a: { price: string }): string =>
    currentLocale() === "ar" ? `${a.price} للقطعة` : `${a.price} each`,
  /** Sold out */
  get soldOut(): string {
    return currentLocale() === "ar" ? "نفدت الكمية" : "Sold out";
  },
  /** This item is sold out right now. Remove it to place your order. */
  get itemSoldOut(): string {
    return currentLocale() === "ar" ? "نفدت كمية هذا الصنف حاليًا. احذفه لتتمكن من إتمام طلبك." : "This item is sold out right now. Remove it to place your order.";
  },
  /** {count, plural, one {{names} is sold out right now. Remove it to place your order.} other {{names} are sold out right now. Remove them to place your order.}} */
  condimentsSoldOut: (a: { count: number; names: string }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "zero": `نفدت كمية ${a.names} حاليًا. احذفها لتتمكن من إتمام طلبك.`, "one": `نفدت كمية ${a.names} حاليًا. احذفه لتتمكن من إتمام طلبك.`, "two": `نفدت كمية ${a.names} حاليًا. احذفهما لتتمكن من إتمام طلبك.`, "few": `نفدت كمية ${a.names} حاليًا. احذفها لتتمكن من إتمام طلبك.`, "many": `نفدت كمية ${a.names} حاليًا. احذفها لتتمكن من إتمام طلبك.`, "other": `نفدت كمية ${a.names} حاليًا. احذفها لتتمكن من إتمام طلبك.` })}` : `${plural("en", a.count, { "one": `${a.names} is sold out right now. Remove it to place your order.`, "other": `${a.names} are sold out right now. Remove them to place your order.` })}`,
  /** Are you sure? */
  get confirmTitle(): string {
    return currentLocale() === "ar" ? "هل أنت متأكد؟" : "Are you sure?";
  },
  /** You want to remove item */
  get confirmRemoveItem(): string {
    return currentLocale() === "ar" ? "هل تريد حذف هذا الصنف؟" : "You want to remove item";
  },
  /** You want to remove {condiment} */
  confirmRemoveCondiment: (a: { condiment: string }): string =>
    currentLocale() === "ar" ? `هل تريد حذف ${a.condiment}؟` : `You want to remove ${a.condiment}`,
  /** Yes */
  get yes(): string {
    return currentLocale() === "ar" ? "نعم" : "Yes";
  },
  /** No */
  get no(): string {
    return currentLocale() === "ar" ? "لا" : "No";
  },
};

export const checkoutStrings = {
  /** Deliver to */
  get deliverTo(): string {
    return currentLocale() === "ar" ? "التوصيل إلى" : "Deliver to";
  },
  /** No delivery address available */
  get noAddress(): string {
    return currentLocale() === "ar" ? "لا يوجد عنوان توصيل" : "No delivery address available";
  },
  /** Add Address */
  get addAddress(): string {
    return currentLocale() === "ar" ? "إضافة عنوان" : "Add Address";
  },
  /** Phone */
  get phone(): string {
    return currentLocale() === "ar" ? "الهاتف" : "Phone";
  },
  /** Pay With */
  get payWith(): string {
    return currentLocale() === "ar" ? "طريقة الدفع" : "Pay With";
  },
  /** Credit Card */
  get creditCard(): string {
    return currentLocale() === "ar" ? "بطاقة ائتمان" : "Credit Card";
  },
  /** Place order */
  get placeOrder(): string {
    return currentLocale() === "ar" ? "تأكيد الطلب" : "Place order";
  },
  /** Placing order… */
  get placingOrder(): string {
    return currentLocale() === "ar" ? "جارٍ تأكيد الطلب…" : "Placing order…";
  },
  /** Add Items */
  get addItems(): string {
    return currentLocale() === "ar" ? "إضافة أصناف" : "Add Items";
  },
  /** OK */
  get ok(): string {
    return currentLocale() === "ar" ? "حسنًا" : "OK";
  },
  /** Something went wrong! */
  get serverErrorTitle(): string {
    return currentLocale() === "ar" ? "حدث خطأ ما!" : "Something went wrong!";
  },
  /** Oops... */
  get serverErrorText(): string {
    return currentLocale() === "ar" ? "عذرًا..." : "Oops...";
  },
  /** An error occurred while placing the order. Please try again later. */
  get requestFailed(): string {
    return currentLocale() === "ar" ? "حدث خطأ أثناء إرسال الطلب. يُرجى المحاولة مرة أخرى لاحقًا." : "An error occurred while placing the order. Please try again later.";
  },
  /** Order placed successfully */
  get orderPlaced(): string {
    return currentLocale() === "ar" ? "تم إرسال طلبك بنجاح" : "Order placed successfully";
  },
  /** Taking you to the payment page… */
  get goingToPayment(): string {
    return currentLocale() === "ar" ? "جارٍ نقلك إلى صفحة الدفع…" : "Taking you to the payment page…";
  },
  /** Order queued */
  get orderQueued(): string {
    return currentLocale() === "ar" ? "الطلب بانتظار الإرسال" : "Order queued";
  },
};

export const outletStrings = {
  /** Store Pickup */
  get title(): string {
    return currentLocale() === "ar" ? "الاستلام من الفرع" : "Store Pickup";
  },
  /** Choose the store where you will collect your order. */
  get intro(): string {
    return currentLocale() === "ar" ? "اختر الفرع الذي ستستلم منه طلبك." : "Choose the store where you will collect your order.";
  },
  /** Failed to fetch outlet data */
  get fetchFailed(): string {
    return currentLocale() === "ar" ? "تعذّر تحميل بيانات الفروع" : "Failed to fetch outlet data";
  },
  /** Error fetching outlet data */
  get fetchError(): string {
    return currentLocale() === "ar" ? "حدث خطأ أثناء تحميل بيانات الفروع" : "Error fetching outlet data";
  },
  /** No outlets to show right now. */
  get empty(): string {
    return currentLocale() === "ar" ? "لا توجد فروع لعرضها حاليًا." : "No outlets to show right now.";
  },
  /** Pick up here */
  get pickHere(): string {
    return currentLocale() === "ar" ? "الاستلام من هنا" : "Pick up here";
  },
  /** Pick up here: {name} */
  pickHereAt: (a: { name: string }): string =>
    currentLocale() === "ar" ? `الاستلام من هنا: ${a.name}` : `Pick up here: ${a.name}`,
  /** Store pickup */
  get confirmTitle(): string {
    return currentLocale() === "ar" ? "الاستلام من الفرع" : "Store pickup";
  },
  /** Select {name} for store pickup? */
  confirmText: (a: { name: string }): string =>
    currentLocale() === "ar" ? `هل تريد اختيار ${a.name} لاستلام طلبك؟` : `Select ${a.name} for store pickup?`,
  /** Yes, select */
  get confirmYes(): string {
    return currentLocale() === "ar" ? "نعم، اختره" : "Yes, select";
  },
  /** Cancel */
  get confirmNo(): string {
    return currentLocale() === "ar" ? "إلغاء" : "Cancel";
  },
};

export const pickupTimeStrings = {
  legend: {
    /** Pickup time */
    get pickup(): string {
      return currentLocale() === "ar" ? "وقت الاستلام" : "Pickup time";
    },
    /** Delivery time */
    get delivery(): string {
      return currentLocale() === "ar" ? "وقت التوصيل" : "Delivery time";
    },
  },
  /** As soon as possible */
  get asap(): string {
    return currentLocale() === "ar" ? "في أقرب وقت ممكن" : "As soon as possible";
  },
  /** As soon as possible (about {minutes} min) */
  asapAbout: (a: { minutes: number }): string =>
    currentLocale() === "ar" ? `في أقرب وقت ممكن (حوالي ${plural("ar", a.minutes, { "zero": `${number("ar", a.minutes)} دقيقة`, "one": `دقيقة واحدة`, "two": `دقيقتين`, "few": `${number("ar", a.minutes)} دقائق`, "many": `${number("ar", a.minutes)} دقيقة`, "other": `${number("ar", a.minutes)} دقيقة` })})` : `As soon as possible (about ${a.minutes} min)`,
  /** Schedule for later */
  get later(): string {
    return currentLocale() === "ar" ? "تحديد موعد لاحق" : "Schedule for later";
  },
  /** Day */
  get day(): string {
    return currentLocale() === "ar" ? "اختر اليوم" : "Day";
  },
  days: {
    /** today */
    get today(): string {
      return currentLocale() === "ar" ? "اليوم" : "today";
    },
    /** tomorrow */
    get tomorrow(): string {
      return currentLocale() === "ar" ? "غدًا" : "tomorrow";
    },
  },
  dayNames: {
    /** Today */
    get today(): string {
      return currentLocale() === "ar" ? "اليوم" : "Today";
    },
    /** Tomorrow */
    get tomorrow(): string {
      return currentLocale() === "ar" ? "غدًا" : "Tomorrow";
    },
  },
  /** Time */
  get time(): string {
    return currentLocale() === "ar" ? "الوقت" : "Time";
  },
  /** Choose a time */
  get chooseTime(): string {
    return currentLocale() === "ar" ? "اختر وقتًا" : "Choose a time";
  },
  /** {label} (Full) */
  full: (a: { label: string }): string =>
    currentLocale() === "ar" ? `${a.label} (محجوز بالكامل)` : `${a.label} (Full)`,
  /** Loading the times… */
  get loading(): string {
    return currentLocale() === "ar" ? "جارٍ تحميل المواعيد…" : "Loading the times…";
  },
  /** The times could not be loaded. You can still order for as soon as possible. */
  get loadFailed(): string {
    return currentLocale() === "ar" ? "تعذّر تحميل المواعيد. لا يزال بإمكانك الطلب في أقرب وقت ممكن." : "The times could not be loaded. You can still order for as soon as possible.";
  },
  /** No times left today or tomorrow. */
  get noTimes(): string {
    return currentLocale() === "ar" ? "لا توجد مواعيد متاحة اليوم أو غدًا." : "No times left today or tomorrow.";
  },
  /** The store is closed now. */
  get closedNow(): string {
    return currentLocale() === "ar" ? "الفرع مغلق الآن." : "The store is closed now.";
  },
  pickup: {
    /** Pickup as soon as possible */
    get asap(): string {
      return currentLocale() === "ar" ? "الاستلام في أقرب وقت ممكن" : "Pickup as soon as possible";
    },
    /** Pickup as soon as possible (about {minutes} min) */
    asapAbout: (a: { minutes: number }): string =>
      currentLocale() === "ar" ? `الاستلام في أقرب وقت ممكن (حوالي ${plural("ar", a.minutes, { "zero": `${number("ar", a.minutes)} دقيقة`, "one": `دقيقة واحدة`, "two": `دقيقتين`, "few": `${number("ar", a.minutes)} دقائق`, "many": `${number("ar", a.minutes)} دقيقة`, "other": `${number("ar", a.minutes)} دقيقة` })})` : `Pickup as soon as possible (about ${a.minutes} min)`,
    /** Pickup at {time} {day} */
    at: (a: { day: string; time: string }): string =>
      currentLocale() === "ar" ? `الاستلام ${a.day} الساعة ${a.time}` : `Pickup at ${a.time} ${a.day}`,
  },
  delivery: {
    /** Delivery as soon as possible */
    get asap(): string {
      return currentLocale() === "ar" ? "التوصيل في أقرب وقت ممكن" : "Delivery as soon as possible";
    },
    /** Delivery as soon as possible (about {minutes} min) */
    asapAbout: (a: { minutes: number }): string =>
      currentLocale() === "ar" ? `التوصيل في أقرب وقت ممكن (حوالي ${plural("ar", a.minutes, { "zero": `${number("ar", a.minutes)} دقيقة`, "one": `دقيقة واحدة`, "two": `دقيقتين`, "few": `${number("ar", a.minutes)} دقائق`, "many": `${number("ar", a.minutes)} دقيقة`, "other": `${number("ar", a.minutes)} دقيقة` })})` : `Delivery as soon as possible (about ${a.minutes} min)`,
    /** Delivery at {time} {day} */
    at: (a: { day: string; time: string }): string =>
      currentLocale() === "ar" ? `التوصيل ${a.day} الساعة ${a.time}` : `Delivery at ${a.time} ${a.day}`,
  },
  /** When would you like it? */
  get reOrderTitle(): string {
    return currentLocale() === "ar" ? "متى تريد طلبك؟" : "When would you like it?";
  },
  /** Your order again from {outlet}. */
  reOrderIntro: (a: { outlet: string }): string =>
    currentLocale() === "ar" ? `طلبك نفسه مرة أخرى من ${a.outlet}.` : `Your order again from ${a.outlet}.`,
  /** Continue to payment */
  get reOrderConfirm(): string {
    return currentLocale() === "ar" ? "المتابعة إلى الدفع" : "Continue to payment";
  },
  /** Re-ordering… */
  get reOrdering(): string {
    return currentLocale() === "ar" ? "جارٍ إعادة الطلب…" : "Re-ordering…";
  },
  /** Cancel */
  get cancel(): string {
    return currentLocale() === "ar" ? "إلغاء" : "Cancel";
  },
  /** We could not find this order's store. Please try again later. */
  get outletUnknown(): string {
    return currentLocale() === "ar" ? "تعذّر العثور على فرع هذا الطلب. يُرجى المحاولة مرة أخرى لاحقًا." : "We could not find this order's store. Please try again later.";
  },
};

export const storeHoursStrings = {
  /** Pickup from */
  get pickupFrom(): string {
    return currentLocale() === "ar" ? "الاستلام من" : "Pickup from";
  },
  /** Change */
  get changeStore(): string {
    return currentLocale() === "ar" ? "تغيير" : "Change";
  },
  /** Choose another store */
  get changeStoreLabel(): string {
    return currentLocale() === "ar" ? "اختر فرعًا آخر" : "Choose another store";
  },
  /** Opening hours */
  get openingHours(): string {
    return currentLocale() === "ar" ? "مواعيد العمل" : "Opening hours";
  },
  /** Delivered from {outlet} */
  deliveredFrom: (a: { outlet: string }): string =>
    currentLocale() === "ar" ? `التوصيل من فرع ${a.outlet}` : `Delivered from ${a.outlet}`,
  /** Stores open now: {open, number} of {total, number} */
  storesOpen: (a: { open: number; total: number }): string =>
    currentLocale() === "ar" ? `الفروع المفتوحة الآن: ${number("ar", a.open)} من ${number("ar", a.total)}` : `Stores open now: ${number("en", a.open)} of ${number("en", a.total)}`,
  /** Pickup from {outlet} */
  checkoutPickup: (a: { outlet: string }): string =>
    currentLocale() === "ar" ? `الاستلام من فرع ${a.outlet}` : `Pickup from ${a.outlet}`,
  /** Delivery to {label}, from {outlet} */
  checkoutDelivery: (a: { label: string; outlet: string }): string =>
    currentLocale() === "ar" ? `التوصيل إلى ${a.label} من فرع ${a.outlet}` : `Delivery to ${a.label}, from ${a.outlet}`,
};
