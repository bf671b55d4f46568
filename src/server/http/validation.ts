// Fastify validates every route with the zod schemas of src/shared/contract.
import type { FastifySchemaCompiler } from "fastify";
import type { ZodError, ZodType } from "zod";

/** A 422 with Laravel's shape: `{message, errors: {field: [text]}}`. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly code = "E_VALIDATION";

  constructor(readonly errors: Record<string, string[]>) {
    super(summarise(errors));
  }

  static fromZod(error: ZodError, location: string, prefix?: string): RequestValidationError {
    const errors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const path = prefix ? [prefix, ...issue.path] : issue.path;
      const field = path.length > 0 ? path.join(".") : location;
      errors[field] ??= [];
      errors[field].push(issue.message);
    }
    return new RequestValidationError(errors);
  }
}

function summarise(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? "The given data was invalid.";
  return messages.length > 1 ? `${first} (and ${messages.length - 1} more errors)` : first;
}

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success
      ? { value: result.data }
      : { error: RequestValidationError.fromZod(result.error, httpPart ?? "body") };
  };
