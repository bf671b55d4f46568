// The menu's page for a cold load (no service worker yet): the menu's shell with its opening
// screen painted in by the server, so a phone shows the cards before the app's code has arrived
// (see shared/contract/menu-paint.ts). Only when the browser's cookie names an outlet that is
// open now (a closed one's menu opens under a banner, which the app draws). Anything else gets
// the route shell as built, which paints a skeleton: never an error page.
import type { FastifyBaseLogger } from "fastify";
import { type MenuView, PAINTED_FROM_ELEMENT_ID, readMenuView } from "#shared/contract/menu-paint.ts";
import { directionOf, type Locale } from "#shared/i18n/locale.ts";
import { openingStatus } from "#shared/rules/opening-hours.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import type { MenuService } from "./menu.service.ts";
import type { Painter } from "./painter.ts";

export type PaintedPageOptions = {
  painter: () => Promise<Painter | null>;
  menu: MenuService;
  outlets: OutletsService;
  clock: () => Date;
  log: FastifyBaseLogger;
};

export function createMenuPage({ painter: loadPainter, menu, outlets, clock, log }: PaintedPageOptions) {
  return {
    /** The painted page for this Cookie header, or undefined: send the route shell. */
    async page(cookieHeader: string | undefined): Promise<string | undefined> {
      const view = readMenuView(cookieHeader);
      if (!view) return undefined;
      try {
        return await paint(view);
      } catch (error) {
        log.warn({ err: error, outletId: view.outletId }, "menu page: not painted");
        return undefined;
      }
    },
  };

  async function paint({ outletId, locale }: MenuView): Promise<string | undefined> {
    const list = await outlets.list();
    const outlet = list.find((candidate) => candidate.id === outletId);
    const hours = outlet?.opening_times;
    if (!outlet || (hours && !openingStatus(hours, clock()).open)) return undefined;
    const [painter, answer] = await Promise.all([loadPainter(), menu.menuAnswer(outletId)]);
    if (!painter) return undefined;
    const paintedFrom = `{"fetch_menu":${answer.json},"fetch_outlet":${JSON.stringify({ status: 200, data: list })}}`;
    const markup = painter.renderMenuOpening(answer.menuData, outlet, locale);
    return paintedShell(painter.shells.menu, markup, locale, paintedFrom);
  }
}

/**
 * The menu's shell with `markup` in place of its skeleton, in `locale`'s language and direction,
 * and the answers it was painted from (JSON) at the end of the body: not a script that runs, so
 * the Content-Security-Policy allows it; no `<` in it can close the element.
 */
export function paintedShell(shell: string, markup: string, locale: Locale, paintedFrom: string): string {
  const html = '<html lang="en" dir="ltr">';
  const root = '<div id="root">';
  const start = shell.indexOf(root) + root.length;
  const end = shell.lastIndexOf("</div>", shell.indexOf("</body>"));
  if (!shell.startsWith("<!doctype html>") || !shell.includes(html) || start < root.length || end < start) {
    throw new Error("painted page: the route shell is not the one the build writes");
  }
  const data = `<script type="application/json" id="${PAINTED_FROM_ELEMENT_ID}">${paintedFrom.replaceAll("<", "\\u003c")}</script>`;
  return `${shell.slice(0, start)}${markup}</div>\n    ${data}${shell.slice(end + "</div>".length)}`.replace(
    html,
    `<html lang="${locale}" dir="${directionOf(locale)}">`,
  );
}
