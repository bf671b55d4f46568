// Bearer tokens: 256 random bits, given to the client once, stored only as a SHA-256 hash.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database.ts";
import { authTokens } from "../db/schema.ts";
import { HttpError } from "./errors.ts";

export const TOKEN_LIFETIME_DAYS = 180;

declare module "fastify" {
  interface FastifyRequest {
    userId: number | null;
    tokenHash: string | null;
  }
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({ userId, tokenHash: hashToken(token) });
  return token;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** An onRequest hook for the calls the spec marks bearer: 401 unless the token is live. */
export function authenticate(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, "Unauthenticated.");
    const tokenHash = hashToken(token);
    const oldest = new Date(Date.now() - TOKEN_LIFETIME_DAYS * 86_400_000);
    const [row] = await db
      .select({ userId: authTokens.userId })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          isNull(authTokens.revokedAt),
          gt(authTokens.createdAt, oldest),
        ),
      )
      .limit(1);
    if (!row) throw new HttpError(401, "Unauthenticated.");
    request.userId = row.userId;
    request.tokenHash = tokenHash;
  };
}

/** The authenticated caller's id (inside a route guarded by `authenticate`). */
export function callerId(request: FastifyRequest): number {
  if (request.userId === null) throw new HttpError(401, "Unauthenticated.");
  return request.userId;
}
