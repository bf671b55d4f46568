// The menu's page for a cold load (no service worker yet): the menu's shell with its opening
// screen painted in by the server, so a phone shows the cards before the app's code has arrived
// (see shared/contract/menu-paint.ts). Only when the browser's cookie names an outlet that is
// open now (a closed one's menu opens under a banner, which the app draws). Anything else gets
// the route shell as built, which paints a skeleton: never an error page.
import { type MenuView, readMenuView } from "#shared/contract/menu-paint.ts";
import { openingStatus } from "#shared/rules/opening-hours.ts";
import { type PaintedPageOptions, paintedFromAnswers, paintedPage, paintedShell } from "./painter.ts";

export function createMenuPage({ painter: loadPainter, menu, outlets, clock, log }: PaintedPageOptions) {
  return paintedPage("menu page", readMenuView, paint, log);

  async function paint({ outletId, locale }: MenuView): Promise<string | undefined> {
    const list = await outlets.list();
    const outlet = list.find((candidate) => candidate.id === outletId);
    const hours = outlet?.opening_times;
    if (!outlet || (hours && !openingStatus(hours, clock()).open)) return undefined;
    const [painter, answer] = await Promise.all([loadPainter(), menu.menuAnswer(outletId)]);
    if (!painter) return undefined;
    const markup = painter.renderMenuOpening(answer.menuData, outlet, locale);
    return paintedShell(painter.shells.menu, markup, locale, paintedFromAnswers(answer.json, list));
  }
}
