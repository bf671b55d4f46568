// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const profileStrings = {
  /** Profile — Specialty Coffee */
  get pageTitle(): string {
    return currentLocale() === "ar" ? "حسابي — Specialty Coffee" : "Profile — Specialty Coffee";
  },
  /** Profile */
  get title(): string {
    return currentLocale() === "ar" ? "حسابي" : "Profile";
  },
  /** Account */
  get panelLabel(): string {
    return currentLocale() === "ar" ? "الحساب" : "Account";
  },
  /** Profile */
  get profileTab(): string {
    return currentLocale() === "ar" ? "الملف الشخصي" : "Profile";
  },
  /** Past Orders */
  get ordersTab(): string {
    return currentLocale() === "ar" ? "الطلبات السابقة" : "Past Orders";
  },
  /** Your name, email and phone number for orders and receipts. */
  get formIntro(): string {
    return currentLocale() === "ar" ? "اسمك وبريدك الإلكتروني ورقم هاتفك، للطلبات والإيصالات." : "Your name, email and phone number for orders and receipts.";
  },
  fields: {
    /** First Name */
    get first_name(): string {
      return currentLocale() === "ar" ? "الاسم الأول" : "First Name";
    },
    /** Last Name */
    get last_name(): string {
      return currentLocale() === "ar" ? "اسم العائلة" : "Last Name";
    },
    /** Email */
    get email(): string {
      return currentLocale() === "ar" ? "البريد الإلكتروني" : "Email";
    },
    /** Phone Number */
    get phone_number(): string {
      return currentLocale() === "ar" ? "رقم الهاتف" : "Phone Number";
    },
  },
  /** Optional */
  get optional(): string {
    return currentLocale() === "ar" ? "اختياري" : "Optional";
  },
  /** Update */
  get update(): string {
    return currentLocale() === "ar" ? "تحديث" : "Update";
  },
  /** Success */
  get successTitle(): string {
    return currentLocale() === "ar" ? "تم بنجاح" : "Success";
  },
  /** Error */
  get errorTitle(): string {
    return currentLocale() === "ar" ? "خطأ" : "Error";
  },
  /** OK */
  get ok(): string {
    return currentLocale() === "ar" ? "حسنًا" : "OK";
  },
  /** We could not update your profile. Please try again. */
  get failed(): string {
    return currentLocale() === "ar" ? "تعذّر تحديث بياناتك. يُرجى المحاولة مرة أخرى." : "We could not update your profile. Please try again.";
  },
  /** No connection to the server. Check your connection and try again. */
  get offline(): string {
    return currentLocale() === "ar" ? "لا يوجد اتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى." : "No connection to the server. Check your connection and try again.";
  },
  phoneChange: {
    /** Confirm your new phone number */
    get title(): string {
      return currentLocale() === "ar" ? "تأكيد رقم هاتفك الجديد" : "Confirm your new phone number";
    },
    /** We have sent a 4-digit code to */
    get sentTo(): string {
      return currentLocale() === "ar" ? "أرسلنا رمزًا من 4 أرقام إلى" : "We have sent a 4-digit code to";
    },
    /** Enter the 4-digit code */
    get legend(): string {
      return currentLocale() === "ar" ? "أدخل الرمز المكوّن من 4 أرقام" : "Enter the 4-digit code";
    },
    /** Confirm number */
    get confirm(): string {
      return currentLocale() === "ar" ? "تأكيد الرقم" : "Confirm number";
    },
    /** Keep my current number */
    get cancel(): string {
      return currentLocale() === "ar" ? "الإبقاء على رقمي الحالي" : "Keep my current number";
    },
    /** We could not confirm your new number. Please try again. */
    get failed(): string {
      return currentLocale() === "ar" ? "تعذّر تأكيد رقمك الجديد. يُرجى المحاولة مرة أخرى." : "We could not confirm your new number. Please try again.";
    },
  },
  otherDevices: {
    /** Other devices */
    get title(): string {
      return currentLocale() === "ar" ? "الأجهزة الأخرى" : "Other devices";
    },
    /** Signed in on a phone or computer you no longer use? Sign out everywhere but here. */
    get intro(): string {
      return currentLocale() === "ar" ? "هل سجّلت الدخول على هاتف أو كمبيوتر لم تعد تستخدمه؟ سجّل الخروج من كل الأجهزة عدا هذا الجهاز." : "Signed in on a phone or computer you no longer use? Sign out everywhere but here.";
    },
    /** Sign out other devices */
    get signOut(): string {
      return currentLocale() === "ar" ? "تسجيل الخروج من الأجهزة الأخرى" : "Sign out other devices";
    },
    /** We could not sign out your other devices. Please try again. */
    get failed(): string {
      return currentLocale() === "ar" ? "تعذّر تسجيل خروجك من الأجهزة الأخرى. يُرجى المحاولة مرة أخرى." : "We could not sign out your other devices. Please try again.";
    },
  },
};
