// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale, select } from "#shared/i18n/format.ts";

export const menuMessages = {
  /** The selected outlet does not exist. */
  get outletMissing(): string {
    return currentLocale() === "ar" ? "الفرع المحدد غير موجود." : "The selected outlet does not exist.";
  },
  /** This {kind} is not on this store's menu. */
  notOnMenu: (a: { kind: string }): string =>
    currentLocale() === "ar" ? `${select(String(a.kind), { "item": `هذا الصنف`, "condiment": `هذه الإضافة`, "other": `هذا العنصر` })} ليس ضمن قائمة هذا الفرع.` : `This ${a.kind} is not on this store's menu.`,
};
