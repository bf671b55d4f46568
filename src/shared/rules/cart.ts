// The cart's rules (spec sections 3 and 4): lines merge when the same item has the same
// condiments and note; the cart expires 24 hours after the last add.
import type { CartLine } from "../contract/cart.ts";
import { CART_MAX_QUANTITY } from "../contract/cart.ts";
import { toPiastres } from "../money/money.ts";
import type { PricedLine } from "./order-totals.ts";

export const CART_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function sameChoice(a: CartLine, b: CartLine): boolean {
  const ids = (line: CartLine) =>
    line.condiment_data
      .map((condiment) => condiment.condiment_id)
      .sort((x, y) => x - y)
      .join(",");
  return a.itemId === b.itemId && a.note.trim() === b.note.trim() && ids(a) === ids(b);
}

export function addLine(lines: CartLine[], line: CartLine): CartLine[] {
  const index = lines.findIndex((existing) => sameChoice(existing, line));
  if (index === -1) return [...lines, line];
  return lines.map((existing, i) =>
    i === index
      ? { ...existing, quantity: Math.min(CART_MAX_QUANTITY, existing.quantity + line.quantity) }
      : existing,
  );
}

export function setQuantity(lines: CartLine[], index: number, quantity: number): CartLine[] {
  if (quantity < 1) return removeLine(lines, index);
  return lines.map((line, i) =>
    i === index ? { ...line, quantity: Math.min(CART_MAX_QUANTITY, quantity) } : line,
  );
}

export function removeLine(lines: CartLine[], index: number): CartLine[] {
  return lines.filter((_, i) => i !== index);
}

export function removeCondiment(lines: CartLine[], index: number, condimentId: number): CartLine[] {
  return lines.map((line, i) =>
    i === index
      ? {
          ...line,
          condiment_data: line.condiment_data.filter((condiment) => condiment.condiment_id !== condimentId),
        }
      : line,
  );
}

/** The number on the cart badge: items, not lines. */
export function itemCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function isExpired(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && now >= expiresAt;
}

export function expiryAfterAdd(now: number): number {
  return now + CART_LIFETIME_MS;
}

export function pricedLine(line: CartLine): PricedLine {
  return {
    unitPrice: toPiastres(line.itemPrice),
    condimentPrices: line.condiment_data.map((condiment) => toPiastres(condiment.condiment_price)),
    quantity: line.quantity,
  };
}
