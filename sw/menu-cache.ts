// Shared by the service worker and its tests: where each outlet's last menu is kept.
export const MENU_CACHE = "storefront-menus";

export function menuCacheKey(outletId: unknown): string {
  const id = Number(outletId);
  return `/api/__menu-cache/${Number.isInteger(id) && id > 0 ? id : "unknown"}`;
}
