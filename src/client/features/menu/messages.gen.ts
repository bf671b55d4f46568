// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const menuStrings = {
  /** Menu */
  get title(): string {
    return currentLocale() === "ar" ? "القائمة" : "Menu";
  },
  /** Error fetching menu items */
  get fetchError(): string {
    return currentLocale() === "ar" ? "حدث خطأ أثناء تحميل أصناف القائمة" : "Error fetching menu items";
  },
  /** Menu categories */
  get categories(): string {
    return currentLocale() === "ar" ? "أقسام القائمة" : "Menu categories";
  },
  /** Sub-categories */
  get subCategories(): string {
    return currentLocale() === "ar" ? "الأقسام الفرعية" : "Sub-categories";
  },
  /** Add {name} */
  add: (a: { name: string }): string =>
    currentLocale() === "ar" ? `إضافة ${a.name}` : `Add ${a.name}`,
  /** Sold out */
  get soldOut(): string {
    return currentLocale() === "ar" ? "نفدت الكمية" : "Sold out";
  },
  /** Add {name} (sold out) */
  addSoldOut: (a: { name: string }): string =>
    currentLocale() === "ar" ? `إضافة ${a.name} (نفدت الكمية)` : `Add ${a.name} (sold out)`,
  /** {name}: order by message */
  orderByMessage: (a: { name: string }): string =>
    currentLocale() === "ar" ? `${a.name}: اطلبه عبر رسالة` : `${a.name}: order by message`,
  /** Nothing here at this store right now. */
  get emptySubCategory(): string {
    return currentLocale() === "ar" ? "لا يتوفر شيء هنا في هذا الفرع حاليًا." : "Nothing here at this store right now.";
  },
  /** Ordering from */
  get outletLabel(): string {
    return currentLocale() === "ar" ? "الطلب من" : "Ordering from";
  },
  /** Delivery */
  get delivery(): string {
    return currentLocale() === "ar" ? "توصيل" : "Delivery";
  },
  /** Pickup */
  get pickup(): string {
    return currentLocale() === "ar" ? "استلام" : "Pickup";
  },
  /** Order type */
  get orderType(): string {
    return currentLocale() === "ar" ? "نوع الطلب" : "Order type";
  },
  /** Special Instructions */
  get specialInstructions(): string {
    return currentLocale() === "ar" ? "تعليمات خاصة" : "Special Instructions";
  },
  /** {left} characters left */
  specialInstructionsHint: (a: { left: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.left, { "zero": `لم يتبقَّ أي حرف`, "one": `تبقّى حرف واحد`, "two": `تبقّى حرفان`, "few": `تبقّت ${number("ar", a.left)} أحرف`, "many": `تبقّى ${number("ar", a.left)} حرفًا`, "other": `تبقّى ${number("ar", a.left)} حرف` })}` : `${a.left} characters left`,
  /** Quantity */
  get quantity(): string {
    return currentLocale() === "ar" ? "الكمية" : "Quantity";
  },
  /** Decrease quantity */
  get decrease(): string {
    return currentLocale() === "ar" ? "إنقاص الكمية" : "Decrease quantity";
  },
  /** Increase quantity */
  get increase(): string {
    return currentLocale() === "ar" ? "زيادة الكمية" : "Increase quantity";
  },
  /** Price */
  get price(): string {
    return currentLocale() === "ar" ? "السعر" : "Price";
  },
  /** Add To Cart */
  get addToCart(): string {
    return currentLocale() === "ar" ? "أضف إلى السلة" : "Add To Cart";
  },
  /** Choose 1 */
  get chooseOne(): string {
    return currentLocale() === "ar" ? "اختر واحدًا" : "Choose 1";
  },
  /** Choose up to {max} */
  chooseUpTo: (a: { max: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.max, { "zero": `اختر حتى ${number("ar", a.max)} خيار`, "one": `اختر خيارًا واحدًا`, "two": `اختر حتى خيارين`, "few": `اختر حتى ${number("ar", a.max)} خيارات`, "many": `اختر حتى ${number("ar", a.max)} خيارًا`, "other": `اختر حتى ${number("ar", a.max)} خيار` })}` : `Choose up to ${a.max}`,
  /** {count} chosen */
  chosenCount: (a: { count: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "zero": `لم تختر شيئًا`, "one": `اخترت واحدًا`, "two": `اخترت اثنين`, "few": `اخترت ${number("ar", a.count)}`, "many": `اخترت ${number("ar", a.count)}`, "other": `اخترت ${number("ar", a.count)}` })}` : `${a.count} chosen`,
  /** + {price} */
  extraPrice: (a: { price: string }): string =>
    currentLocale() === "ar" ? `+ ${a.price}` : `+ ${a.price}`,
  /** {name} added to cart */
  added: (a: { name: string }): string =>
    currentLocale() === "ar" ? `تمت إضافة ${a.name} إلى السلة` : `${a.name} added to cart`,
  /** View cart */
  get viewCart(): string {
    return currentLocale() === "ar" ? "عرض السلة" : "View cart";
  },
  /** Open menu */
  get openPanel(): string {
    return currentLocale() === "ar" ? "فتح القائمة" : "Open menu";
  },
  /** Menu */
  get panelTitle(): string {
    return currentLocale() === "ar" ? "القائمة" : "Menu";
  },
  /** Home */
  get home(): string {
    return currentLocale() === "ar" ? "الرئيسية" : "Home";
  },
  /** Cart */
  get cart(): string {
    return currentLocale() === "ar" ? "السلة" : "Cart";
  },
  /** Order History */
  get orderHistory(): string {
    return currentLocale() === "ar" ? "سجل الطلبات" : "Order History";
  },
  /** Profile */
  get profile(): string {
    return currentLocale() === "ar" ? "حسابي" : "Profile";
  },
};
