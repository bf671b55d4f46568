// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const paymentMessages = {
  /** We could not find this order. */
  get orderNotFound(): string {
    return currentLocale() === "ar" ? "لم نتمكن من العثور على هذا الطلب." : "We could not find this order.";
  },
  /** This order was cancelled. */
  get orderCancelled(): string {
    return currentLocale() === "ar" ? "تم إلغاء هذا الطلب." : "This order was cancelled.";
  },
  /** The payment could not be verified. */
  get notVerified(): string {
    return currentLocale() === "ar" ? "تعذّر التحقق من عملية الدفع." : "The payment could not be verified.";
  },
  /** The payment amount did not match the order. */
  get amountMismatch(): string {
    return currentLocale() === "ar" ? "المبلغ المدفوع لا يطابق قيمة الطلب." : "The payment amount did not match the order.";
  },
  /** Too many payment attempts. Please wait a few minutes and try again. */
  get tooManyAttempts(): string {
    return currentLocale() === "ar" ? "محاولات دفع كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى." : "Too many payment attempts. Please wait a few minutes and try again.";
  },
  /** The payment page could not be opened. Please try again in a moment. */
  get providerUnavailable(): string {
    return currentLocale() === "ar" ? "تعذّر فتح صفحة الدفع. يُرجى المحاولة مرة أخرى بعد قليل." : "The payment page could not be opened. Please try again in a moment.";
  },
  /** Your card is saved on the payment page: tick “Save card” when you pay, and it is offered the next time. */
  get savedWhilePaying(): string {
    return currentLocale() === "ar" ? "تُحفظ بطاقتك في صفحة الدفع: اختر “Save card” عند الدفع، وستُعرض عليك في المرة القادمة." : "Your card is saved on the payment page: tick “Save card” when you pay, and it is offered the next time.";
  },
  /** The time you chose for this order is now fully booked or has passed. Please place the order again for another time. */
  get slotTaken(): string {
    return currentLocale() === "ar" ? "الوقت الذي اخترته لهذا الطلب أصبح محجوزًا بالكامل أو قد مضى. يُرجى تقديم الطلب مرة أخرى لوقت آخر." : "The time you chose for this order is now fully booked or has passed. Please place the order again for another time.";
  },
  /** Your bank has not confirmed the payment yet. If it goes through, your order will appear in your order history. */
  get stillPending(): string {
    return currentLocale() === "ar" ? "لم يؤكد البنك عملية الدفع بعد. إذا تمت بنجاح، سيظهر طلبك في سجل طلباتك." : "Your bank has not confirmed the payment yet. If it goes through, your order will appear in your order history.";
  },
  /** Your card was declined. */
  get cardDeclined(): string {
    return currentLocale() === "ar" ? "تم رفض بطاقتك." : "Your card was declined.";
  },
  /** This card is not a sandbox test card. */
  get notATestCard(): string {
    return currentLocale() === "ar" ? "هذه البطاقة ليست من بطاقات الاختبار التجريبية." : "This card is not a sandbox test card.";
  },
  /** The payment was not confirmed. */
  get notConfirmed(): string {
    return currentLocale() === "ar" ? "لم يتم تأكيد عملية الدفع." : "The payment was not confirmed.";
  },
};
