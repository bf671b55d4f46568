// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const addressMessages = {
  /** Your selected location is not inside any delivery area! */
  get outsideArea(): string {
    return currentLocale() === "ar" ? "الموقع الذي اخترته خارج نطاق التوصيل!" : "Your selected location is not inside any delivery area!";
  },
  /** No nearby outlets found! */
  get noNearbyOutlet(): string {
    return currentLocale() === "ar" ? "لا توجد فروع قريبة!" : "No nearby outlets found!";
  },
  /** Address not found. */
  get notFound(): string {
    return currentLocale() === "ar" ? "العنوان غير موجود." : "Address not found.";
  },
  /** Address saved successfully. */
  get saved(): string {
    return currentLocale() === "ar" ? "تم حفظ العنوان بنجاح." : "Address saved successfully.";
  },
  /** Address updated successfully. */
  get updated(): string {
    return currentLocale() === "ar" ? "تم تحديث العنوان بنجاح." : "Address updated successfully.";
  },
  /** Address deleted successfully. */
  get deleted(): string {
    return currentLocale() === "ar" ? "تم حذف العنوان بنجاح." : "Address deleted successfully.";
  },
};
