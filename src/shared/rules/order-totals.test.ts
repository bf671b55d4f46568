import { describe, expect, it } from "vitest";
import { lineTotal, orderTotals } from "./order-totals.ts";

describe("order totals", () => {
  const lines = [
    { unitPrice: 8750, condimentPrices: [2500, 1500], quantity: 2 }, // (87.50 + 25 + 15) x 2
    { unitPrice: 19000, condimentPrices: [], quantity: 1 },
  ];

  it("prices a line with its condiments times its quantity", () => {
    expect(lineTotal(lines[0] as (typeof lines)[0])).toBe(25500);
  });

  const fulfilments = [
    {
      name: "adds VAT 14 % on the subtotal and the 25 EGP delivery fee after it",
      delivery: true,
      totals: { subtotal: 44500, vat: 6230, delivery: 2500, total: 53230 },
    },
    {
      name: "charges no delivery for pickup",
      delivery: false,
      totals: { subtotal: 44500, vat: 6230, delivery: 0, total: 50730 },
    },
  ];

  for (const { name, delivery, totals } of fulfilments) {
    it(name, () => {
      expect(orderTotals(lines, { delivery })).toEqual(totals);
    });
  }

  it("is zero for an empty cart", () => {
    expect(orderTotals([], { delivery: false }).total).toBe(0);
  });
});
