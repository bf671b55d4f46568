// Run time, on the server (built for Node by prerender-plugin.ts with render-openings.tsx, loaded by
// server/modules/menu/menu-page.ts): the menu's opening screen for a cold load of /store-menu, as
// the app first draws it from the same answers (routes/store-menu.tsx). The app's first render
// replaces it, as it does a route shell's skeleton.
import { renderToStaticMarkup } from "react-dom/server";
import { MenuBrowser, MenuOutletLine } from "#client/features/menu/components/menu-browser.tsx";
import { menuStrings } from "#client/features/menu/messages.gen.ts";
import type { MenuData } from "#shared/contract/menu.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { type Locale, setLocaleSource } from "#shared/i18n/locale.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { Skeleton } from "./skeleton-frame.tsx";

/**
 * Synchronous: the locale it sets is every message's until the next call. (This bundle has its
 * own copy of the locale's module: the server's messages keep theirs.)
 */
export function renderMenuOpening(menuData: MenuData, outlet: Outlet, locale: Locale): string {
  setLocaleSource(() => locale);
  return renderToStaticMarkup(
    <Skeleton title={menuStrings.title}>
      <MenuOutletLine name={outletName(outlet)} />
      <MenuBrowser menuData={menuData} onAdd={() => {}} />
    </Skeleton>,
  );
}
