// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const mapStrings = {
  /** Loading map... */
  get loading(): string {
    return currentLocale() === "ar" ? "جارٍ تحميل الخريطة..." : "Loading map...";
  },
  /** Error loading maps */
  get error(): string {
    return currentLocale() === "ar" ? "تعذّر تحميل الخرائط" : "Error loading maps";
  },
  /** Map */
  get map(): string {
    return currentLocale() === "ar" ? "الخريطة" : "Map";
  },
  /** Zoom in */
  get zoomIn(): string {
    return currentLocale() === "ar" ? "تكبير" : "Zoom in";
  },
  /** Zoom out */
  get zoomOut(): string {
    return currentLocale() === "ar" ? "تصغير" : "Zoom out";
  },
  /** Use Ctrl + scroll to zoom the map */
  get ctrlScroll(): string {
    return currentLocale() === "ar" ? "استخدم Ctrl مع التمرير لتكبير الخريطة أو تصغيرها" : "Use Ctrl + scroll to zoom the map";
  },
  /** Use ⌘ + scroll to zoom the map */
  get cmdScroll(): string {
    return currentLocale() === "ar" ? "استخدم ⌘ مع التمرير لتكبير الخريطة أو تصغيرها" : "Use ⌘ + scroll to zoom the map";
  },
  /** Use two fingers to move the map */
  get twoFingers(): string {
    return currentLocale() === "ar" ? "استخدم إصبعين لتحريك الخريطة" : "Use two fingers to move the map";
  },
};
