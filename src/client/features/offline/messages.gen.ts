// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const offlineStrings = {
  /** You are offline. */
  get offline(): string {
    return currentLocale() === "ar" ? "أنت غير متصل بالإنترنت." : "You are offline.";
  },
  /** Showing the menu saved {when}. */
  menuSavedAt: (a: { when: string }): string =>
    currentLocale() === "ar" ? `نعرض القائمة المحفوظة ${a.when}.` : `Showing the menu saved ${a.when}.`,
  /** Ordering needs a connection. You can still browse the menu and fill your cart. */
  get orderingNeedsConnection(): string {
    return currentLocale() === "ar" ? "يحتاج الطلب إلى اتصال بالإنترنت. يمكنك مع ذلك تصفح القائمة وإضافة الأصناف إلى سلتك." : "Ordering needs a connection. You can still browse the menu and fill your cart.";
  },
  /** Your order is queued. It will be sent as soon as you are back online. */
  get queued(): string {
    return currentLocale() === "ar" ? "طلبك في قائمة الانتظار، وسيُرسل فور عودة الاتصال." : "Your order is queued. It will be sent as soon as you are back online.";
  },
  /** Back online: sending your queued order… */
  get sending(): string {
    return currentLocale() === "ar" ? "عاد الاتصال: جارٍ إرسال طلبك المنتظر…" : "Back online: sending your queued order…";
  },
  /** Your queued order was older than your cart and was not sent. Please check your cart and order again. */
  get expired(): string {
    return currentLocale() === "ar" ? "طلبك المنتظر أقدم من سلتك الحالية، لذلك لم يُرسل. يُرجى مراجعة سلتك وإعادة الطلب." : "Your queued order was older than your cart and was not sent. Please check your cart and order again.";
  },
  /** Your queued order could not be placed: {message} */
  refused: (a: { message: string }): string =>
    currentLocale() === "ar" ? `تعذّر تنفيذ طلبك المنتظر: ${a.message}` : `Your queued order could not be placed: ${a.message}`,
  /** The time you chose for your queued order passed before the connection returned, so it was not sent. Please choose a new time and place your order again. */
  get slotPassed(): string {
    return currentLocale() === "ar" ? "انقضى الوقت الذي اخترته لطلبك المنتظر قبل عودة الاتصال، لذلك لم يُرسل. يُرجى اختيار وقت جديد وإعادة الطلب." : "The time you chose for your queued order passed before the connection returned, so it was not sent. Please choose a new time and place your order again.";
  },
  /** Your queued order was not sent: {message} */
  timeRefused: (a: { message: string }): string =>
    currentLocale() === "ar" ? `لم يُرسل طلبك المنتظر: ${a.message}` : `Your queued order was not sent: ${a.message}`,
  /** Install the app for faster ordering, even offline. */
  get install(): string {
    return currentLocale() === "ar" ? "ثبّت التطبيق لتطلب أسرع، حتى دون اتصال بالإنترنت." : "Install the app for faster ordering, even offline.";
  },
  /** Install */
  get installButton(): string {
    return currentLocale() === "ar" ? "تثبيت" : "Install";
  },
  /** Not now */
  get notNow(): string {
    return currentLocale() === "ar" ? "ليس الآن" : "Not now";
  },
};
