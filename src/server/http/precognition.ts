// Laravel Precognition, which the original client used for live form validation: a request with
// `Precognition: true` is only validated (204 + `Precognition-Success: true`, or 422) and never
// runs its action; `Precognition-Validate-Only: a,b` limits the answer to those fields.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RequestValidationError } from "./validation.ts";

export function isPrecognitive(request: FastifyRequest): boolean {
  return request.headers.precognition === "true";
}

function validateOnly(request: FastifyRequest): string[] | null {
  const header = request.headers["precognition-validate-only"];
  if (typeof header !== "string" || header.trim() === "") return null;
  return header
    .split(",")
    .map((field) => field.trim())
    .filter(Boolean);
}

/** The errors a precognitive request should see; null when none remain. */
export function precognitiveErrors(
  request: FastifyRequest,
  error: RequestValidationError,
): Record<string, string[]> | null {
  const only = validateOnly(request);
  const errors = only
    ? Object.fromEntries(Object.entries(error.errors).filter(([field]) => only.includes(field)))
    : error.errors;
  return Object.keys(errors).length > 0 ? errors : null;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Checks beyond the schema that a precognitive request runs too (they throw a 422). */
    precognition?: (request: FastifyRequest) => Promise<void>;
  }
}

export function registerPrecognition(api: FastifyInstance): void {
  // preHandler runs after authentication and validation: a precognitive request that got this
  // far passed the schema; the route's own checks run, and it stops here.
  api.addHook("preHandler", async (request, reply) => {
    if (!isPrecognitive(request)) return;
    await request.routeOptions.config.precognition?.(request);
    reply.header("vary", "Precognition");
    return reply.status(204).header("precognition", "true").header("precognition-success", "true").send();
  });
}
