// The client build's renderer of opening screens (src/client/prerender/render-openings.tsx, built
// for Node), which the menu's and the cart's cold loads are painted with, and the shells they go
// in. Loaded on the first cold load that asks: a server that never paints never holds React.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { CartOpening } from "#shared/contract/cart-paint.ts";
import type { MenuData } from "#shared/contract/menu.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { CART_PAINT_SHELL, MENU_PAINT_SHELL, SERVER_PAINT_RENDERER } from "#shared/contract/pages.ts";
import type { Locale } from "#shared/i18n/locale.ts";

export type Painter = {
  shells: { menu: string; cart: string };
  renderMenuOpening(menuData: MenuData, outlet: Outlet, locale: Locale): string;
  renderCartOpening(opening: CartOpening): string;
};

/** The painter of this client build; null (logged once) when the build has none. */
export function createPainter(clientDir: string, log: FastifyBaseLogger): () => Promise<Painter | null> {
  let painter: Promise<Painter | null> | undefined;
  return () => {
    painter ??= Promise.all([
      readFile(path.join(clientDir, MENU_PAINT_SHELL), "utf8"),
      readFile(path.join(clientDir, CART_PAINT_SHELL), "utf8"),
      import(pathToFileURL(path.join(clientDir, SERVER_PAINT_RENDERER)).href),
    ]).then(
      ([menu, cart, module]) => ({
        shells: { menu, cart },
        renderMenuOpening: module.renderMenuOpening,
        renderCartOpening: module.renderCartOpening,
      }),
      (error) => {
        log.warn({ err: error }, "painted pages: no renderer in this build; cold loads get the skeleton");
        return null;
      },
    );
    return painter;
  };
}
