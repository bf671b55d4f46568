import type { OracleResponse } from "#shared/contract/orders.ts";

export type PosOrder = {
  id: string;
  outletId: number;
  outletName: string;
  orderType: number;
  lines: {
    name: string;
    quantity: number;
    unitPrice: number;
    condiments: { name: string; price: number }[];
  }[];
  subtotal: number;
  vat: number;
  deliveryFee: number;
  total: number;
};

/** The stores' point of sale. It must accept each order once, even when handed it twice. */
export interface PosGateway {
  submit(order: PosOrder): Promise<{ reference: string; oracleResponse: OracleResponse }>;
}
