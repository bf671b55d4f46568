// The Idempotency-Key of place_order and re_order: its header and pattern come from the contract.
import type { FastifyRequest } from "fastify";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "#shared/contract/endpoint.ts";
import { httpMessages } from "./messages.gen.ts";
import { RequestValidationError } from "./validation.ts";

const header = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** The key the request carries (trimmed), or undefined without one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[header];
  return typeof value === "string" ? value.trim() : undefined;
}

/** A 422 naming the header unless the key has the contract's shape. */
export function assertIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new RequestValidationError({
      [IDEMPOTENCY_KEY_HEADER]: [httpMessages.idempotencyKey({ header: IDEMPOTENCY_KEY_HEADER })],
    });
  }
}
