// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const chromeStrings = {
  /** Specialty Coffee */
  get brand(): string {
    return currentLocale() === "ar" ? "Specialty Coffee" : "Specialty Coffee";
  },
  /** Specialty Coffee, home */
  get homeLink(): string {
    return currentLocale() === "ar" ? "Specialty Coffee، الصفحة الرئيسية" : "Specialty Coffee, home";
  },
  /** Login */
  get login(): string {
    return currentLocale() === "ar" ? "تسجيل الدخول" : "Login";
  },
  /** Logout */
  get logout(): string {
    return currentLocale() === "ar" ? "تسجيل الخروج" : "Logout";
  },
  /** Logging out… */
  get loggingOut(): string {
    return currentLocale() === "ar" ? "جارٍ تسجيل الخروج…" : "Logging out…";
  },
  /** Main */
  get bottomBar(): string {
    return currentLocale() === "ar" ? "الرئيسية" : "Main";
  },
  /** Home */
  get home(): string {
    return currentLocale() === "ar" ? "الرئيسية" : "Home";
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
  /** Profile */
  get profile(): string {
    return currentLocale() === "ar" ? "حسابي" : "Profile";
  },
  /** Privacy Policy */
  get privacyPolicy(): string {
    return currentLocale() === "ar" ? "سياسة الخصوصية" : "Privacy Policy";
  },
  /** Returns Policy */
  get returnsPolicy(): string {
    return currentLocale() === "ar" ? "سياسة الاسترجاع" : "Returns Policy";
  },
  /** Privacy */
  get privacyShort(): string {
    return currentLocale() === "ar" ? "الخصوصية" : "Privacy";
  },
  /** Returns */
  get returnsShort(): string {
    return currentLocale() === "ar" ? "الاسترجاع" : "Returns";
  },
  /** Specialty Coffee — Order online */
  get documentTitle(): string {
    return currentLocale() === "ar" ? "Specialty Coffee — اطلب أونلاين" : "Specialty Coffee — Order online";
  },
  /** Specialty coffee, beans and food from our Cairo stores, delivered or ready for pickup. */
  get documentDescription(): string {
    return currentLocale() === "ar" ? "قهوة مختصة وبن وطعام من فروعنا في القاهرة، توصيل للمنزل أو استلام من الفرع." : "Specialty coffee, beans and food from our Cairo stores, delivered or ready for pickup.";
  },
};
