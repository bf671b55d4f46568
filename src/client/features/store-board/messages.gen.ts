// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const storeBoardStrings = {
  /** Order board */
  get pageTitle(): string {
    return currentLocale() === "ar" ? "لوحة الطلبات" : "Order board";
  },
  /** Store sign-in */
  get signInTitle(): string {
    return currentLocale() === "ar" ? "تسجيل دخول الفرع" : "Store sign-in";
  },
  /** Sign in with your store account to see your store's orders. */
  get signInIntro(): string {
    return currentLocale() === "ar" ? "سجّل الدخول بحساب الفرع لترى طلبات فرعك." : "Sign in with your store account to see your store's orders.";
  },
  /** Username */
  get username(): string {
    return currentLocale() === "ar" ? "اسم المستخدم" : "Username";
  },
  /** Password */
  get password(): string {
    return currentLocale() === "ar" ? "كلمة المرور" : "Password";
  },
  /** Sign in */
  get signIn(): string {
    return currentLocale() === "ar" ? "تسجيل الدخول" : "Sign in";
  },
  /** Signing in… */
  get signingIn(): string {
    return currentLocale() === "ar" ? "جارٍ تسجيل الدخول…" : "Signing in…";
  },
  /** No connection to the server. Check the network and try again. */
  get signInOffline(): string {
    return currentLocale() === "ar" ? "لا يوجد اتصال بالخادم. تحقّق من الشبكة وحاول مرة أخرى." : "No connection to the server. Check the network and try again.";
  },
  /** Signing in did not work. Please try again. */
  get signInFailed(): string {
    return currentLocale() === "ar" ? "تعذّر تسجيل الدخول. يُرجى المحاولة مرة أخرى." : "Signing in did not work. Please try again.";
  },
  /** Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}. */
  signInWait: (a: { seconds: number }): string =>
    currentLocale() === "ar" ? `محاولات كثيرة جدًا. حاول مرة أخرى بعد ${plural("ar", a.seconds, { "zero": `${number("ar", a.seconds)} ثانية`, "one": `ثانية واحدة`, "two": `ثانيتين`, "few": `${number("ar", a.seconds)} ثوانٍ`, "many": `${number("ar", a.seconds)} ثانية`, "other": `${number("ar", a.seconds)} ثانية` })}.` : `Too many attempts. Try again in ${plural("en", a.seconds, { "one": `${number("en", a.seconds)} second`, "other": `${number("en", a.seconds)} seconds` })}.`,
  /** Sign in again in {time} */
  signInWaitButton: (a: { time: string }): string =>
    currentLocale() === "ar" ? `سجّل الدخول مجددًا بعد ${a.time}` : `Sign in again in ${a.time}`,
  /** Your session has ended. Please sign in again. */
  get sessionEnded(): string {
    return currentLocale() === "ar" ? "انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى." : "Your session has ended. Please sign in again.";
  },
  /** Signed in as {name} */
  signedInAs: (a: { name: string }): string =>
    currentLocale() === "ar" ? `مسجّل الدخول باسم ${a.name}` : `Signed in as ${a.name}`,
  /** Sign out */
  get signOut(): string {
    return currentLocale() === "ar" ? "تسجيل الخروج" : "Sign out";
  },
  /** Board sections */
  get tabs(): string {
    return currentLocale() === "ar" ? "أقسام اللوحة" : "Board sections";
  },
  /** Orders */
  get ordersTab(): string {
    return currentLocale() === "ar" ? "الطلبات" : "Orders";
  },
  /** Sold out */
  get soldOutTab(): string {
    return currentLocale() === "ar" ? "الأصناف النافدة" : "Sold out";
  },
  /** Turn sound on */
  get soundOn(): string {
    return currentLocale() === "ar" ? "تشغيل الصوت" : "Turn sound on";
  },
  /** Turn sound off */
  get soundOff(): string {
    return currentLocale() === "ar" ? "إيقاف الصوت" : "Turn sound off";
  },
  /** Live */
  get live(): string {
    return currentLocale() === "ar" ? "مباشر" : "Live";
  },
  /** Connecting… */
  get connecting(): string {
    return currentLocale() === "ar" ? "جارٍ الاتصال…" : "Connecting…";
  },
  /** Reconnecting… */
  get reconnecting(): string {
    return currentLocale() === "ar" ? "جارٍ إعادة الاتصال…" : "Reconnecting…";
  },
  /** Last updated {time} */
  lastUpdated: (a: { time: string }): string =>
    currentLocale() === "ar" ? `آخر تحديث ${a.time}` : `Last updated ${a.time}`,
  /** You are offline. The board needs the network: it shows the orders it last had and catches up when the connection is back. */
  get offline(): string {
    return currentLocale() === "ar" ? "أنت غير متصل بالإنترنت. تحتاج اللوحة إلى الشبكة: فهي تعرض آخر ما وصلها من طلبات، وتستكمل ما فاتها عند عودة الاتصال." : "You are offline. The board needs the network: it shows the orders it last had and catches up when the connection is back.";
  },
  /** {newCount, plural, =0 {Order board · {outlet}} other {({newCount}) New orders · {outlet}}} */
  documentTitle: (a: { newCount: number; outlet: string }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.newCount, { "=0": `لوحة الطلبات · ${a.outlet}`, "one": `(${number("ar", a.newCount)}) طلب جديد · ${a.outlet}`, "two": `(${number("ar", a.newCount)}) طلبان جديدان · ${a.outlet}`, "few": `(${number("ar", a.newCount)}) طلبات جديدة · ${a.outlet}`, "many": `(${number("ar", a.newCount)}) طلبًا جديدًا · ${a.outlet}`, "other": `(${number("ar", a.newCount)}) طلب جديد · ${a.outlet}` })}` : `${plural("en", a.newCount, { "=0": `Order board · ${a.outlet}`, "other": `(${a.newCount}) New orders · ${a.outlet}` })}`,
  /** {count, plural, one {New order {numbers}} other {New orders {numbers}}} */
  newOrderArrived: (a: { count: number; numbers: string }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "=0": `لا توجد طلبات جديدة`, "one": `طلب جديد رقم ${a.numbers}`, "two": `طلبان جديدان: ${a.numbers}`, "few": `طلبات جديدة: ${a.numbers}`, "many": `طلبات جديدة: ${a.numbers}`, "other": `طلبات جديدة: ${a.numbers}` })}` : `${plural("en", a.count, { "one": `New order ${a.numbers}`, "other": `New orders ${a.numbers}` })}`,
  columns: {
    /** New */
    get new(): string {
      return currentLocale() === "ar" ? "جديد" : "New";
    },
    /** Accepted */
    get accepted(): string {
      return currentLocale() === "ar" ? "مقبول" : "Accepted";
    },
    /** Preparing */
    get preparing(): string {
      return currentLocale() === "ar" ? "قيد التحضير" : "Preparing";
    },
    /** Ready / Out for delivery */
    get handover(): string {
      return currentLocale() === "ar" ? "جاهز / خرج للتوصيل" : "Ready / Out for delivery";
    },
  },
  /** Show orders that are */
  get columnPicker(): string {
    return currentLocale() === "ar" ? "عرض الطلبات حسب الحالة" : "Show orders that are";
  },
  /** Loading orders… */
  get loading(): string {
    return currentLocale() === "ar" ? "جارٍ تحميل الطلبات…" : "Loading orders…";
  },
  /** The orders could not be loaded. */
  get loadFailed(): string {
    return currentLocale() === "ar" ? "تعذّر تحميل الطلبات." : "The orders could not be loaded.";
  },
  /** Try again */
  get retry(): string {
    return currentLocale() === "ar" ? "حاول مرة أخرى" : "Try again";
  },
  /** No orders here. */
  get emptyColumn(): string {
    return currentLocale() === "ar" ? "لا توجد طلبات هنا." : "No orders here.";
  },
  /** No open orders right now. New orders appear here as soon as they are paid. */
  get noOrders(): string {
    return currentLocale() === "ar" ? "لا توجد طلبات مفتوحة الآن. تظهر الطلبات الجديدة هنا فور دفعها." : "No open orders right now. New orders appear here as soon as they are paid.";
  },
  /** #{number} */
  orderNumber: (a: { number: string }): string =>
    currentLocale() === "ar" ? `#${a.number}` : `#${a.number}`,
  /** Pickup */
  get pickup(): string {
    return currentLocale() === "ar" ? "استلام من الفرع" : "Pickup";
  },
  /** Delivery */
  get delivery(): string {
    return currentLocale() === "ar" ? "توصيل" : "Delivery";
  },
  /** just now */
  get justNow(): string {
    return currentLocale() === "ar" ? "الآن" : "just now";
  },
  /** {minutes, number} min */
  minutesAgo: (a: { minutes: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.minutes, { "zero": `${number("ar", a.minutes)} دقيقة`, "one": `دقيقة`, "two": `دقيقتين`, "few": `${number("ar", a.minutes)} دقائق`, "many": `${number("ar", a.minutes)} دقيقة`, "other": `${number("ar", a.minutes)} دقيقة` })}` : `${number("en", a.minutes)} min`,
  /** {hours, number} h {minutes} min */
  hoursAgo: (a: { hours: number; minutes: string }): string =>
    currentLocale() === "ar" ? `${number("ar", a.hours)} س ${a.minutes} د` : `${number("en", a.hours)} h ${a.minutes} min`,
  /** For {time} */
  forTime: (a: { time: string }): string =>
    currentLocale() === "ar" ? `للساعة ${a.time}` : `For ${a.time}`,
  /** Paid just now */
  get paidJustNow(): string {
    return currentLocale() === "ar" ? "تم الدفع للتو" : "Paid just now";
  },
  /** Paid {elapsed} ago */
  paidAgo: (a: { elapsed: string }): string =>
    currentLocale() === "ar" ? `تم الدفع منذ ${a.elapsed}` : `Paid ${a.elapsed} ago`,
  /** {quantity, number} × */
  quantity: (a: { quantity: number }): string =>
    currentLocale() === "ar" ? `${number("ar", a.quantity)} ×` : `${number("en", a.quantity)} ×`,
  /** Note: {note} */
  note: (a: { note: string }): string =>
    currentLocale() === "ar" ? `ملاحظة: ${a.note}` : `Note: ${a.note}`,
  moves: {
    /** Accept */
    get accepted(): string {
      return currentLocale() === "ar" ? "قبول" : "Accept";
    },
    /** Start preparing */
    get preparing(): string {
      return currentLocale() === "ar" ? "بدء التحضير" : "Start preparing";
    },
    /** Ready */
    get ready(): string {
      return currentLocale() === "ar" ? "جاهز" : "Ready";
    },
    /** Out for delivery */
    get out_for_delivery(): string {
      return currentLocale() === "ar" ? "خرج للتوصيل" : "Out for delivery";
    },
    /** Completed */
    get completed(): string {
      return currentLocale() === "ar" ? "تم التسليم" : "Completed";
    },
    /** Reject */
    get rejected(): string {
      return currentLocale() === "ar" ? "رفض" : "Reject";
    },
    /** Cancel order */
    get cancelled(): string {
      return currentLocale() === "ar" ? "إلغاء الطلب" : "Cancel order";
    },
  },
  /** {label}: order {number} */
  moveLabel: (a: { label: string; number: string }): string =>
    currentLocale() === "ar" ? `${a.label}: الطلب ${a.number}` : `${a.label}: order ${a.number}`,
  /** Saving… */
  get moving(): string {
    return currentLocale() === "ar" ? "جارٍ الحفظ…" : "Saving…";
  },
  /** This order was moved on another screen. The board now shows where it is. */
  get movedElsewhere(): string {
    return currentLocale() === "ar" ? "نُقل هذا الطلب من شاشة أخرى. تعرض اللوحة الآن حالته الحالية." : "This order was moved on another screen. The board now shows where it is.";
  },
  /** The order could not be moved. Please try again. */
  get moveFailed(): string {
    return currentLocale() === "ar" ? "تعذّر نقل الطلب. يُرجى المحاولة مرة أخرى." : "The order could not be moved. Please try again.";
  },
  /** No connection to the server: the order was not moved. Try again when the board is back online. */
  get moveOffline(): string {
    return currentLocale() === "ar" ? "لا يوجد اتصال بالخادم: لم يُنقل الطلب. حاول مرة أخرى عند عودة اتصال اللوحة." : "No connection to the server: the order was not moved. Try again when the board is back online.";
  },
  /** Dismiss */
  get dismiss(): string {
    return currentLocale() === "ar" ? "إغلاق" : "Dismiss";
  },
  confirm: {
    rejected: {
      /** Reject order {number}? */
      title: (a: { number: string }): string =>
        currentLocale() === "ar" ? `رفض الطلب ${a.number}؟` : `Reject order ${a.number}?`,
      /** The store does not make this order, and the customer gets their payment back. This cannot be undone. */
      get text(): string {
        return currentLocale() === "ar" ? "لن يحضّر الفرع هذا الطلب، وسيستردّ العميل ما دفعه. لا يمكن التراجع عن ذلك." : "The store does not make this order, and the customer gets their payment back. This cannot be undone.";
      },
      /** Reject order */
      get yes(): string {
        return currentLocale() === "ar" ? "رفض الطلب" : "Reject order";
      },
    },
    cancelled: {
      /** Cancel order {number}? */
      title: (a: { number: string }): string =>
        currentLocale() === "ar" ? `إلغاء الطلب ${a.number}؟` : `Cancel order ${a.number}?`,
      /** The order is stopped, and the customer gets their payment back. This cannot be undone. */
      get text(): string {
        return currentLocale() === "ar" ? "سيتوقف تحضير الطلب، وسيستردّ العميل ما دفعه. لا يمكن التراجع عن ذلك." : "The order is stopped, and the customer gets their payment back. This cannot be undone.";
      },
      /** Cancel order */
      get yes(): string {
        return currentLocale() === "ar" ? "إلغاء الطلب" : "Cancel order";
      },
    },
  },
  /** Keep order */
  get keepOrder(): string {
    return currentLocale() === "ar" ? "الإبقاء على الطلب" : "Keep order";
  },
  /** Sold out */
  get soldOutTitle(): string {
    return currentLocale() === "ar" ? "الأصناف النافدة" : "Sold out";
  },
  /** Mark what this store cannot make. Customers see it as sold out at this store only, until the end of today or until you make it available again. */
  get soldOutIntro(): string {
    return currentLocale() === "ar" ? "حدّد ما لا يستطيع هذا الفرع تحضيره. يراه العملاء نافدًا في هذا الفرع فقط، حتى نهاية اليوم أو حتى تعيد إتاحته." : "Mark what this store cannot make. Customers see it as sold out at this store only, until the end of today or until you make it available again.";
  },
  /** Search items and condiments */
  get search(): string {
    return currentLocale() === "ar" ? "ابحث في الأصناف والإضافات" : "Search items and condiments";
  },
  /** Show only what is sold out */
  get onlySoldOut(): string {
    return currentLocale() === "ar" ? "اعرض النافد فقط" : "Show only what is sold out";
  },
  /** Items */
  get items(): string {
    return currentLocale() === "ar" ? "الأصناف" : "Items";
  },
  /** Condiments */
  get condiments(): string {
    return currentLocale() === "ar" ? "الإضافات" : "Condiments";
  },
  /** Loading the menu… */
  get menuLoading(): string {
    return currentLocale() === "ar" ? "جارٍ تحميل القائمة…" : "Loading the menu…";
  },
  /** The menu could not be loaded. */
  get menuFailed(): string {
    return currentLocale() === "ar" ? "تعذّر تحميل القائمة." : "The menu could not be loaded.";
  },
  /** Nothing matches your search. */
  get noMatches(): string {
    return currentLocale() === "ar" ? "لا توجد نتائج تطابق بحثك." : "Nothing matches your search.";
  },
  availability: {
    /** Available */
    get available(): string {
      return currentLocale() === "ar" ? "متوفر" : "Available";
    },
    /** Sold out today */
    get today(): string {
      return currentLocale() === "ar" ? "نفد اليوم" : "Sold out today";
    },
    /** Sold out until undone */
    get undone(): string {
      return currentLocale() === "ar" ? "نفد حتى إشعار آخر" : "Sold out until undone";
    },
  },
  /** Availability of {name} */
  availabilityOf: (a: { name: string }): string =>
    currentLocale() === "ar" ? `توفّر ${a.name}` : `Availability of ${a.name}`,
  /** {name}: no connection to the server, the change was not saved. */
  soldOutOffline: (a: { name: string }): string =>
    currentLocale() === "ar" ? `${a.name}: لا يوجد اتصال بالخادم، ولم يُحفظ التغيير.` : `${a.name}: no connection to the server, the change was not saved.`,
  /** {name}: the change was not saved. Please try again. */
  soldOutFailed: (a: { name: string }): string =>
    currentLocale() === "ar" ? `${a.name}: لم يُحفظ التغيير. يُرجى المحاولة مرة أخرى.` : `${a.name}: the change was not saved. Please try again.`,
};
