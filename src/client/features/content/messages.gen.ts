// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const contentStrings = {
  /** Back to home */
  get home(): string {
    return currentLocale() === "ar" ? "العودة إلى الرئيسية" : "Back to home";
  },
  comingSoon: {
    /** Coming soon — Specialty Coffee */
    get pageTitle(): string {
      return currentLocale() === "ar" ? "قريبًا — Specialty Coffee" : "Coming soon — Specialty Coffee";
    },
    /** Something new is brewing */
    get eyebrow(): string {
      return currentLocale() === "ar" ? "شيء جديد قيد التحضير" : "Something new is brewing";
    },
    /** Coming Soon */
    get title(): string {
      return currentLocale() === "ar" ? "قريبًا" : "Coming Soon";
    },
    /** We are putting the finishing touches on it. Leave your details and you will hear from us first. */
    get text(): string {
      return currentLocale() === "ar" ? "نضع اللمسات الأخيرة الآن. اترك بياناتك وستكون أول من يسمع منا." : "We are putting the finishing touches on it. Leave your details and you will hear from us first.";
    },
    /** The front of our coffee house with arched windows and a striped awning */
    get imageAlt(): string {
      return currentLocale() === "ar" ? "واجهة مقهانا بنوافذها المقوّسة ومظلتها المخططة" : "The front of our coffee house with arched windows and a striped awning";
    },
  },
  firstToKnow: {
    /** Be the first to know — Specialty Coffee */
    get pageTitle(): string {
      return currentLocale() === "ar" ? "كن أول من يعرف — Specialty Coffee" : "Be the first to know — Specialty Coffee";
    },
    /** Be the first to know */
    get title(): string {
      return currentLocale() === "ar" ? "كن أول من يعرف" : "Be the first to know";
    },
    /** New stores, new coffees, new openings: tell us how to reach you and you will hear first. */
    get intro(): string {
      return currentLocale() === "ar" ? "فروع جديدة، وأنواع قهوة جديدة، وافتتاحات جديدة: أخبرنا كيف نصل إليك وستعرف قبل الجميع." : "New stores, new coffees, new openings: tell us how to reach you and you will hear first.";
    },
    fields: {
      /** First name */
      get firstName(): string {
        return currentLocale() === "ar" ? "الاسم الأول" : "First name";
      },
      /** Last name */
      get lastName(): string {
        return currentLocale() === "ar" ? "اسم العائلة" : "Last name";
      },
      /** Email */
      get email(): string {
        return currentLocale() === "ar" ? "البريد الإلكتروني" : "Email";
      },
      /** Phone */
      get phone(): string {
        return currentLocale() === "ar" ? "رقم الهاتف" : "Phone";
      },
    },
    /** An Egyptian mobile number, for example 010 1234 5678. */
    get phoneHint(): string {
      return currentLocale() === "ar" ? "رقم موبايل مصري، مثل ⁦010 1234 5678⁩." : "An Egyptian mobile number, for example 010 1234 5678.";
    },
    /** Keep me posted */
    get submit(): string {
      return currentLocale() === "ar" ? "أبقني على اطلاع" : "Keep me posted";
    },
    /** Sending… */
    get submitting(): string {
      return currentLocale() === "ar" ? "جارٍ الإرسال…" : "Sending…";
    },
    /** You are on the list */
    get successTitle(): string {
      return currentLocale() === "ar" ? "أنت الآن على القائمة" : "You are on the list";
    },
    /** Please check the highlighted fields. */
    get fixErrors(): string {
      return currentLocale() === "ar" ? "يُرجى مراجعة الحقول المحددة." : "Please check the highlighted fields.";
    },
    /** We could not save your details. Please try again. */
    get failed(): string {
      return currentLocale() === "ar" ? "تعذّر حفظ بياناتك. يُرجى المحاولة مرة أخرى." : "We could not save your details. Please try again.";
    },
    /** No connection to the server. Please try again when you are online. */
    get offline(): string {
      return currentLocale() === "ar" ? "لا يوجد اتصال بالخادم. يُرجى المحاولة مرة أخرى عند اتصالك بالإنترنت." : "No connection to the server. Please try again when you are online.";
    },
  },
  returns: {
    /** Returns Policy — Specialty Coffee */
    get pageTitle(): string {
      return currentLocale() === "ar" ? "سياسة الاسترجاع — Specialty Coffee" : "Returns Policy — Specialty Coffee";
    },
    /** Returns Policy */
    get title(): string {
      return currentLocale() === "ar" ? "سياسة الاسترجاع" : "Returns Policy";
    },
    /** We want every order to arrive just right. If something is wrong, here is how we put it right. */
    get intro(): string {
      return currentLocale() === "ar" ? "نريد أن يصلك كل طلب كما ينبغي تمامًا. وإن كان فيه خطأ ما، فإليك كيف نصلحه." : "We want every order to arrive just right. If something is wrong, here is how we put it right.";
    },
    claims: {
      /** Making a claim */
      get heading(): string {
        return currentLocale() === "ar" ? "تقديم شكوى" : "Making a claim";
      },
      /** Claims must be made on the day of purchase. Please keep your order number and, where possible, a photo of the item. */
      get text(): string {
        return currentLocale() === "ar" ? "يجب تقديم الشكاوى في يوم الشراء نفسه. يُرجى الاحتفاظ برقم طلبك، وبصورة للمنتج إن أمكن." : "Claims must be made on the day of purchase. Please keep your order number and, where possible, a photo of the item.";
      },
    },
    refunds: {
      /** Refunds */
      get heading(): string {
        return currentLocale() === "ar" ? "استرداد المبالغ" : "Refunds";
      },
      /** Once a claim is approved, the refund is made to your original payment method in 7-10 business days. */
      get text(): string {
        return currentLocale() === "ar" ? "بعد الموافقة على الشكوى، يُردّ المبلغ إلى وسيلة الدفع الأصلية خلال 7-10 أيام عمل." : "Once a claim is approved, the refund is made to your original payment method in 7-10 business days.";
      },
    },
    exclusions: {
      /** What cannot be returned */
      get heading(): string {
        return currentLocale() === "ar" ? "ما لا يمكن استرجاعه" : "What cannot be returned";
      },
      /** Online purchases cannot be returned in-store. */
      get online(): string {
        return currentLocale() === "ar" ? "لا يمكن استرجاع المشتريات الأونلاين في الفروع." : "Online purchases cannot be returned in-store.";
      },
      /** Packaged coffee is not returnable. */
      get packaged(): string {
        return currentLocale() === "ar" ? "القهوة المعبأة غير قابلة للاسترجاع." : "Packaged coffee is not returnable.";
      },
    },
    /** Customer care */
    get contactHeading(): string {
      return currentLocale() === "ar" ? "خدمة العملاء" : "Customer care";
    },
    /** To make a claim or ask about a refund, call our customer care number {phone}. */
    contact: (a: { phone: string }): string =>
      currentLocale() === "ar" ? `لتقديم شكوى أو الاستفسار عن استرداد مبلغ، اتصل برقم خدمة العملاء ⁦${a.phone}⁩.` : `To make a claim or ask about a refund, call our customer care number ${a.phone}.`,
  },
  privacy: {
    /** Privacy Policy — Specialty Coffee */
    get pageTitle(): string {
      return currentLocale() === "ar" ? "سياسة الخصوصية — Specialty Coffee" : "Privacy Policy — Specialty Coffee";
    },
    /** Privacy Policy */
    get title(): string {
      return currentLocale() === "ar" ? "سياسة الخصوصية" : "Privacy Policy";
    },
    /** Last updated July 7, 2025 */
    get lastUpdated(): string {
      return currentLocale() === "ar" ? "آخر تحديث في 7 يوليو 2025" : "Last updated July 7, 2025";
    },
    /** This policy explains what we collect when you use our online store, why, and the choices you have. */
    get intro(): string {
      return currentLocale() === "ar" ? "توضّح هذه السياسة البيانات التي نجمعها عند استخدامك متجرنا الإلكتروني، وسبب جمعها، والخيارات المتاحة لك." : "This policy explains what we collect when you use our online store, why, and the choices you have.";
    },
    collect: {
      /** What we collect */
      get heading(): string {
        return currentLocale() === "ar" ? "ما نجمعه" : "What we collect";
      },
      /** Your name, phone number and email address; the delivery addresses you save; your orders and their history. */
      get details(): string {
        return currentLocale() === "ar" ? "اسمك ورقم هاتفك وعنوان بريدك الإلكتروني؛ وعناوين التوصيل التي تحفظها؛ وطلباتك وسجلّها." : "Your name, phone number and email address; the delivery addresses you save; your orders and their history.";
      },
      /** Card payments are handled by our payment provider: we do not store your card number or security code. */
      get cards(): string {
        return currentLocale() === "ar" ? "يتولى مزوّد خدمة الدفع لدينا معالجة المدفوعات بالبطاقات: فنحن لا نحتفظ برقم بطاقتك ولا برمز الأمان." : "Card payments are handled by our payment provider: we do not store your card number or security code.";
      },
    },
    use: {
      /** How we use it */
      get heading(): string {
        return currentLocale() === "ar" ? "كيف نستخدمه" : "How we use it";
      },
      /** To verify your phone number, prepare and deliver your orders, show your past orders, answer your questions and, if you asked us to, tell you about new stores and coffees. */
      get text(): string {
        return currentLocale() === "ar" ? "للتحقق من رقم هاتفك، وتحضير طلباتك وتوصيلها، وعرض طلباتك السابقة، والرد على أسئلتك، وإخبارك بالفروع الجديدة وأنواع القهوة الجديدة إن طلبت منا ذلك." : "To verify your phone number, prepare and deliver your orders, show your past orders, answer your questions and, if you asked us to, tell you about new stores and coffees.";
      },
    },
    sharing: {
      /** Who we share it with */
      get heading(): string {
        return currentLocale() === "ar" ? "مع من نشاركه" : "Who we share it with";
      },
      /** The store preparing your order, our delivery team and our payment provider, each only as far as your order needs. We do not sell your personal information. */
      get text(): string {
        return currentLocale() === "ar" ? "الفرع الذي يحضّر طلبك، وفريق التوصيل لدينا، ومزوّد خدمة الدفع، كلٌّ منهم في حدود ما يحتاجه طلبك فقط. نحن لا نبيع معلوماتك الشخصية." : "The store preparing your order, our delivery team and our payment provider, each only as far as your order needs. We do not sell your personal information.";
      },
    },
    device: {
      /** On your device */
      get heading(): string {
        return currentLocale() === "ar" ? "على جهازك" : "On your device";
      },
      /** The app keeps your cart, your chosen store or address and a copy of recent menus on your device so it works offline. Logging out removes them. */
      get text(): string {
        return currentLocale() === "ar" ? "يحتفظ التطبيق على جهازك بسلتك، والفرع أو العنوان الذي اخترته، ونسخة من أحدث القوائم، ليعمل دون اتصال بالإنترنت. ويؤدي تسجيل الخروج إلى حذفها." : "The app keeps your cart, your chosen store or address and a copy of recent menus on your device so it works offline. Logging out removes them.";
      },
    },
    children: {
      /** Children */
      get heading(): string {
        return currentLocale() === "ar" ? "الأطفال" : "Children";
      },
      /** Our services are not directed to children under 13, and we do not knowingly collect personal information from children under 13. */
      get text(): string {
        return currentLocale() === "ar" ? "خدماتنا غير موجّهة إلى الأطفال دون سن 13 عامًا، ولا نجمع عن علم أي معلومات شخصية من الأطفال دون سن 13 عامًا." : "Our services are not directed to children under 13, and we do not knowingly collect personal information from children under 13.";
      },
    },
    choices: {
      /** Your choices */
      get heading(): string {
        return currentLocale() === "ar" ? "خياراتك" : "Your choices";
      },
      /** You can update your profile at any time, and ask us to correct or delete your personal information by calling customer care. */
      get text(): string {
        return currentLocale() === "ar" ? "يمكنك تحديث ملفك الشخصي في أي وقت، وأن تطلب منا تصحيح معلوماتك الشخصية أو حذفها بالاتصال بخدمة العملاء." : "You can update your profile at any time, and ask us to correct or delete your personal information by calling customer care.";
      },
    },
    /** Contact */
    get contactHeading(): string {
      return currentLocale() === "ar" ? "تواصل معنا" : "Contact";
    },
    /** Questions about this policy? Call our customer care number {phone}. */
    contact: (a: { phone: string }): string =>
      currentLocale() === "ar" ? `لديك أسئلة حول هذه السياسة؟ اتصل برقم خدمة العملاء ⁦${a.phone}⁩.` : `Questions about this policy? Call our customer care number ${a.phone}.`,
  },
};
