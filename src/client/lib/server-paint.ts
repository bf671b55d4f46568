// The browser's side of the server-painted cold loads of the menu and the cart
// (shared/contract/menu-paint.ts, cart-paint.ts): the answers a painted page carries, for the
// app's first render to draw the same screen from. The cookies that ask for the paint are
// kept by paint-cookies.ts.
import { safeParse } from "zod/v4/core";
import { type FetchMenuResponse, fetchMenu } from "#shared/contract/menu.ts";
import { PAINTED_FROM_ELEMENT_ID } from "#shared/contract/menu-paint.ts";
import { type FetchOutletResponse, fetchOutlet } from "#shared/contract/outlets.ts";

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
