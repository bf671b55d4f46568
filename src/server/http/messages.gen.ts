// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const httpMessages = {
  /** The given data was invalid. */
  get givenDataInvalid(): string {
    return currentLocale() === "ar" ? "البيانات المُدخلة غير صحيحة." : "The given data was invalid.";
  },
  /** {first} (and {count} more errors) */
  andMoreErrors: (a: { first: string; count: number }): string =>
    currentLocale() === "ar" ? `${a.first} (${plural("ar", a.count, { "zero": `ولا أخطاء أخرى`, "one": `وخطأ آخر`, "two": `وخطآن آخران`, "few": `و${number("ar", a.count)} أخطاء أخرى`, "many": `و${number("ar", a.count)} خطأً آخر`, "other": `و${number("ar", a.count)} خطأ آخر` })})` : `${a.first} (and ${a.count} more errors)`,
  /** This field contains characters that are not allowed. */
  get notAllowedCharacters(): string {
    return currentLocale() === "ar" ? "يحتوي هذا الحقل على رموز غير مسموح بها." : "This field contains characters that are not allowed.";
  },
  /** Something went wrong on our side. */
  get somethingWentWrong(): string {
    return currentLocale() === "ar" ? "حدث خطأ من جانبنا." : "Something went wrong on our side.";
  },
  /** The request body is not valid JSON. */
  get invalidJson(): string {
    return currentLocale() === "ar" ? "محتوى الطلب ليس بصيغة JSON صحيحة." : "The request body is not valid JSON.";
  },
  /** Unsupported content type: send application/json. */
  get unsupportedMediaType(): string {
    return currentLocale() === "ar" ? "نوع المحتوى غير مدعوم: أرسل application/json." : "Unsupported content type: send application/json.";
  },
  /** The request body is too large. */
  get bodyTooLarge(): string {
    return currentLocale() === "ar" ? "محتوى الطلب كبير جدًا." : "The request body is too large.";
  },
  /** Not found. */
  get notFound(): string {
    return currentLocale() === "ar" ? "غير موجود." : "Not found.";
  },
  /** Unauthenticated. */
  get unauthenticated(): string {
    return currentLocale() === "ar" ? "يجب تسجيل الدخول." : "Unauthenticated.";
  },
  /** Sign in with your phone number for this. */
  get notForWalkIn(): string {
    return currentLocale() === "ar" ? "سجّل الدخول برقم موبايلك لهذا." : "Sign in with your phone number for this.";
  },
  /** Too many attempts. Please try again in {seconds} seconds. */
  tooManyAttempts: (a: { seconds: number }): string =>
    currentLocale() === "ar" ? `محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${plural("ar", a.seconds, { "zero": `${number("ar", a.seconds)} ثانية`, "one": `ثانية واحدة`, "two": `ثانيتين`, "few": `${number("ar", a.seconds)} ثوانٍ`, "many": `${number("ar", a.seconds)} ثانية`, "other": `${number("ar", a.seconds)} ثانية` })}.` : `Too many attempts. Please try again in ${a.seconds} seconds.`,
  /** The {header} must be 8 to 128 letters, digits or -_:. */
  idempotencyKey: (a: { header: string }): string =>
    currentLocale() === "ar" ? `يجب أن يتكون ${a.header} من 8 إلى 128 حرفًا أو رقمًا أو من الرموز -_:.` : `The ${a.header} must be 8 to 128 letters, digits or -_:.`,
  /** Live updates are busy. This page checks again by itself. */
  get liveUpdatesBusy(): string {
    return currentLocale() === "ar" ? "التحديثات المباشرة مشغولة الآن. ستتحقق هذه الصفحة مرة أخرى تلقائيًا." : "Live updates are busy. This page checks again by itself.";
  },
  /** The address of this request is not valid. */
  get invalidAddress(): string {
    return currentLocale() === "ar" ? "عنوان هذا الطلب غير صحيح." : "The address of this request is not valid.";
  },
};

export const waitWords = {
  /** {count, plural, one {# second} other {# seconds}} */
  seconds: (a: { count: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "zero": `${number("ar", a.count)} ثانية`, "one": `ثانية واحدة`, "two": `ثانيتين`, "few": `${number("ar", a.count)} ثوانٍ`, "many": `${number("ar", a.count)} ثانية`, "other": `${number("ar", a.count)} ثانية` })}` : `${plural("en", a.count, { "one": `${number("en", a.count)} second`, "other": `${number("en", a.count)} seconds` })}`,
  /** {count, plural, one {# minute} other {# minutes}} */
  minutes: (a: { count: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "zero": `${number("ar", a.count)} دقيقة`, "one": `دقيقة واحدة`, "two": `دقيقتين`, "few": `${number("ar", a.count)} دقائق`, "many": `${number("ar", a.count)} دقيقة`, "other": `${number("ar", a.count)} دقيقة` })}` : `${plural("en", a.count, { "one": `${number("en", a.count)} minute`, "other": `${number("en", a.count)} minutes` })}`,
  /** {count, plural, one {# hour} other {# hours}} */
  hours: (a: { count: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "zero": `${number("ar", a.count)} ساعة`, "one": `ساعة واحدة`, "two": `ساعتين`, "few": `${number("ar", a.count)} ساعات`, "many": `${number("ar", a.count)} ساعة`, "other": `${number("ar", a.count)} ساعة` })}` : `${plural("en", a.count, { "one": `${number("en", a.count)} hour`, "other": `${number("en", a.count)} hours` })}`,
  /** {count, plural, one {# day} other {# days}} */
  days: (a: { count: number }): string =>
    currentLocale() === "ar" ? `${plural("ar", a.count, { "zero": `${number("ar", a.count)} يوم`, "one": `يوم واحد`, "two": `يومين`, "few": `${number("ar", a.count)} أيام`, "many": `${number("ar", a.count)} يومًا`, "other": `${number("ar", a.count)} يوم` })}` : `${plural("en", a.count, { "one": `${number("en", a.count)} day`, "other": `${number("en", a.count)} days` })}`,
};
