// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, number, plural } from "#shared/i18n/format.ts";

export const authMessages = {
  /** Phone Number already exists! */
  get phoneExists(): string {
    return currentLocale() === "ar" ? "رقم الهاتف مسجل بالفعل!" : "Phone Number already exists!";
  },
  /** No account uses this phone number. Please register first. */
  get notRegistered(): string {
    return currentLocale() === "ar" ? "لا يوجد حساب بهذا الرقم. يُرجى التسجيل أولًا." : "No account uses this phone number. Please register first.";
  },
  /** The code you entered is incorrect or has expired. */
  get wrongCode(): string {
    return currentLocale() === "ar" ? "الرمز الذي أدخلته غير صحيح أو انتهت صلاحيته." : "The code you entered is incorrect or has expired.";
  },
  /** Too many wrong codes. Please ask for a new one. */
  get codeLocked(): string {
    return currentLocale() === "ar" ? "أدخلت رموزًا خاطئة مرات كثيرة. يُرجى طلب رمز جديد." : "Too many wrong codes. Please ask for a new one.";
  },
  /** We could not send the text message. Please try again in a moment. */
  get smsNotSent(): string {
    return currentLocale() === "ar" ? "تعذّر إرسال الرسالة النصية. يُرجى المحاولة مرة أخرى بعد قليل." : "We could not send the text message. Please try again in a moment.";
  },
  /** Too many wrong codes. For your security, please try again in {wait}. */
  tooManyWrongCodes: (a: { wait: string }): string =>
    currentLocale() === "ar" ? `أدخلت رموزًا خاطئة مرات كثيرة. حفاظًا على أمان حسابك، يُرجى المحاولة مرة أخرى بعد ${a.wait}.` : `Too many wrong codes. For your security, please try again in ${a.wait}.`,
  /** We are receiving too many sign-ups right now. Please try again in {wait}. */
  tooManySignups: (a: { wait: string }): string =>
    currentLocale() === "ar" ? `نستقبل عددًا كبيرًا جدًا من التسجيلات الآن. يُرجى المحاولة مرة أخرى بعد ${a.wait}.` : `We are receiving too many sign-ups right now. Please try again in ${a.wait}.`,
  /** Please wait a minute before asking for another code. */
  get waitAMinute(): string {
    return currentLocale() === "ar" ? "يُرجى الانتظار دقيقة قبل طلب رمز آخر." : "Please wait a minute before asking for another code.";
  },
  /** We have sent you a code by SMS. */
  get codeSent(): string {
    return currentLocale() === "ar" ? "أرسلنا إليك رمزًا في رسالة نصية." : "We have sent you a code by SMS.";
  },
  /** Your phone number is verified. */
  get verified(): string {
    return currentLocale() === "ar" ? "تم التحقق من رقم هاتفك." : "Your phone number is verified.";
  },
  /** OTP send sucessfully. */
  get otpSent(): string {
    return currentLocale() === "ar" ? "تم إرسال رمز التحقق بنجاح." : "OTP send sucessfully.";
  },
  /** You are logged out. */
  get loggedOut(): string {
    return currentLocale() === "ar" ? "تم تسجيل خروجك." : "You are logged out.";
  },
  /** You are signed out on every other device. */
  get signedOutElsewhere(): string {
    return currentLocale() === "ar" ? "تم تسجيل خروجك من جميع الأجهزة الأخرى." : "You are signed out on every other device.";
  },
  /** User not found. */
  get userNotFound(): string {
    return currentLocale() === "ar" ? "المستخدم غير موجود." : "User not found.";
  },
  /** No text was sent to this phone. */
  get noTextSent(): string {
    return currentLocale() === "ar" ? "لم تُرسل أي رسالة إلى هذا الرقم." : "No text was sent to this phone.";
  },
  /** Your verification code is {code}. It expires in {minutes} minutes.

@{host} #{code} */
  smsBody: (a: { code: string; minutes: number; host: string }): string =>
    currentLocale() === "ar" ? `رمز التحقق: ${a.code}. صالح لمدة ${plural("ar", a.minutes, { "zero": `${number("ar", a.minutes)} دقيقة`, "one": `دقيقة واحدة`, "two": `دقيقتين`, "few": `${number("ar", a.minutes)} دقائق`, "many": `${number("ar", a.minutes)} دقيقة`, "other": `${number("ar", a.minutes)} دقيقة` })}.

@${a.host} #${a.code}` : `Your verification code is ${a.code}. It expires in ${a.minutes} minutes.

@${a.host} #${a.code}`,
};
