// Router state the ordering screens carry (spec section 2): /order-summary gets the order id,
// /iframe the payment page's address. Neither goes into the URL.
declare module "@tanstack/history" {
  interface HistoryState {
    orderId?: string;
    url?: string;
  }
}

export {};
