// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const placeOrderMessages = {
  /** Not logged in */
  get notLoggedInTitle(): string {
    return currentLocale() === "ar" ? "لم تسجّل الدخول" : "Not logged in";
  },
  /** You must be logged in to place order. */
  get notLoggedIn(): string {
    return currentLocale() === "ar" ? "يجب تسجيل الدخول لإتمام الطلب." : "You must be logged in to place order.";
  },
  /** Please select a payment method */
  get paymentMethod(): string {
    return currentLocale() === "ar" ? "يُرجى اختيار طريقة الدفع" : "Please select a payment method";
  },
  /** Currently delivery option is not available for this outlet. */
  get deliveryUnavailable(): string {
    return currentLocale() === "ar" ? "خدمة التوصيل غير متاحة حاليًا لهذا الفرع." : "Currently delivery option is not available for this outlet.";
  },
  /** Please select a Outlet */
  get selectOutlet(): string {
    return currentLocale() === "ar" ? "يُرجى اختيار فرع" : "Please select a Outlet";
  },
  /** Please select a delivery address */
  get selectAddress(): string {
    return currentLocale() === "ar" ? "يُرجى اختيار عنوان التوصيل" : "Please select a delivery address";
  },
};

export const orderAheadMessages = {
  /** Please choose a time from the list. */
  get invalid(): string {
    return currentLocale() === "ar" ? "يُرجى اختيار وقت من القائمة." : "Please choose a time from the list.";
  },
  /** This time has passed. Please choose another. */
  get past(): string {
    return currentLocale() === "ar" ? "لقد مضى هذا الوقت. يُرجى اختيار وقت آخر." : "This time has passed. Please choose another.";
  },
  /** This time is too soon for the store to have your order ready. Please choose a later one. */
  get tooSoon(): string {
    return currentLocale() === "ar" ? "هذا الوقت قريب جدًا ولن يتمكن الفرع من تجهيز طلبك فيه. يُرجى اختيار وقت لاحق." : "This time is too soon for the store to have your order ready. Please choose a later one.";
  },
  /** {outletName} is closed at that time. Please choose another. */
  closed: (a: { outletName: string }): string =>
    currentLocale() === "ar" ? `فرع ${a.outletName} مغلق في هذا الوقت. يُرجى اختيار وقت آخر.` : `${a.outletName} is closed at that time. Please choose another.`,
  /** You can order ahead for today and tomorrow only. */
  get otherDay(): string {
    return currentLocale() === "ar" ? "يمكنك الطلب مسبقًا لليوم والغد فقط." : "You can order ahead for today and tomorrow only.";
  },
  /** This time is fully booked. Please choose another. */
  get full(): string {
    return currentLocale() === "ar" ? "هذا الوقت محجوز بالكامل. يُرجى اختيار وقت آخر." : "This time is fully booked. Please choose another.";
  },
};

export const openingHoursMessages = {
  /** {outletName} is closed now. Available hours are {open} - {close} */
  closedNow: (a: { outletName: string; open: string; close: string }): string =>
    currentLocale() === "ar" ? `فرع ${a.outletName} مغلق الآن. مواعيد العمل من ${a.open} إلى ${a.close}` : `${a.outletName} is closed now. Available hours are ${a.open} - ${a.close}`,
};

export const phoneMessages = {
  /** Please enter a valid Egyptian mobile number. */
  get invalid(): string {
    return currentLocale() === "ar" ? "يُرجى إدخال رقم موبايل مصري صحيح." : "Please enter a valid Egyptian mobile number.";
  },
};
