// What the server's painted pages (menu-page.ts, cart-page.ts) share: the client build's renderer
// of opening screens (src/client/prerender/render-openings.tsx, built for Node) and the shells
// they go in, loaded on the first cold load that asks (a server that never paints never holds
// React), and the splicing of a screen and its answers into a shell.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { CartOpening } from "#shared/contract/cart-paint.ts";
import type { MenuData } from "#shared/contract/menu.ts";
import { PAINTED_FROM_ELEMENT_ID } from "#shared/contract/menu-paint.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { CART_PAINT_SHELL, MENU_PAINT_SHELL, SERVER_PAINT_RENDERER } from "#shared/contract/pages.ts";
import { directionOf, type Locale } from "#shared/i18n/locale.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import type { MenuService } from "./menu.service.ts";

export type Painter = {
  shells: { menu: string; cart: string };
  renderMenuOpening(menuData: MenuData, outlet: Outlet, locale: Locale): string;
  renderCartOpening(opening: CartOpening): string;
};

/** What the painted pages are made with. */
export type PaintedPageOptions = {
  painter: () => Promise<Painter | null>;
  menu: MenuService;
  outlets: OutletsService;
  clock: () => Date;
  log: FastifyBaseLogger;
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

/**
 * The page painted for the view a Cookie header holds (`read`), or undefined: the caller sends
 * the route shell as built. A failure to paint is logged, never the customer's error page.
 */
export function paintedPage<View extends { outletId: number }>(
  what: string,
  read: (cookieHeader: string | undefined) => View | undefined,
  paint: (view: View) => Promise<string | undefined>,
  log: FastifyBaseLogger,
) {
  return {
    async page(cookieHeader: string | undefined): Promise<string | undefined> {
      const view = read(cookieHeader);
      if (!view) return undefined;
      try {
        return await paint(view);
      } catch (error) {
        log.warn({ err: error, outletId: view.outletId }, `${what}: not painted`);
        return undefined;
      }
    },
  };
}

/** What a painted page carries for the app's first render: the answers, as their calls send them. */
export const paintedFromAnswers = (menuAnswerJson: string, outlets: Outlet[]): string =>
  `{"fetch_menu":${menuAnswerJson},"fetch_outlet":${JSON.stringify({ status: 200, data: outlets })}}`;

/**
 * A route's paint shell with `markup` in place of its skeleton, in `locale`'s language and direction,
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
