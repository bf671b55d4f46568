// Spec section 9: the order type codes. A module of their own so that code needing only the codes
// (the ordering session at start-up) does not load the order schemas with them.
export const ORDER_TYPE = { delivery: 3, pickup: 2 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];

/**
 * How a receipt's header says the order type: the POS's receipts are in English, and the app
 * shows these lines in the customer's language.
 */
export const RECEIPT_ORDER_TYPE_LINE = { delivery: "Home delivery", pickup: "Store pickup" } as const;
export const receiptOrderTypeLine = (orderType: number) =>
  orderType === ORDER_TYPE.delivery ? RECEIPT_ORDER_TYPE_LINE.delivery : RECEIPT_ORDER_TYPE_LINE.pickup;
