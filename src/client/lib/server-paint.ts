// The browser's side of the menu's server-painted cold load (shared/contract/menu-paint.ts): the
// cookie that tells the server which outlet's menu to paint, and the answers a painted page
// carries, for the app's first render to draw the same screen from.
import { safeParse } from "zod/v4/core";
import { type FetchMenuResponse, fetchMenu } from "#shared/contract/menu.ts";
import { menuViewCookie, PAINTED_FROM_ELEMENT_ID } from "#shared/contract/menu-paint.ts";
import { type FetchOutletResponse, fetchOutlet } from "#shared/contract/outlets.ts";
import { currentLocale } from "#shared/i18n/locale.ts";

/** The menu of this outlet is the one to paint next time, in the language read now. */
export function rememberMenuView(outletId: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4, which many of the chain's customers' iPhones run.
  document.cookie = menuViewCookie({ outletId, locale: currentLocale() });
}

export type PaintedAnswers = { fetch_menu?: FetchMenuResponse; fetch_outlet?: FetchOutletResponse };

/**
 * The answers this page was painted from, each checked with its endpoint's response schema (a
 * damaged one is left out: the screen fetches it). Taken once: later visits fetch as usual.
 */
export function takePaintedAnswers(): PaintedAnswers {
  const element = document.getElementById(PAINTED_FROM_ELEMENT_ID);
  if (!element) return {};
  element.remove();
  let painted: { fetch_menu?: unknown; fetch_outlet?: unknown };
  try {
    painted = JSON.parse(element.textContent ?? "");
  } catch {
    return {};
  }
  const menu = safeParse(fetchMenu.response, painted?.fetch_menu);
  const outlets = safeParse(fetchOutlet.response, painted?.fetch_outlet);
  return {
    fetch_menu: menu.success ? menu.data : undefined,
    fetch_outlet: outlets.success ? outlets.data : undefined,
  };
}
