// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const kioskStrings = {
  /** Specialty Coffee */
  get brand(): string {
    return currentLocale() === "ar" ? "Specialty Coffee" : "Specialty Coffee";
  },
  /** Order here */
  get attractTitle(): string {
    return currentLocale() === "ar" ? "اطلب من هنا" : "Order here";
  },
  /** Coffee, food and beans, ready for you at the counter. */
  get attractLead(): string {
    return currentLocale() === "ar" ? "قهوة وطعام وبُن، جاهزة لك عند منضدة الاستلام." : "Coffee, food and beans, ready for you at the counter.";
  },
  /** Pickup at {outlet} */
  attractAt: (a: { outlet: string }): string =>
    currentLocale() === "ar" ? `الاستلام من ${a.outlet}` : `Pickup at ${a.outlet}`,
  /** Tap to start */
  get tapToStart(): string {
    return currentLocale() === "ar" ? "اضغط للبدء" : "Tap to start";
  },
  /** Tap to start your order */
  get startLabel(): string {
    return currentLocale() === "ar" ? "اضغط لبدء طلبك" : "Tap to start your order";
  },
  /** Staff */
  get staff(): string {
    return currentLocale() === "ar" ? "الموظفون" : "Staff";
  },
  /** Staff settings (PIN needed) */
  get staffLabel(): string {
    return currentLocale() === "ar" ? "إعدادات الموظفين (يلزم الرمز السري)" : "Staff settings (PIN needed)";
  },
  /** Kiosk setup */
  get setupTitle(): string {
    return currentLocale() === "ar" ? "إعداد جهاز الطلب الذاتي" : "Kiosk setup";
  },
  /** Staff PIN */
  get pinHeading(): string {
    return currentLocale() === "ar" ? "الرمز السري للموظفين" : "Staff PIN";
  },
  /** Enter the staff PIN of {outlet} to set this tablet up there. */
  pinIntroSetup: (a: { outlet: string }): string =>
    currentLocale() === "ar" ? `أدخل الرمز السري لموظفي ${a.outlet} لإعداد هذا الجهاز اللوحي هناك.` : `Enter the staff PIN of ${a.outlet} to set this tablet up there.`,
  /** Enter the staff PIN of {outlet} to change this tablet's settings. */
  pinIntroExit: (a: { outlet: string }): string =>
    currentLocale() === "ar" ? `أدخل الرمز السري لموظفي ${a.outlet} لتغيير إعدادات هذا الجهاز اللوحي.` : `Enter the staff PIN of ${a.outlet} to change this tablet's settings.`,
  /** PIN */
  get pinLabel(): string {
    return currentLocale() === "ar" ? "الرمز السري" : "PIN";
  },
  /** Continue */
  get pinContinue(): string {
    return currentLocale() === "ar" ? "متابعة" : "Continue";
  },
  /** Checking… */
  get pinChecking(): string {
    return currentLocale() === "ar" ? "جارٍ التحقق…" : "Checking…";
  },
  /** Enter the PIN. */
  get pinRequired(): string {
    return currentLocale() === "ar" ? "أدخل الرمز السري." : "Enter the PIN.";
  },
  /** Too many wrong PINs for this store. Please wait a few minutes and try again. */
  get pinTooMany(): string {
    return currentLocale() === "ar" ? "أُدخلت رموز سرية خاطئة كثيرة لهذا الفرع. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى." : "Too many wrong PINs for this store. Please wait a few minutes and try again.";
  },
  /** This store's kiosk has no staff PIN yet. Ask the operator to set one. */
  get pinNotSet(): string {
    return currentLocale() === "ar" ? "لا يوجد رمز سري للموظفين لجهاز الطلب الذاتي في هذا الفرع بعد. اطلب من المسؤول تعيين رمز." : "This store's kiosk has no staff PIN yet. Ask the operator to set one.";
  },
  /** No connection to the server. Check the network and try again. */
  get pinOffline(): string {
    return currentLocale() === "ar" ? "لا يوجد اتصال بالخادم. تحقّق من الشبكة وحاول مرة أخرى." : "No connection to the server. Check the network and try again.";
  },
  /** The PIN could not be checked. Please try again. */
  get pinFailed(): string {
    return currentLocale() === "ar" ? "تعذّر التحقق من الرمز السري. يُرجى المحاولة مرة أخرى." : "The PIN could not be checked. Please try again.";
  },
  /** Choose another store */
  get otherOutlet(): string {
    return currentLocale() === "ar" ? "اختر فرعًا آخر" : "Choose another store";
  },
  /** Choose this tablet's store */
  get outletHeading(): string {
    return currentLocale() === "ar" ? "اختر فرع هذا الجهاز اللوحي" : "Choose this tablet's store";
  },
  /** Customers order for pickup at this store. Delivery is not offered on the kiosk. */
  get outletIntro(): string {
    return currentLocale() === "ar" ? "يطلب العملاء هنا للاستلام من هذا الفرع. التوصيل غير متاح على جهاز الطلب الذاتي." : "Customers order for pickup at this store. Delivery is not offered on the kiosk.";
  },
  /** Kiosk settings */
  get settingsHeading(): string {
    return currentLocale() === "ar" ? "إعدادات جهاز الطلب الذاتي" : "Kiosk settings";
  },
  /** Set up for another store */
  get moveTablet(): string {
    return currentLocale() === "ar" ? "الإعداد لفرع آخر" : "Set up for another store";
  },
  /** Loading stores… */
  get outletsLoading(): string {
    return currentLocale() === "ar" ? "جارٍ تحميل الفروع…" : "Loading stores…";
  },
  /** Failed to fetch outlet data */
  get outletsFailed(): string {
    return currentLocale() === "ar" ? "تعذّر جلب بيانات الفروع" : "Failed to fetch outlet data";
  },
  /** Now: {name} */
  currentOutlet: (a: { name: string }): string =>
    currentLocale() === "ar" ? `الفرع الحالي: ${a.name}` : `Now: ${a.name}`,
  /** Use this tablet at {name} */
  bindTo: (a: { name: string }): string =>
    currentLocale() === "ar" ? `استخدم هذا الجهاز اللوحي في ${a.name}` : `Use this tablet at ${a.name}`,
  /** Leave kiosk mode */
  get leaveKiosk(): string {
    return currentLocale() === "ar" ? "الخروج من وضع الطلب الذاتي" : "Leave kiosk mode";
  },
  /** Back to the start screen */
  get cancelSetup(): string {
    return currentLocale() === "ar" ? "العودة إلى شاشة البداية" : "Back to the start screen";
  },
  /** Start over */
  get startOver(): string {
    return currentLocale() === "ar" ? "البدء من جديد" : "Start over";
  },
  /** Start over? */
  get startOverTitle(): string {
    return currentLocale() === "ar" ? "البدء من جديد؟" : "Start over?";
  },
  /** Your cart and login will be cleared from this tablet. */
  get startOverText(): string {
    return currentLocale() === "ar" ? "ستُمسح سلتك وبيانات دخولك من هذا الجهاز اللوحي." : "Your cart and login will be cleared from this tablet.";
  },
  /** Yes, start over */
  get startOverYes(): string {
    return currentLocale() === "ar" ? "نعم، ابدأ من جديد" : "Yes, start over";
  },
  /** Keep ordering */
  get startOverNo(): string {
    return currentLocale() === "ar" ? "متابعة الطلب" : "Keep ordering";
  },
  /** Kiosk */
  get kioskBar(): string {
    return currentLocale() === "ar" ? "الطلب الذاتي" : "Kiosk";
  },
  /** Menu */
  get menu(): string {
    return currentLocale() === "ar" ? "القائمة" : "Menu";
  },
  /** Cart */
  get cart(): string {
    return currentLocale() === "ar" ? "السلة" : "Cart";
  },
  /** Cart, {count, plural, one {# item} other {# items}} */
  cartWithCount: (a: { count: number }): string =>
    currentLocale() === "ar" ? `السلة، ${plural("ar", a.count, { "zero": `لا توجد أصناف`, "one": `صنف واحد`, "two": `صنفان`, "few": `${number("ar", a.count)} أصناف`, "many": `${number("ar", a.count)} صنفًا`, "other": `${number("ar", a.count)} صنف` })}` : `Cart, ${plural("en", a.count, { "one": `${number("en", a.count)} item`, "other": `${number("en", a.count)} items` })}`,
  /** Still there? */
  get stillThereTitle(): string {
    return currentLocale() === "ar" ? "هل ما زلت هنا؟" : "Still there?";
  },
  /** For your privacy, this order will be cleared soon. */
  get stillThereText(): string {
    return currentLocale() === "ar" ? "حفاظًا على خصوصيتك، سيُمسح هذا الطلب قريبًا." : "For your privacy, this order will be cleared soon.";
  },
  /** Starting over in {seconds, plural, one {# second} other {# seconds}}. */
  stillThereCountdown: (a: { seconds: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.seconds, { "zero": `البدء من جديد الآن.`, "one": `البدء من جديد بعد ثانية واحدة.`, "two": `البدء من جديد بعد ثانيتين.`, "few": `البدء من جديد بعد ${number("ar", a.seconds)} ثوانٍ.`, "many": `البدء من جديد بعد ${number("ar", a.seconds)} ثانية.`, "other": `البدء من جديد بعد ${number("ar", a.seconds)} ثانية.` })}` : `Starting over in ${plural("en", a.seconds, { "one": `${number("en", a.seconds)} second`, "other": `${number("en", a.seconds)} seconds` })}.`,
  /** I'm still here */
  get stillHere(): string {
    return currentLocale() === "ar" ? "ما زلت هنا" : "I'm still here";
  },
  /** This screen returns to the start in {seconds, plural, one {# second} other {# seconds}}. */
  returning: (a: { seconds: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.seconds, { "zero": `تعود هذه الشاشة إلى البداية الآن.`, "one": `تعود هذه الشاشة إلى البداية بعد ثانية واحدة.`, "two": `تعود هذه الشاشة إلى البداية بعد ثانيتين.`, "few": `تعود هذه الشاشة إلى البداية بعد ${number("ar", a.seconds)} ثوانٍ.`, "many": `تعود هذه الشاشة إلى البداية بعد ${number("ar", a.seconds)} ثانية.`, "other": `تعود هذه الشاشة إلى البداية بعد ${number("ar", a.seconds)} ثانية.` })}` : `This screen returns to the start in ${plural("en", a.seconds, { "one": `${number("en", a.seconds)} second`, "other": `${number("en", a.seconds)} seconds` })}.`,
  /** Start a new order */
  get newOrder(): string {
    return currentLocale() === "ar" ? "ابدأ طلبًا جديدًا" : "Start a new order";
  },
  /** Number keypad */
  get keypad(): string {
    return currentLocale() === "ar" ? "لوحة الأرقام" : "Number keypad";
  },
  /** Delete */
  get backspace(): string {
    return currentLocale() === "ar" ? "حذف" : "Delete";
  },
  /** Clear */
  get clear(): string {
    return currentLocale() === "ar" ? "مسح" : "Clear";
  },
  walkIn: {
    /** In a hurry? */
    get heading(): string {
      return currentLocale() === "ar" ? "مستعجل؟" : "In a hurry?";
    },
    /** Order with just your first name: we call it out at the counter when your order is ready. */
    get intro(): string {
      return currentLocale() === "ar" ? "اطلب باسمك الأول فقط: سننادي عليك به عند الكاونتر عندما يجهز طلبك." : "Order with just your first name: we call it out at the counter when your order is ready.";
    },
    /** First name */
    get label(): string {
      return currentLocale() === "ar" ? "الاسم الأول" : "First name";
    },
    /** Continue with my first name */
    get submit(): string {
      return currentLocale() === "ar" ? "المتابعة باسمي الأول" : "Continue with my first name";
    },
    /** One moment… */
    get busy(): string {
      return currentLocale() === "ar" ? "لحظة…" : "One moment…";
    },
    /** Or log in below to keep this order in your order history. */
    get note(): string {
      return currentLocale() === "ar" ? "أو سجّل الدخول بالأسفل ليظهر هذا الطلب في سجل طلباتك." : "Or log in below to keep this order in your order history.";
    },
    /** Walk-in orders are off on this tablet: please ask a member of staff. */
    get notSetUp(): string {
      return currentLocale() === "ar" ? "الطلب بالاسم فقط متوقف على هذا الجهاز: يُرجى سؤال أحد الموظفين." : "Walk-in orders are off on this tablet: please ask a member of staff.";
    },
    /** No connection. Check the tablet's connection and try again. */
    get offline(): string {
      return currentLocale() === "ar" ? "لا يوجد اتصال. تحقق من اتصال الجهاز وحاول مرة أخرى." : "No connection. Check the tablet's connection and try again.";
    },
    /** Something went wrong. Please try again. */
    get failed(): string {
      return currentLocale() === "ar" ? "حدث خطأ ما. يُرجى المحاولة مرة أخرى." : "Something went wrong. Please try again.";
    },
  },
};
