// Fastify validates every route with the zod schemas of src/shared/contract.
import type { FastifySchemaCompiler } from "fastify";
import * as z from "zod/mini";
import { type $ZodError, type $ZodType, safeParse } from "zod/v4/core";
import { currentLocale } from "#shared/i18n/locale.ts";
import { httpMessages } from "./messages.gen.ts";

// The shared schemas are zod/mini, which loads no locale: without this, every issue that has no
// message of its own (e.g. "Too big: expected string to have <=64 characters") would read
// "Invalid input" in the 422 answers. Classic zod, used by a few server-only schemas, sets
// English only where no locale is set yet, so this holds whatever order modules load in. Each
// issue is worded in the request's language.
const zodEnglish = z.locales.en().localeError;
const zodArabic = z.locales.ar().localeError;
z.config({
  localeError: (issue) => {
    const message = (currentLocale() === "ar" ? zodArabic : zodEnglish)(issue);
    return typeof message === "string" ? message.trim() : message;
  },
});

/** A 422 with Laravel's shape: `{message, errors: {field: [text]}}`. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly code = "E_VALIDATION";

  constructor(readonly errors: Record<string, string[]>) {
    super(summarise(errors));
  }

  static fromZod(error: $ZodError, location: string, prefix?: string): RequestValidationError {
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
  const first = messages[0] ?? httpMessages.givenDataInvalid;
  return messages.length > 1 ? httpMessages.andMoreErrors({ first, count: messages.length - 1 }) : first;
}

/**
 * Text PostgreSQL cannot store (NUL) or that is not valid Unicode (a lone UTF-16 surrogate),
 * anywhere in the input: the first such field's path, or null.
 */
export function unstorableTextAt(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") {
    return value.includes("\u0000") || !value.isWellFormed() ? path : null;
  }
  if (depth > 32 || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const found =
      unstorableTextAt(key, [...path, key], depth + 1) ?? unstorableTextAt(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Accepts classic (`zod`) and `zod/mini` schemas alike: both are `zod/v4/core` schemas. */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const unstorable = unstorableTextAt(data);
    if (unstorable) {
      const field = unstorable.length > 0 ? unstorable.join(".") : (httpPart ?? "body");
      return {
        error: new RequestValidationError({
          [field]: [httpMessages.notAllowedCharacters],
        }),
      };
    }
    const result = safeParse(schema, data ?? {});
    return result.success
      ? { value: result.data }
      : { error: RequestValidationError.fromZod(result.error, httpPart ?? "body") };
  };
