// The cart's page for a cold load (no service worker yet): the cart's shell with its opening
// screen painted in by the server from the browser's cookie (see shared/contract/cart-paint.ts),
// so a phone shows its cart before the app's code has arrived. Anything else (no cookie, a
// damaged one, an outlet no longer listed, a build without the renderer, any failure) gets the
// route shell as built, which paints a skeleton: never an error page.
import { type CartView, readCartView } from "#shared/contract/cart-paint.ts";
import { type PaintedPageOptions, paintedShell } from "./menu-page.ts";

export function createCartPage({ painter: loadPainter, menu, outlets, clock, log }: PaintedPageOptions) {
  return {
    /** The painted page for this Cookie header, or undefined: send the route shell. */
    async page(cookieHeader: string | undefined): Promise<string | undefined> {
      const view = readCartView(cookieHeader);
      if (!view) return undefined;
      try {
        return await paint(view);
      } catch (error) {
        log.warn({ err: error, outletId: view.outletId }, "cart page: not painted");
        return undefined;
      }
    },
  };

  async function paint({ outletId, locale, lines }: CartView): Promise<string | undefined> {
    const list = await outlets.list();
    const outlet = list.find((candidate) => candidate.id === outletId);
    if (!outlet) return undefined;
    const [painter, answer] = await Promise.all([loadPainter(), menu.menuAnswer(outletId)]);
    if (!painter) return undefined;
    // The same answers as the menu's paint: the cart's first render reads the outlet's hours and
    // the menu's names and sold-out marks from them.
    const paintedFrom = `{"fetch_menu":${answer.json},"fetch_outlet":${JSON.stringify({ status: 200, data: list })}}`;
    const markup = painter.renderCartOpening({
      lines,
      outlet,
      menuData: answer.menuData,
      now: clock(),
      locale,
    });
    return paintedShell(painter.shells.cart, markup, locale, paintedFrom);
  }
}
