// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const paymentStrings = {
  /** Payment Successful */
  get successTitle(): string {
    return currentLocale() === "ar" ? "تم الدفع بنجاح" : "Payment Successful";
  },
  /** Thank you! Your order is on its way to the store. */
  get successText(): string {
    return currentLocale() === "ar" ? "شكرًا لك! طلبك في طريقه إلى الفرع." : "Thank you! Your order is on its way to the store.";
  },
  /** Go to Homepage */
  get goToHomepage(): string {
    return currentLocale() === "ar" ? "الذهاب إلى الصفحة الرئيسية" : "Go to Homepage";
  },
  /** View Order History */
  get viewOrderHistory(): string {
    return currentLocale() === "ar" ? "عرض سجل الطلبات" : "View Order History";
  },
  /** View order summary */
  get viewOrder(): string {
    return currentLocale() === "ar" ? "عرض ملخص الطلب" : "View order summary";
  },
  /** Payment Failed */
  get errorTitle(): string {
    return currentLocale() === "ar" ? "تعذّر إتمام الدفع" : "Payment Failed";
  },
  /** An unknown error occurred during the payment process. */
  get defaultError(): string {
    return currentLocale() === "ar" ? "حدث خطأ غير معروف أثناء عملية الدفع." : "An unknown error occurred during the payment process.";
  },
  /** Retry */
  get retry(): string {
    return currentLocale() === "ar" ? "إعادة المحاولة" : "Retry";
  },
  /** Go to Home */
  get goToHome(): string {
    return currentLocale() === "ar" ? "العودة إلى الرئيسية" : "Go to Home";
  },
  /** Add Card */
  get addCardTitle(): string {
    return currentLocale() === "ar" ? "إضافة بطاقة" : "Add Card";
  },
  /** Card payment */
  get paymentTitle(): string {
    return currentLocale() === "ar" ? "الدفع بالبطاقة" : "Card payment";
  },
  /** Card details (secure card provider page) */
  get cardFrameTitle(): string {
    return currentLocale() === "ar" ? "بيانات البطاقة (صفحة آمنة لدى مزوّد خدمة البطاقات)" : "Card details (secure card provider page)";
  },
  /** Your card details go straight to our card provider; we only keep its token. */
  get cardFrameIntro(): string {
    return currentLocale() === "ar" ? "تصل بيانات بطاقتك مباشرةً إلى مزوّد خدمة البطاقات لدينا، ولا نحتفظ إلا برمزها المميّز." : "Your card details go straight to our card provider; we only keep its token.";
  },
  /** Saving your card… */
  get savingCard(): string {
    return currentLocale() === "ar" ? "جارٍ حفظ بطاقتك…" : "Saving your card…";
  },
  /** {brand} ending in {last4} has been saved. */
  cardSaved: (a: { brand: string; last4: string }): string =>
    currentLocale() === "ar" ? `تم حفظ بطاقة ${a.brand} المنتهية بالأرقام ${a.last4}.` : `${a.brand} ending in ${a.last4} has been saved.`,
  /** The card could not be saved. Please try again. */
  get cardSaveFailed(): string {
    return currentLocale() === "ar" ? "تعذّر حفظ البطاقة. يُرجى المحاولة مرة أخرى." : "The card could not be saved. Please try again.";
  },
  /** There is no payment page to show. */
  get noPaymentPage(): string {
    return currentLocale() === "ar" ? "لا توجد صفحة دفع لعرضها." : "There is no payment page to show.";
  },
  /** Back to cart */
  get backToCart(): string {
    return currentLocale() === "ar" ? "العودة إلى السلة" : "Back to cart";
  },
};
