// The cart in local storage (`cartItems`, `cartExpiry`), read through the shared cart rules.
// An expired cart is emptied when read (spec section 4).
import { useSyncExternalStore } from "react";
import { z } from "zod";
import { readJson, readRaw, removeKeys, storageKeys, writeJson, writeRaw } from "#client/lib/storage.ts";
import { type CartLine, cartLineSchema } from "#shared/contract/cart.ts";
import * as rules from "#shared/rules/cart.ts";

const cartSchema = z.array(cartLineSchema);

export function readCart(now = Date.now()): CartLine[] {
  const expiry = Number(readRaw(storageKeys.cartExpiry));
  if (rules.isExpired(Number.isFinite(expiry) && expiry > 0 ? expiry : null, now)) {
    clearCart();
    return [];
  }
  return readJson(storageKeys.cartItems, cartSchema) ?? [];
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

export function removeLineCondiment(index: number, condimentId: number): void {
  writeCart(rules.removeCondiment(readCart(), index, condimentId));
}

export function clearCart(): void {
  removeKeys(storageKeys.cartItems, storageKeys.cartExpiry);
}

// Re-read only when the stored cart changes or expires, so React sees a stable array between changes.
let cachedKey: string | undefined;
let cachedLines: CartLine[] = [];
function snapshot(): CartLine[] {
  const expiry = readRaw(storageKeys.cartExpiry);
  const key = `${readRaw(storageKeys.cartItems)}|${expiry}`;
  if (key !== cachedKey || rules.isExpired(expiry ? Number(expiry) : null, Date.now())) {
    cachedLines = readCart();
    cachedKey = `${readRaw(storageKeys.cartItems)}|${readRaw(storageKeys.cartExpiry)}`;
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
  return useSyncExternalStore(subscribe, snapshot, () => []);
}

export function useCartCount(): number {
  return rules.itemCount(useCart());
}
