// Bearer tokens: 256 random bits, given to the client once, stored only as a SHA-256 hash (the
// auth module keeps them; this reads the header and asks it whose token it is).
import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.ts";
import { httpMessages } from "./messages.gen.ts";

declare module "fastify" {
  interface FastifyRequest {
    userId: number | null;
    tokenHash: string | null;
    /** A walk-in's store (see kiosk/walk_in), or null: a customer with an account, or no one. */
    walkInOutletId: number | null;
  }
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token and the hash to store for it. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/** The bearer token of a request, or null (absent or not a token's shape). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * An onRequest hook for the calls the contract marks bearer: 401 unless the token is live.
 * `liveTokenUser` answers the user of a live token's hash, or null.
 */
export function authenticate(liveTokenUser: (tokenHash: string) => Promise<TokenUser | null>) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, httpMessages.unauthenticated);
    const tokenHash = hashToken(token);
    const user = await liveTokenUser(tokenHash);
    if (user === null) throw new HttpError(401, httpMessages.unauthenticated);
    request.userId = user.userId;
    request.walkInOutletId = user.walkInOutletId;
    request.tokenHash = tokenHash;
  };
}

/** Whose a live token is: a customer's, or a walk-in's at one store. */
export type TokenUser = { userId: number; walkInOutletId: number | null };

/** The authenticated caller's id (inside a route guarded by `authenticate`). */
export function callerId(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, httpMessages.unauthenticated);
  return request.userId;
}
