// Paymob signs each callback with HMAC-SHA512 over a fixed, ordered list of its fields, values
// concatenated without separators, hex-encoded in the `hmac` query parameter. Not over the raw
// body: a field outside the list (merchant_order_id among them) is not signed and never trusted.
// https://developers.paymob.com/paymob-docs/developers/webhook-callbacks-and-hmac/hmac/hmac-transaction-callback
import { createHmac, timingSafeEqual } from "node:crypto";

/** A transaction callback's signed fields, in Paymob's order (lexicographic by key). */
export const TRANSACTION_FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
] as const;

/** A card token callback's signed fields, in Paymob's order. */
export const CARD_TOKEN_FIELDS = [
  "card_subtype",
  "created_at",
  "email",
  "id",
  "masked_pan",
  "merchant_id",
  "order_id",
  "token",
] as const;

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : "";

/** The value at a dotted path of a JSON object (the processed callback's `obj`). */
function at(object: unknown, path: string): unknown {
  let value = object;
  for (const key of path.split(".")) {
    value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** The string Paymob signs for a processed (POST) callback's transaction object. */
export function processedCallbackString(obj: unknown): string {
  return TRANSACTION_FIELDS.map((field) => text(at(obj, field))).join("");
}

/**
 * The string Paymob signs for a response (GET) callback: the same fields, flat in the query,
 * with the order's id under `order_id` (older redirects name it `order`).
 */
export function responseCallbackString(query: Record<string, unknown>): string {
  return TRANSACTION_FIELDS.map((field) =>
    text(field === "order.id" ? (query.order_id ?? query.order) : query[field]),
  ).join("");
}

/** The string Paymob signs for a card token callback's object. */
export function cardTokenCallbackString(obj: unknown): string {
  return CARD_TOKEN_FIELDS.map((field) => text(at(obj, field))).join("");
}

/** Whether `given` is the HMAC-SHA512 of `signed` under `secret`, compared in constant time. */
export function hmacMatches(secret: string, signed: string, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const expected = createHmac("sha512", secret).update(signed).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
