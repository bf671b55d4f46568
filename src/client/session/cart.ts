// The cart in local storage (`cartItems`, `cartExpiry`), read through the shared cart rules.
// An expired cart is emptied when read (spec section 4).
import { useEffect, useSyncExternalStore } from "react";
import * as z from "zod/mini";
import { readJson, readRaw, removeKeys, storageKeys, writeJson, writeRaw } from "#client/lib/storage.ts";
import { type CartLine, cartLineSchema } from "#shared/contract/cart.ts";
import * as rules from "#shared/rules/cart.ts";

const cartSchema = z.lazy(() => z.array(cartLineSchema));

export function readCart(now = Date.now()): CartLine[] {
  const expiry = Number(readRaw(storageKeys.cartExpiry));
  if (rules.isExpired(Number.isFinite(expiry) && expiry > 0 ? expiry : null, now)) {
    clearCart();
    return [];
  }
  return readJson(storageKeys.cartItems, cartSchema) ?? [];
}

/** When the stored cart expires; a queued order is dropped then. */
export function cartExpiresAt(now = Date.now()): number {
  const expiry = Number(readRaw(storageKeys.cartExpiry));
  return Number.isFinite(expiry) && expiry > 0 ? expiry : rules.expiryAfterAdd(now);
}

function writeCart(lines: CartLine[]): void {
  if (lines.length === 0) clearCart();
  else writeJson(storageKeys.cartItems, lines);
}

export function addToCart(line: CartLine, now = Date.now()): void {
  writeCart(rules.addLine(readCart(now), line));
  writeRaw(storageKeys.cartExpiry, String(rules.expiryAfterAdd(now)));
}

export function setLineQuantity(index: number, quantity: number): void {
  writeCart(rules.setQuantity(readCart(), index, quantity));
}

export function removeCartLine(index: number): void {
  writeCart(rules.removeLine(readCart(), index));
}

/**
 * Without the condiment a line may equal another one (same item, condiments and note): they
 * become one line, as if added that way.
 */
export function removeLineCondiment(index: number, condimentId: number): void {
  const lines = rules.removeCondiment(readCart(), index, condimentId);
  writeCart(lines.reduce<CartLine[]>((merged, line) => rules.addLine(merged, line), []));
}

export function clearCart(): void {
  removeKeys(storageKeys.cartItems, storageKeys.cartExpiry);
}

// Re-read only when the stored cart changes or expires, so React sees a stable array between
// changes. Rendering never writes storage: an expired cart reads as empty here, and its keys are
// removed by useCart's effect.
let cachedKey: string | undefined;
// One empty cart for every "no lines" answer, the prerender's included: the landing page then
// hydrates with nothing to re-render for a customer without a cart.
const NO_LINES: CartLine[] = [];
let cachedLines: CartLine[] = NO_LINES;
function snapshot(): CartLine[] {
  const items = readRaw(storageKeys.cartItems);
  const expiry = readRaw(storageKeys.cartExpiry);
  const expired = rules.isExpired(expiry ? Number(expiry) : null, Date.now());
  const key = `${items}|${expiry}|${expired}`;
  if (key !== cachedKey) {
    cachedKey = key;
    const lines = expired ? NO_LINES : (readJson(storageKeys.cartItems, cartSchema) ?? NO_LINES);
    cachedLines = lines.length === 0 ? NO_LINES : lines;
  }
  return cachedLines;
}

function subscribe(listener: () => void) {
  const onChange = () => listener();
  window.addEventListener("storefront:storage", onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener("storefront:storage", onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function useCart(): CartLine[] {
  const lines = useSyncExternalStore(subscribe, snapshot, () => NO_LINES);
  useEffect(() => {
    if (lines.length === 0) {
      readCart(); // empties the keys of an expired cart
      return;
    }
    // A screen left open past the expiry empties then, not on the next change.
    const expiry = Number(readRaw(storageKeys.cartExpiry));
    if (!Number.isFinite(expiry) || expiry <= 0) return;
    const timer = setTimeout(readCart, Math.min(Math.max(0, expiry - Date.now()), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [lines]);
  return lines;
}

export function useCartCount(): number {
  return rules.itemCount(useCart());
}
