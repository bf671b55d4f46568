// The cart's page for a cold load (no service worker yet): the cart's shell with its opening
// screen painted in by the server from the browser's cookie (see shared/contract/cart-paint.ts),
// so a phone shows its cart before the app's code has arrived. Anything else (no cookie, a
// damaged one, an outlet no longer listed, a build without the renderer, any failure) gets the
// route shell as built, which paints a skeleton: never an error page.
import { type CartView, readCartView } from "#shared/contract/cart-paint.ts";
import { type PaintedPageOptions, paintedFromAnswers, paintedPage, paintedShell } from "./painter.ts";

export function createCartPage({ painter: loadPainter, menu, outlets, clock, log }: PaintedPageOptions) {
  return paintedPage("cart page", readCartView, paint, log);

  async function paint({ outletId, locale, lines }: CartView): Promise<string | undefined> {
    const list = await outlets.list();
    const outlet = list.find((candidate) => candidate.id === outletId);
    if (!outlet) return undefined;
    const [painter, answer] = await Promise.all([loadPainter(), menu.menuAnswer(outletId)]);
    if (!painter) return undefined;
    // The same answers as the menu's page: the cart's first render reads the outlet's hours and
    // the menu's names and sold-out marks from them.
    const markup = painter.renderCartOpening({
      lines,
      outlet,
      menuData: answer.menuData,
      now: clock(),
      locale,
    });
    return paintedShell(painter.shells.cart, markup, locale, paintedFromAnswers(answer.json, list));
  }
}
