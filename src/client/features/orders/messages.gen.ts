// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const orderStrings = {
  /** Order History */
  get historyTitle(): string {
    return currentLocale() === "ar" ? "سجل الطلبات" : "Order History";
  },
  /** Past Orders */
  get pastOrders(): string {
    return currentLocale() === "ar" ? "الطلبات السابقة" : "Past Orders";
  },
  /** No past orders found */
  get noPastOrders(): string {
    return currentLocale() === "ar" ? "لا توجد طلبات سابقة" : "No past orders found";
  },
  /** No items found for this order */
  get noItems(): string {
    return currentLocale() === "ar" ? "لا توجد أصناف في هذا الطلب" : "No items found for this order";
  },
  /** Something went wrong */
  get fetchFailedTitle(): string {
    return currentLocale() === "ar" ? "حدث خطأ ما" : "Something went wrong";
  },
  /** Failed to fetch orders */
  get fetchFailed(): string {
    return currentLocale() === "ar" ? "تعذّر جلب الطلبات" : "Failed to fetch orders";
  },
  /** Try again */
  get retry(): string {
    return currentLocale() === "ar" ? "حاول مرة أخرى" : "Try again";
  },
  /** Re-order */
  get reOrder(): string {
    return currentLocale() === "ar" ? "إعادة الطلب" : "Re-order";
  },
  /** Re-ordering… */
  get reOrdering(): string {
    return currentLocale() === "ar" ? "جارٍ إعادة الطلب…" : "Re-ordering…";
  },
  /** View order */
  get viewOrder(): string {
    return currentLocale() === "ar" ? "عرض الطلب" : "View order";
  },
  /** Your number: {number} */
  numberShort: (a: { number: string }): string =>
    currentLocale() === "ar" ? `رقمك: ${a.number}` : `Your number: ${a.number}`,
  /** Ordered on {date} */
  orderedOn: (a: { date: string }): string =>
    currentLocale() === "ar" ? `طلب بتاريخ ${a.date}` : `Ordered on ${a.date}`,
  /** {day} {month} {year}, {time} */
  orderDate: (a: { day: string; month: string; year: string; time: string }): string =>
    currentLocale() === "ar" ? `${a.day} ${a.month} ${a.year}، ${a.time}` : `${a.day} ${a.month} ${a.year}, ${a.time}`,
  /** {count, plural, one {# item} other {# items}} */
  itemCount: (a: { count: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "zero": `لا توجد أصناف`, "one": `صنف واحد`, "two": `صنفان`, "few": `${number("ar", a.count)} أصناف`, "many": `${number("ar", a.count)} صنفًا`, "other": `${number("ar", a.count)} صنف` })}` : `${plural("en", a.count, { "one": `${number("en", a.count)} item`, "other": `${number("en", a.count)} items` })}`,
  /** Items of the order of {date} */
  itemsOfOrder: (a: { date: string }): string =>
    currentLocale() === "ar" ? `أصناف طلب ${a.date}` : `Items of the order of ${a.date}`,
  /** × {quantity, number} */
  quantity: (a: { quantity: number }): string =>
    currentLocale() === "ar" ? `× ${number("ar", a.quantity)}` : `× ${number("en", a.quantity)}`,
  /** Some items are no longer available */
  get unavailableTitle(): string {
    return currentLocale() === "ar" ? "بعض الأصناف لم تعد متاحة" : "Some items are no longer available";
  },
  /** These items are no longer available: {names}. Continue to payment? */
  unavailableText: (a: { names: string }): string =>
    currentLocale() === "ar" ? `هذه الأصناف لم تعد متاحة: ${a.names}. هل تريد المتابعة إلى الدفع؟` : `These items are no longer available: ${a.names}. Continue to payment?`,
  /** Continue to payment */
  get continueToPayment(): string {
    return currentLocale() === "ar" ? "المتابعة إلى الدفع" : "Continue to payment";
  },
  /** Cancel */
  get cancel(): string {
    return currentLocale() === "ar" ? "إلغاء" : "Cancel";
  },
  /** Something went wrong */
  get reOrderFailedTitle(): string {
    return currentLocale() === "ar" ? "حدث خطأ ما" : "Something went wrong";
  },
  /** The order could not be repeated. Please try again later. */
  get reOrderFailed(): string {
    return currentLocale() === "ar" ? "تعذّرت إعادة الطلب. يُرجى المحاولة مرة أخرى لاحقًا." : "The order could not be repeated. Please try again later.";
  },
  /** You must be logged in to place order. */
  get notLoggedIn(): string {
    return currentLocale() === "ar" ? "يجب تسجيل الدخول لإتمام الطلب." : "You must be logged in to place order.";
  },
  /** Not logged in */
  get notLoggedInTitle(): string {
    return currentLocale() === "ar" ? "لم تسجّل الدخول" : "Not logged in";
  },
  /** OK */
  get ok(): string {
    return currentLocale() === "ar" ? "حسنًا" : "OK";
  },
  /** Add to cart */
  get addToCart(): string {
    return currentLocale() === "ar" ? "أضف إلى السلة" : "Add to cart";
  },
  /** Adding… */
  get addingToCart(): string {
    return currentLocale() === "ar" ? "جارٍ الإضافة…" : "Adding…";
  },
  /** Home Delivery */
  get homeDelivery(): string {
    return currentLocale() === "ar" ? "توصيل للمنزل" : "Home Delivery";
  },
  /** Store Pickup */
  get storePickup(): string {
    return currentLocale() === "ar" ? "الاستلام من الفرع" : "Store Pickup";
  },
  /** Total {total} */
  orderTotal: (a: { total: string }): string =>
    currentLocale() === "ar" ? `الإجمالي ${a.total}` : `Total ${a.total}`,
  /** {quantity, number} × {name} */
  itemWithQuantity: (a: { quantity: number; name: string }): string =>
    currentLocale() === "ar" ? `${number("ar", a.quantity)} × ${a.name}` : `${number("en", a.quantity)} × ${a.name}`,
  /** All past orders */
  get allPastOrders(): string {
    return currentLocale() === "ar" ? "كل الطلبات السابقة" : "All past orders";
  },
  /** Replace your cart? */
  get replaceCartTitle(): string {
    return currentLocale() === "ar" ? "استبدال محتوى السلة؟" : "Replace your cart?";
  },
  /** Your cart has {count, plural, one {# item} other {# items}}. Adding this order empties it first. */
  replaceCartText: (a: { count: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "zero": `سلتك فارغة.`, "one": `في سلتك صنف واحد.`, "two": `في سلتك صنفان.`, "few": `في سلتك ${number("ar", a.count)} أصناف.`, "many": `في سلتك ${number("ar", a.count)} صنفًا.`, "other": `في سلتك ${number("ar", a.count)} صنف.` })} إضافة هذا الطلب تُفرغها أولًا.` : `Your cart has ${plural("en", a.count, { "one": `${number("en", a.count)} item`, "other": `${number("en", a.count)} items` })}. Adding this order empties it first.`,
  /** Replace cart */
  get replaceCart(): string {
    return currentLocale() === "ar" ? "استبدال السلة" : "Replace cart";
  },
  /** Keep my cart */
  get keepCart(): string {
    return currentLocale() === "ar" ? "الإبقاء على سلتي" : "Keep my cart";
  },
  /** Some items could not be added */
  get partlyAddedTitle(): string {
    return currentLocale() === "ar" ? "تعذّرت إضافة بعض الأصناف" : "Some items could not be added";
  },
  /** The rest is in your cart. Not available now: {names}. */
  partlyAddedText: (a: { names: string }): string =>
    currentLocale() === "ar" ? `أُضيف الباقي إلى سلتك. غير متاح الآن: ${a.names}.` : `The rest is in your cart. Not available now: ${a.names}.`,
  /** Go to cart */
  get goToCart(): string {
    return currentLocale() === "ar" ? "الذهاب إلى السلة" : "Go to cart";
  },
  /** Nothing to add */
  get noneAvailableTitle(): string {
    return currentLocale() === "ar" ? "لا شيء لإضافته" : "Nothing to add";
  },
  /** None of this order's items can be ordered now: {names}. */
  noneAvailableText: (a: { names: string }): string =>
    currentLocale() === "ar" ? `لا يمكن طلب أي صنف من هذا الطلب الآن: ${a.names}.` : `None of this order's items can be ordered now: ${a.names}.`,
  /** The order's items could not be added to your cart. Please try again. */
  get addToCartFailed(): string {
    return currentLocale() === "ar" ? "تعذّرت إضافة أصناف الطلب إلى سلتك. يُرجى المحاولة مرة أخرى." : "The order's items could not be added to your cart. Please try again.";
  },
  /** {name} (no longer on the menu) */
  lineGone: (a: { name: string }): string =>
    currentLocale() === "ar" ? `${a.name} (لم يعد في القائمة)` : `${a.name} (no longer on the menu)`,
  /** {name} (sold out) */
  lineSoldOut: (a: { name: string }): string =>
    currentLocale() === "ar" ? `${a.name} (نفدت الكمية)` : `${a.name} (sold out)`,
  /** {name} ({option} sold out) */
  optionSoldOut: (a: { name: string; option: string }): string =>
    currentLocale() === "ar" ? `${a.name} (نفد ${a.option})` : `${a.name} (${a.option} sold out)`,
  /** {name} ({option} no longer offered) */
  optionGone: (a: { name: string; option: string }): string =>
    currentLocale() === "ar" ? `${a.name} (${a.option} لم يعد متاحًا)` : `${a.name} (${a.option} no longer offered)`,
  /** {name} (an option is no longer offered) */
  someOptionGone: (a: { name: string }): string =>
    currentLocale() === "ar" ? `${a.name} (أحد الاختيارات لم يعد متاحًا)` : `${a.name} (an option is no longer offered)`,
  /** Order Summary */
  get summaryTitle(): string {
    return currentLocale() === "ar" ? "ملخص الطلب" : "Order Summary";
  },
  /** Deliver to */
  get deliverTo(): string {
    return currentLocale() === "ar" ? "التوصيل إلى" : "Deliver to";
  },
  /** Items */
  get items(): string {
    return currentLocale() === "ar" ? "الأصناف" : "Items";
  },
  /** {quantity, number} × */
  summaryQuantity: (a: { quantity: number }): string =>
    currentLocale() === "ar" ? `${number("ar", a.quantity)} ×` : `${number("en", a.quantity)} ×`,
  /** {price} each */
  unitPrice: (a: { price: string }): string =>
    currentLocale() === "ar" ? `${a.price} للقطعة` : `${a.price} each`,
  /** + {price} */
  condimentPrice: (a: { price: string }): string =>
    currentLocale() === "ar" ? `+ ${a.price}` : `+ ${a.price}`,
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
  /** We could not load this order. */
  get summaryFailed(): string {
    return currentLocale() === "ar" ? "تعذّر تحميل هذا الطلب." : "We could not load this order.";
  },
  /** No order to show. */
  get summaryMissing(): string {
    return currentLocale() === "ar" ? "لا يوجد طلب لعرضه." : "No order to show.";
  },
  /** Go to Home */
  get goHome(): string {
    return currentLocale() === "ar" ? "الذهاب إلى الرئيسية" : "Go to Home";
  },
  pickupTime: {
    /** Pickup at {time} {day} */
    pickup: (a: { time: string; day: string }): string =>
      currentLocale() === "ar" ? `الاستلام الساعة ${a.time} ${a.day}` : `Pickup at ${a.time} ${a.day}`,
    /** Delivery at {time} {day} */
    delivery: (a: { time: string; day: string }): string =>
      currentLocale() === "ar" ? `التوصيل الساعة ${a.time} ${a.day}` : `Delivery at ${a.time} ${a.day}`,
    /** today */
    get today(): string {
      return currentLocale() === "ar" ? "اليوم" : "today";
    },
    /** tomorrow */
    get tomorrow(): string {
      return currentLocale() === "ar" ? "غدًا" : "tomorrow";
    },
    /** yesterday */
    get yesterday(): string {
      return currentLocale() === "ar" ? "أمس" : "yesterday";
    },
    /** on {day} {month} */
    onDate: (a: { day: string; month: string }): string =>
      currentLocale() === "ar" ? `يوم ${a.day} ${a.month}` : `on ${a.day} ${a.month}`,
  },
  progress: {
    /** Order status */
    get heading(): string {
      return currentLocale() === "ar" ? "حالة الطلب" : "Order status";
    },
    steps: {
      /** Paid */
      get paid(): string {
        return currentLocale() === "ar" ? "تم الدفع" : "Paid";
      },
      /** Accepted */
      get accepted(): string {
        return currentLocale() === "ar" ? "تم القبول" : "Accepted";
      },
      /** Preparing */
      get preparing(): string {
        return currentLocale() === "ar" ? "قيد التحضير" : "Preparing";
      },
      /** Ready for pickup */
      get ready(): string {
        return currentLocale() === "ar" ? "جاهز للاستلام" : "Ready for pickup";
      },
      /** Out for delivery */
      get out_for_delivery(): string {
        return currentLocale() === "ar" ? "خرج للتوصيل" : "Out for delivery";
      },
      /** Completed */
      get completed(): string {
        return currentLocale() === "ar" ? "مكتمل" : "Completed";
      },
    },
    details: {
      /** Waiting for the store to accept your order. */
      get paid(): string {
        return currentLocale() === "ar" ? "في انتظار قبول الفرع لطلبك." : "Waiting for the store to accept your order.";
      },
      /** The store has accepted your order. */
      get accepted(): string {
        return currentLocale() === "ar" ? "قبِل الفرع طلبك." : "The store has accepted your order.";
      },
      /** Your order is being prepared. */
      get preparing(): string {
        return currentLocale() === "ar" ? "يجري تحضير طلبك." : "Your order is being prepared.";
      },
      /** Your order is ready. Collect it at the counter. */
      get ready(): string {
        return currentLocale() === "ar" ? "طلبك جاهز. استلمه من منضدة الاستلام." : "Your order is ready. Collect it at the counter.";
      },
      /** Your order is on its way to you. */
      get out_for_delivery(): string {
        return currentLocale() === "ar" ? "طلبك في الطريق إليك." : "Your order is on its way to you.";
      },
      /** Delivered. Enjoy! */
      get completed(): string {
        return currentLocale() === "ar" ? "تم التوصيل. بالهناء والشفاء!" : "Delivered. Enjoy!";
      },
    },
    /** Picked up. Enjoy! */
    get completedPickup(): string {
      return currentLocale() === "ar" ? "تم الاستلام. بالهناء والشفاء!" : "Picked up. Enjoy!";
    },
    /** , done */
    get stepDone(): string {
      return currentLocale() === "ar" ? "، تمّت هذه الخطوة" : ", done";
    },
    /** , not yet */
    get stepUpcoming(): string {
      return currentLocale() === "ar" ? "، لم تبدأ بعد" : ", not yet";
    },
    /** Not paid yet */
    get notPaidTitle(): string {
      return currentLocale() === "ar" ? "لم يُدفع بعد" : "Not paid yet";
    },
    /** We are waiting for your payment to go through. */
    get awaitingPayment(): string {
      return currentLocale() === "ar" ? "ننتظر إتمام عملية الدفع." : "We are waiting for your payment to go through.";
    },
    /** The payment did not go through, so this order is not paid. */
    get paymentFailed(): string {
      return currentLocale() === "ar" ? "لم تتم عملية الدفع، لذا فهذا الطلب غير مدفوع." : "The payment did not go through, so this order is not paid.";
    },
    /** Order cancelled */
    get cancelledTitle(): string {
      return currentLocale() === "ar" ? "أُلغي الطلب" : "Order cancelled";
    },
    /** This order was cancelled. If you paid for it, your payment is being refunded. */
    get cancelled(): string {
      return currentLocale() === "ar" ? "أُلغي هذا الطلب. إن كنت قد دفعت ثمنه، فجارٍ ردّ المبلغ إليك." : "This order was cancelled. If you paid for it, your payment is being refunded.";
    },
    /** Order not accepted */
    get rejectedTitle(): string {
      return currentLocale() === "ar" ? "لم يُقبل الطلب" : "Order not accepted";
    },
    /** The store could not take this order. Your payment is being refunded. */
    get rejected(): string {
      return currentLocale() === "ar" ? "تعذّر على الفرع تنفيذ هذا الطلب. جارٍ ردّ المبلغ إليك." : "The store could not take this order. Your payment is being refunded.";
    },
    /** Your number */
    get yourNumber(): string {
      return currentLocale() === "ar" ? "رقمك" : "Your number";
    },
    /** We call this number at the counter when your order is ready. */
    get numberHint(): string {
      return currentLocale() === "ar" ? "سننادي على هذا الرقم عند منضدة الاستلام عندما يصبح طلبك جاهزًا." : "We call this number at the counter when your order is ready.";
    },
    /** Show this number at the counter. */
    get numberReady(): string {
      return currentLocale() === "ar" ? "اعرض هذا الرقم عند منضدة الاستلام." : "Show this number at the counter.";
    },
  },
};

export const summaryStrings = {
  /** + {price} each */
  condimentEach: (a: { price: string }): string =>
    currentLocale() === "ar" ? `+ ${a.price} للقطعة` : `+ ${a.price} each`,
  /** ({price} in total) */
  condimentTotal: (a: { price: string }): string =>
    currentLocale() === "ar" ? `(الإجمالي ${a.price})` : `(${a.price} in total)`,
};
