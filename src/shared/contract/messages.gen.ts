// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const fieldNames = {
  /** name */
  get name(): string {
    return currentLocale() === "ar" ? "الاسم" : "name";
  },
  /** first name */
  get firstName(): string {
    return currentLocale() === "ar" ? "الاسم الأول" : "first name";
  },
  /** last name */
  get lastName(): string {
    return currentLocale() === "ar" ? "اسم العائلة" : "last name";
  },
  /** label */
  get label(): string {
    return currentLocale() === "ar" ? "اسم العنوان" : "label";
  },
  /** location */
  get location(): string {
    return currentLocale() === "ar" ? "المنطقة" : "location";
  },
  /** landmark */
  get landmark(): string {
    return currentLocale() === "ar" ? "العلامة المميزة" : "landmark";
  },
  /** address line */
  get addressLine(): string {
    return currentLocale() === "ar" ? "العنوان التفصيلي" : "address line";
  },
  /** building */
  get building(): string {
    return currentLocale() === "ar" ? "المبنى" : "building";
  },
  /** floor */
  get floor(): string {
    return currentLocale() === "ar" ? "الطابق" : "floor";
  },
  /** flat */
  get flat(): string {
    return currentLocale() === "ar" ? "الشقة" : "flat";
  },
  /** name on card */
  get nameOnCard(): string {
    return currentLocale() === "ar" ? "الاسم على البطاقة" : "name on card";
  },
  /** card token */
  get cardToken(): string {
    return currentLocale() === "ar" ? "رمز البطاقة" : "card token";
  },
  /** card brand */
  get cardBrand(): string {
    return currentLocale() === "ar" ? "نوع البطاقة" : "card brand";
  },
  /** latitude */
  get latitude(): string {
    return currentLocale() === "ar" ? "خط العرض" : "latitude";
  },
  /** longitude */
  get longitude(): string {
    return currentLocale() === "ar" ? "خط الطول" : "longitude";
  },
};

