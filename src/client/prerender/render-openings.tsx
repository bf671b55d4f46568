// The server's painter (built for Node by prerender-plugin.ts into shared/contract/pages.ts's
// SERVER_PAINT_RENDERER): the opening screens it paints cold loads with.
export { renderCartOpening } from "./render-cart-opening.tsx";
export { renderMenuOpening } from "./render-menu-opening.tsx";
