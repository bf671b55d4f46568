// The spec carries the menu and submenu to open in the browser's history state, not the URL.
declare module "@tanstack/history" {
  interface HistoryState {
    menu?: string;
    submenu?: string;
  }
}

export type MenuState = { menu?: string; submenu?: string };

/** Gift and bean buttons open the menu on the specialty beans. */
export const SPECIALTY_BEANS: MenuState = { menu: "COFFEE-BEANS", submenu: "Specialty-Coffee-Beans" };
