// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const ordersMessages = {
  /** Order not found. */
  get orderNotFound(): string {
    return currentLocale() === "ar" ? "الطلب غير موجود." : "Order not found.";
  },
  /** This order is still being placed. Please wait a moment. */
  get stillBeingPlaced(): string {
    return currentLocale() === "ar" ? "لا يزال هذا الطلب قيد الإرسال. يُرجى الانتظار قليلًا." : "This order is still being placed. Please wait a moment.";
  },
  /** This Idempotency-Key was already used for another order. */
  get keyUsedForAnother(): string {
    return currentLocale() === "ar" ? "سبق استخدام مفتاح Idempotency-Key هذا لطلب آخر." : "This Idempotency-Key was already used for another order.";
  },
  /** At a store's kiosk, orders are picked up at that store. */
  get walkInPickupHere(): string {
    return currentLocale() === "ar" ? "الطلب من جهاز الفرع يُستلم من نفس الفرع." : "At a store's kiosk, orders are picked up at that store.";
  },
  /** None of the items of this order are available any more. */
  get noneAvailable(): string {
    return currentLocale() === "ar" ? "لم يعد أي من أصناف هذا الطلب متاحًا." : "None of the items of this order are available any more.";
  },
  /** An item */
  get anItem(): string {
    return currentLocale() === "ar" ? "صنف" : "An item";
  },
  /** This order is {from}: it cannot become {to}. */
  cannotMove: (a: { from: string; to: string }): string =>
    currentLocale() === "ar" ? `حالة هذا الطلب «${a.from}»، ولا يمكن تحويله إلى «${a.to}».` : `This order is ${a.from}: it cannot become ${a.to}.`,
  /** This order was just changed by someone else. Reload to see it. */
  get changedMeanwhile(): string {
    return currentLocale() === "ar" ? "غيّر شخص آخر هذا الطلب للتو. أعد تحميل الصفحة لرؤية التغيير." : "This order was just changed by someone else. Reload to see it.";
  },
  /** The cart must be a list of items. */
  get cartNotList(): string {
    return currentLocale() === "ar" ? "يجب أن تكون السلة قائمة من الأصناف." : "The cart must be a list of items.";
  },
  /** An order may have at most {max} lines. */
  tooManyLines: (a: { max: number }): string =>
    currentLocale() === "ar" ? `لا يمكن أن يحتوي الطلب على أكثر من ${plural("ar", a.max, { "zero": `${number("ar", a.max)} سطر`, "one": `سطر واحد`, "two": `سطرين`, "few": `${number("ar", a.max)} أسطر`, "many": `${number("ar", a.max)} سطرًا`, "other": `${number("ar", a.max)} سطر` })}.` : `An order may have at most ${a.max} lines.`,
  /** The cart data is not valid JSON. */
  get cartNotJson(): string {
    return currentLocale() === "ar" ? "بيانات السلة ليست بصيغة JSON صحيحة." : "The cart data is not valid JSON.";
  },
  /** Item {id} is not available at this outlet. */
  itemUnavailable: (a: { id: string }): string =>
    currentLocale() === "ar" ? `الصنف ${a.id} غير متاح في هذا الفرع.` : `Item ${a.id} is not available at this outlet.`,
  /** {name} is sold out at this store right now. Please remove it from your cart. */
  soldOut: (a: { name: string }): string =>
    currentLocale() === "ar" ? `نفد ${a.name} من هذا الفرع حاليًا. يُرجى إزالته من سلتك.` : `${a.name} is sold out at this store right now. Please remove it from your cart.`,
  /** {item}: a condiment is chosen twice. */
  condimentTwice: (a: { item: string }): string =>
    currentLocale() === "ar" ? `${a.item}: تم اختيار إحدى الإضافات مرتين.` : `${a.item}: a condiment is chosen twice.`,
  /** {item}: condiment {id} is not available. */
  condimentUnavailable: (a: { item: string; id: string }): string =>
    currentLocale() === "ar" ? `${a.item}: الإضافة ${a.id} غير متاحة.` : `${a.item}: condiment ${a.id} is not available.`,
  /** {item}: {condiment} is sold out at this store right now. Please remove it from your cart. */
  condimentSoldOut: (a: { item: string; condiment: string }): string =>
    currentLocale() === "ar" ? `${a.item}: نفد ${a.condiment} من هذا الفرع حاليًا. يُرجى إزالته من سلتك.` : `${a.item}: ${a.condiment} is sold out at this store right now. Please remove it from your cart.`,
  /** {item}: at most {max} from {group}. */
  tooManyFromGroup: (a: { item: string; max: string; group: string }): string =>
    currentLocale() === "ar" ? `${a.item}: يمكنك اختيار ${a.max} كحد أقصى من ${a.group}.` : `${a.item}: at most ${a.max} from ${a.group}.`,
};

export const orderStatusWords = {
  /** awaiting payment */
  get awaiting_payment(): string {
    return currentLocale() === "ar" ? "في انتظار الدفع" : "awaiting payment";
  },
  /** waiting for another payment */
  get payment_failed(): string {
    return currentLocale() === "ar" ? "في انتظار دفعة أخرى" : "waiting for another payment";
  },
  /** paid */
  get paid(): string {
    return currentLocale() === "ar" ? "مدفوع" : "paid";
  },
  /** accepted */
  get accepted(): string {
    return currentLocale() === "ar" ? "مقبول" : "accepted";
  },
  /** being prepared */
  get preparing(): string {
    return currentLocale() === "ar" ? "قيد التحضير" : "being prepared";
  },
  /** ready */
  get ready(): string {
    return currentLocale() === "ar" ? "جاهز" : "ready";
  },
  /** out for delivery */
  get out_for_delivery(): string {
    return currentLocale() === "ar" ? "خرج للتوصيل" : "out for delivery";
  },
  /** completed */
  get completed(): string {
    return currentLocale() === "ar" ? "مكتمل" : "completed";
  },
  /** cancelled */
  get cancelled(): string {
    return currentLocale() === "ar" ? "ملغى" : "cancelled";
  },
  /** rejected */
  get rejected(): string {
    return currentLocale() === "ar" ? "مرفوض" : "rejected";
  },
};
