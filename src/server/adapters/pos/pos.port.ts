import type { OracleResponse } from "#shared/contract/orders.ts";

export type PosOrder = {
  id: string;
  outletId: number;
  outletName: string;
  orderType: number;
  /** The slot ordered ahead for, or null: as soon as possible. */
  pickupAt: Date | null;
  lines: {
    itemId: number;
    name: string;
    quantity: number;
    unitPrice: number;
    condiments: { id: number; name: string; price: number }[];
  }[];
  subtotal: number;
  vat: number;
  deliveryFee: number;
  total: number;
};

/** Where a check stands at the POS, once the POS has taken the order. */
export type PosCheckStatus = "open" | "closed" | "voided";

/** The stores' point of sale. It must accept each order once, even when handed it twice. */
export interface PosGateway {
  submit(order: PosOrder): Promise<{ reference: string; oracleResponse: OracleResponse }>;
  /**
   * The check's state now, for an order the POS has taken (its reference from submit); null when
   * the POS no longer knows it. A POS that cannot tell leaves this out.
   */
  checkStatus?(reference: string): Promise<PosCheckStatus | null>;
}
