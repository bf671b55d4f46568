// Spec section 2: the bottom bar's menu icon goes straight to /store-menu when an order type and
// a selected address id are stored; otherwise it opens the Select Method modal.
export type MenuIconAction = "store-menu" | "select-method";

const stored = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";

export function menuIconAction(orderType: string | null, selectAddressId: string | null): MenuIconAction {
  return stored(orderType) && stored(selectAddressId) ? "store-menu" : "select-method";
}
