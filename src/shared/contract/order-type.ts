// Spec section 9: the order type codes. A module of their own so that code needing only the codes
// (the ordering session at start-up) does not load the order schemas with them.
export const ORDER_TYPE = { delivery: 3, pickup: 2 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
