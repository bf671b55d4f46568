import { useSyncExternalStore } from "react";
import { currentLocale, subscribeToLocale } from "./locale.ts";

/** The current language; the component renders again when the customer switches. */
export const useLocale = () => useSyncExternalStore(subscribeToLocale, currentLocale, currentLocale);
