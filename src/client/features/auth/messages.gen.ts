// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const authStrings = {
  login: {
    /** Login — Specialty Coffee */
    get pageTitle(): string {
      return currentLocale() === "ar" ? "تسجيل الدخول — Specialty Coffee" : "Login — Specialty Coffee";
    },
    /** Login */
    get title(): string {
      return currentLocale() === "ar" ? "تسجيل الدخول" : "Login";
    },
    /** Enter your phone number */
    get prompt(): string {
      return currentLocale() === "ar" ? "أدخل رقم هاتفك" : "Enter your phone number";
    },
    /** We will text you a 4-digit code to sign in. */
    get intro(): string {
      return currentLocale() === "ar" ? "سنرسل إليك رسالة نصية برمز من 4 أرقام لتسجيل الدخول." : "We will text you a 4-digit code to sign in.";
    },
    /** Phone number */
    get phoneLabel(): string {
      return currentLocale() === "ar" ? "رقم الهاتف" : "Phone number";
    },
    /** Sign in */
    get submit(): string {
      return currentLocale() === "ar" ? "تسجيل الدخول" : "Sign in";
    },
    /** Home */
    get home(): string {
      return currentLocale() === "ar" ? "الرئيسية" : "Home";
    },
    /** New here? */
    get noAccount(): string {
      return currentLocale() === "ar" ? "عميل جديد؟" : "New here?";
    },
    /** Create an account */
    get register(): string {
      return currentLocale() === "ar" ? "أنشئ حسابًا" : "Create an account";
    },
    /** We could not send you a code. Please try again. */
    get failed(): string {
      return currentLocale() === "ar" ? "تعذّر إرسال الرمز إليك. يُرجى المحاولة مرة أخرى." : "We could not send you a code. Please try again.";
    },
    /** No connection to the server. Check your connection and try again. */
    get offline(): string {
      return currentLocale() === "ar" ? "لا يوجد اتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى." : "No connection to the server. Check your connection and try again.";
    },
  },
  otp: {
    /** Verify your phone number — Specialty Coffee */
    get pageTitle(): string {
      return currentLocale() === "ar" ? "تأكيد رقم هاتفك — Specialty Coffee" : "Verify your phone number — Specialty Coffee";
    },
    /** Verify your phone number */
    get title(): string {
      return currentLocale() === "ar" ? "تأكيد رقم هاتفك" : "Verify your phone number";
    },
    /** Check your messages */
    get heading(): string {
      return currentLocale() === "ar" ? "تحقّق من رسائلك" : "Check your messages";
    },
    /** An OTP has been sent to */
    get sentTo(): string {
      return currentLocale() === "ar" ? "أرسلنا رمز التحقق إلى" : "An OTP has been sent to";
    },
    /** Change number */
    get changeNumber(): string {
      return currentLocale() === "ar" ? "تغيير الرقم" : "Change number";
    },
    /** Enter the 4-digit code */
    get codeLegend(): string {
      return currentLocale() === "ar" ? "أدخل الرمز المكوّن من 4 أرقام" : "Enter the 4-digit code";
    },
    /** Resend OTP in */
    get resendIn(): string {
      return currentLocale() === "ar" ? "إعادة إرسال الرمز بعد" : "Resend OTP in";
    },
    /** Didn't receive the code? */
    get notReceived(): string {
      return currentLocale() === "ar" ? "لم يصلك الرمز؟" : "Didn't receive the code?";
    },
    /** Time is up: ask for a new code to sign in. */
    get timeUp(): string {
      return currentLocale() === "ar" ? "انتهى الوقت: اطلب رمزًا جديدًا لتسجيل الدخول." : "Time is up: ask for a new code to sign in.";
    },
    /** Resend OTP */
    get resend(): string {
      return currentLocale() === "ar" ? "إعادة إرسال الرمز" : "Resend OTP";
    },
    /** Sending… */
    get resending(): string {
      return currentLocale() === "ar" ? "جارٍ الإرسال…" : "Sending…";
    },
    /** Sign in */
    get submit(): string {
      return currentLocale() === "ar" ? "تسجيل الدخول" : "Sign in";
    },
    /** An error occurred. Please try again. */
    get requestFailed(): string {
      return currentLocale() === "ar" ? "حدث خطأ. يُرجى المحاولة مرة أخرى." : "An error occurred. Please try again.";
    },
    /** Success */
    get resendSuccessTitle(): string {
      return currentLocale() === "ar" ? "تم بنجاح" : "Success";
    },
    /** OTP send sucessfully. */
    get resendSuccess(): string {
      return currentLocale() === "ar" ? "تم إرسال رمز التحقق بنجاح." : "OTP send sucessfully.";
    },
    /** something went wrong */
    get resendFailedAlert(): string {
      return currentLocale() === "ar" ? "حدث خطأ ما" : "something went wrong";
    },
    /** Error */
    get resendFailedTitle(): string {
      return currentLocale() === "ar" ? "خطأ" : "Error";
    },
    /** Something went wrong. */
    get resendFailed(): string {
      return currentLocale() === "ar" ? "حدث خطأ ما." : "Something went wrong.";
    },
    /** OK */
    get ok(): string {
      return currentLocale() === "ar" ? "حسنًا" : "OK";
    },
  },
  register: {
    /** Register — Specialty Coffee */
    get pageTitle(): string {
      return currentLocale() === "ar" ? "إنشاء حساب — Specialty Coffee" : "Register — Specialty Coffee";
    },
    /** Register */
    get title(): string {
      return currentLocale() === "ar" ? "إنشاء حساب" : "Register";
    },
    /** Create your account */
    get prompt(): string {
      return currentLocale() === "ar" ? "أنشئ حسابك" : "Create your account";
    },
    /** Your name and an Egyptian mobile number. We will text you a 4-digit code. */
    get intro(): string {
      return currentLocale() === "ar" ? "اسمك ورقم هاتف محمول مصري. سنرسل إليك رسالة نصية برمز من 4 أرقام." : "Your name and an Egyptian mobile number. We will text you a 4-digit code.";
    },
    /** Name */
    get nameLabel(): string {
      return currentLocale() === "ar" ? "الاسم" : "Name";
    },
    /** Phone number */
    get phoneLabel(): string {
      return currentLocale() === "ar" ? "رقم الهاتف" : "Phone number";
    },
    /** Register */
    get submit(): string {
      return currentLocale() === "ar" ? "إنشاء الحساب" : "Register";
    },
    /** Already have an account? */
    get haveAccount(): string {
      return currentLocale() === "ar" ? "لديك حساب بالفعل؟" : "Already have an account?";
    },
    /** Login */
    get login(): string {
      return currentLocale() === "ar" ? "تسجيل الدخول" : "Login";
    },
    /** Error */
    get phoneExistsTitle(): string {
      return currentLocale() === "ar" ? "خطأ" : "Error";
    },
    /** Phone Number already exists! */
    get phoneExists(): string {
      return currentLocale() === "ar" ? "رقم الهاتف مسجل بالفعل!" : "Phone Number already exists!";
    },
    /** Is it yours? Log in with it instead. */
    get phoneExistsHint(): string {
      return currentLocale() === "ar" ? "هل هو رقمك؟ سجّل الدخول به بدلًا من ذلك." : "Is it yours? Log in with it instead.";
    },
    /** We could not create your account. Please try again. */
    get failed(): string {
      return currentLocale() === "ar" ? "تعذّر إنشاء حسابك. يُرجى المحاولة مرة أخرى." : "We could not create your account. Please try again.";
    },
    /** No connection to the server. Check your connection and try again. */
    get offline(): string {
      return currentLocale() === "ar" ? "لا يوجد اتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى." : "No connection to the server. Check your connection and try again.";
    },
    /** OK */
    get ok(): string {
      return currentLocale() === "ar" ? "حسنًا" : "OK";
    },
  },
};