export const contractMessages = {
  /** The phone number is required. */
  get phoneRequired(): string {
    return currentLocale() === "ar" ? "رقم الهاتف مطلوب." : "The phone number is required.";
  },
  /** The id must be a positive whole number. */
  get idInvalid(): string {
    return currentLocale() === "ar" ? "يجب أن يكون المعرّف عددًا صحيحًا موجبًا." : "The id must be a positive whole number.";
  },
  /** The {field} field is required. */
  fieldRequired: (a: { field: string }): string =>
    currentLocale() === "ar" ? `حقل ${a.field} مطلوب.` : `The ${a.field} field is required.`,
  /** The {field} may not be greater than {max} characters. */
  fieldTooLong: (a: { field: string; max: number }): string =>
    currentLocale() === "ar" ? `يجب ألا يزيد طول ${a.field} عن ${plural("ar", a.max, { "zero": `${number("ar", a.max)} حرف`, "one": `حرف واحد`, "two": `حرفين`, "few": `${number("ar", a.max)} أحرف`, "many": `${number("ar", a.max)} حرفًا`, "other": `${number("ar", a.max)} حرف` })}.` : `The ${a.field} may not be greater than ${a.max} characters.`,
  /** The {field} must be text. */
  fieldNotText: (a: { field: string }): string =>
    currentLocale() === "ar" ? `يجب أن تكون قيمة ${a.field} نصًا.` : `The ${a.field} must be text.`,
  /** The email field is required. */
  get emailRequired(): string {
    return currentLocale() === "ar" ? "حقل البريد الإلكتروني مطلوب." : "The email field is required.";
  },
  /** The email may not be greater than 254 characters. */
  get emailTooLong(): string {
    return currentLocale() === "ar" ? "يجب ألا يزيد طول البريد الإلكتروني عن 254 حرفًا." : "The email may not be greater than 254 characters.";
  },
  /** The email must be a valid email address. */
  get emailInvalid(): string {
    return currentLocale() === "ar" ? "يجب أن يكون البريد الإلكتروني عنوانًا صحيحًا." : "The email must be a valid email address.";
  },
  /** The {field} must be a number. */
  notANumber: (a: { field: string }): string =>
    currentLocale() === "ar" ? `يجب أن تكون قيمة ${a.field} رقمًا.` : `The ${a.field} must be a number.`,
  /** The {field} is out of range. */
  outOfRange: (a: { field: string }): string =>
    currentLocale() === "ar" ? `قيمة ${a.field} خارج النطاق المسموح به.` : `The ${a.field} is out of range.`,
  /** The phone number field is required. */
  get phoneFieldRequired(): string {
    return currentLocale() === "ar" ? "حقل رقم الهاتف مطلوب." : "The phone number field is required.";
  },
  /** The phone number must be numeric. */
  get phoneNumeric(): string {
    return currentLocale() === "ar" ? "يجب أن يتكون رقم الهاتف من أرقام فقط." : "The phone number must be numeric.";
  },
  /** The code's id is required. */
  get challengeRequired(): string {
    return currentLocale() === "ar" ? "معرّف الرمز مطلوب." : "The code's id is required.";
  },
  /** The code's id is not valid. */
  get challengeInvalid(): string {
    return currentLocale() === "ar" ? "معرّف الرمز غير صحيح." : "The code's id is not valid.";
  },
  /** The code is required. */
  get codeRequired(): string {
    return currentLocale() === "ar" ? "الرمز مطلوب." : "The code is required.";
  },
  /** The code must be {length} digits. */
  codeDigits: (a: { length: number }): string =>
    currentLocale() === "ar" ? `يجب أن يتكون الرمز من ${plural("ar", a.length, { "zero": `${number("ar", a.length)} أرقام`, "one": `رقم واحد`, "two": `رقمين`, "few": `${number("ar", a.length)} أرقام`, "many": `${number("ar", a.length)} رقمًا`, "other": `${number("ar", a.length)} رقم` })}.` : `The code must be ${a.length} digits.`,
  /** The item id must be a number. */
  get itemIdNumber(): string {
    return currentLocale() === "ar" ? "يجب أن يكون معرّف الصنف رقمًا." : "The item id must be a number.";
  },
  /** The item id must be a whole number. */
  get itemIdWhole(): string {
    return currentLocale() === "ar" ? "يجب أن يكون معرّف الصنف عددًا صحيحًا." : "The item id must be a whole number.";
  },
  /** The quantity must be a number. */
  get quantityNumber(): string {
    return currentLocale() === "ar" ? "يجب أن تكون الكمية رقمًا." : "The quantity must be a number.";
  },
  /** The quantity must be a whole number. */
  get quantityWhole(): string {
    return currentLocale() === "ar" ? "يجب أن تكون الكمية عددًا صحيحًا." : "The quantity must be a whole number.";
  },
  /** The quantity must be at least 1. */
  get quantityMin(): string {
    return currentLocale() === "ar" ? "يجب ألا تقل الكمية عن 1." : "The quantity must be at least 1.";
  },
  /** The quantity may not be greater than {max, number}. */
  quantityMax: (a: { max: number }): string =>
    currentLocale() === "ar" ? `يجب ألا تزيد الكمية عن ${number("ar", a.max)}.` : `The quantity may not be greater than ${number("en", a.max)}.`,
  /** The note may not be greater than {max} characters. */
  noteTooLong: (a: { max: number }): string =>
    currentLocale() === "ar" ? `يجب ألا يزيد طول الملاحظة عن ${plural("ar", a.max, { "zero": `${number("ar", a.max)} حرف`, "one": `حرف واحد`, "two": `حرفين`, "few": `${number("ar", a.max)} أحرف`, "many": `${number("ar", a.max)} حرفًا`, "other": `${number("ar", a.max)} حرف` })}.` : `The note may not be greater than ${a.max} characters.`,
  /** Type a place to search for. */
  get searchRequired(): string {
    return currentLocale() === "ar" ? "اكتب اسم المكان الذي تبحث عنه." : "Type a place to search for.";
  },
  /** Type at least 2 letters. */
  get searchTooShort(): string {
    return currentLocale() === "ar" ? "اكتب حرفين على الأقل." : "Type at least 2 letters.";
  },
  /** The PIN is required. */
  get pinRequired(): string {
    return currentLocale() === "ar" ? "الرقم السري مطلوب." : "The PIN is required.";
  },
  /** The PIN is 8 to 12 digits. */
  get pinDigits(): string {
    return currentLocale() === "ar" ? "يتكون الرقم السري من 8 إلى 12 رقمًا." : "The PIN is 8 to 12 digits.";
  },
  /** The purpose is setup or exit. */
  get pinPurpose(): string {
    return currentLocale() === "ar" ? "الغرض إما setup أو exit." : "The purpose is setup or exit.";
  },
  /** This tablet is not set up as a store kiosk: staff set it up again with the store's PIN. */
  get kioskNotSetUp(): string {
    return currentLocale() === "ar" ? "هذا الجهاز غير مُعد كجهاز طلب ذاتي في الفرع: يُرجى من الموظفين إعداده من جديد برمز الفرع." : "This tablet is not set up as a store kiosk: staff set it up again with the store's PIN.";
  },
  /** The order type must be 3 (delivery) or 2 (pickup). */
  get orderType(): string {
    return currentLocale() === "ar" ? "يجب أن يكون نوع الطلب 3 (توصيل) أو 2 (استلام من الفرع)." : "The order type must be 3 (delivery) or 2 (pickup).";
  },
  /** The data field is required. */
  get dataRequired(): string {
    return currentLocale() === "ar" ? "حقل البيانات مطلوب." : "The data field is required.";
  },
  /** The cart is empty. */
  get cartEmpty(): string {
    return currentLocale() === "ar" ? "السلة فارغة." : "The cart is empty.";
  },
  /** The push endpoint is required. */
  get pushEndpointRequired(): string {
    return currentLocale() === "ar" ? "عنوان الإشعارات مطلوب." : "The push endpoint is required.";
  },
  /** The push endpoint is too long. */
  get pushEndpointTooLong(): string {
    return currentLocale() === "ar" ? "عنوان الإشعارات طويل جدًا." : "The push endpoint is too long.";
  },
  /** The push endpoint must be an https address. */
  get pushEndpointHttps(): string {
    return currentLocale() === "ar" ? "يجب أن يكون عنوان الإشعارات عنوان https." : "The push endpoint must be an https address.";
  },
  /** The {key} key is required. */
  pushKeyRequired: (a: { key: string }): string =>
    currentLocale() === "ar" ? `المفتاح ${a.key} مطلوب.` : `The ${a.key} key is required.`,
  /** The {key} key is not valid. */
  pushKeyInvalid: (a: { key: string }): string =>
    currentLocale() === "ar" ? `المفتاح ${a.key} غير صحيح.` : `The ${a.key} key is not valid.`,
  /** The username is required. */
  get usernameRequired(): string {
    return currentLocale() === "ar" ? "اسم المستخدم مطلوب." : "The username is required.";
  },
  /** The username or password is not correct. */
  get wrongUsernameOrPassword(): string {
    return currentLocale() === "ar" ? "اسم المستخدم أو كلمة المرور غير صحيحة." : "The username or password is not correct.";
  },
  /** The password is required. */
  get passwordRequired(): string {
    return currentLocale() === "ar" ? "كلمة المرور مطلوبة." : "The password is required.";
  },
  /** This is not a move the store can make. */
  get notAStoreMove(): string {
    return currentLocale() === "ar" ? "لا يمكن للفرع نقل الطلب إلى هذه الحالة." : "This is not a move the store can make.";
  },
  /** The kind is item or condiment. */
  get soldOutKind(): string {
    return currentLocale() === "ar" ? "النوع إما item أو condiment." : "The kind is item or condiment.";
  },
  /** sold_out is true or false. */
  get soldOutFlag(): string {
    return currentLocale() === "ar" ? "قيمة sold_out إما true أو false." : "sold_out is true or false.";
  },
  /** Until is end_of_day or undone. */
  get soldOutUntil(): string {
    return currentLocale() === "ar" ? "قيمة until إما end_of_day أو undone." : "Until is end_of_day or undone.";
  },
  /** The last 4 digits must be 4 digits. */
  get cardLast4(): string {
    return currentLocale() === "ar" ? "يجب أن تتكون آخر أربعة أرقام من 4 أرقام." : "The last 4 digits must be 4 digits.";
  },
  /** The expiry must be MM/YY. */
  get cardExpiry(): string {
    return currentLocale() === "ar" ? "يجب كتابة تاريخ الانتهاء بالصيغة MM/YY." : "The expiry must be MM/YY.";
  },
};
