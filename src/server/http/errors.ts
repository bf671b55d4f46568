// One error handler for the whole API: 422 for validation, `{status, message}` otherwise,
// never a stack trace, never a 500 for bad input.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_LOCALE } from "#shared/i18n/locale.ts";
import { inLocale } from "./locale.ts";
import { pathOf } from "./logging.ts";
import { httpMessages } from "./messages.gen.ts";
import { isPrecognitive, precognitiveErrors } from "./precognition.ts";
import { RequestValidationError } from "./validation.ts";

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = httpMessages.notFound) => new HttpError(404, message);

export function registerErrorHandler(app: FastifyInstance): void {
  // A body that could not be parsed fails outside the request's context: its locale is set again.
  app.setErrorHandler((error: FastifyError | HttpError | RequestValidationError, request, reply) =>
    inLocale(request.locale ?? DEFAULT_LOCALE, () => answerError(error, request, reply)),
  );
}

function answerError(
  error: FastifyError | HttpError | RequestValidationError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof RequestValidationError && isPrecognitive(request)) {
    reply.header("precognition", "true").header("vary", "Precognition");
    const errors = precognitiveErrors(request, error);
    if (!errors) return reply.status(204).header("precognition-success", "true").send();
    return reply
      .status(422)
      .send({ status: 422, message: new RequestValidationError(errors).message, errors });
  }
  if (error instanceof RequestValidationError) {
    return reply.status(422).send({ status: 422, message: error.message, errors: error.errors });
  }
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send(withRequestId({ status: error.statusCode, message: error.message }, request.id));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) {
    request.log.error(
      { err: loggableError(error), url: pathOf(request.url), method: request.method },
      "request failed",
    );
    return reply
      .status(statusCode)
      .send(withRequestId({ status: statusCode, message: httpMessages.somethingWentWrong }, request.id));
  }
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large...).
  request.log.info({ code: error.code, url: pathOf(request.url) }, error.message);
  return reply.status(statusCode).send({ status: statusCode, message: clientErrorMessage(error) });
}

/**
 * A 5xx answer carries the request's id (also in X-Request-Id): the error screen can show it for
 * the customer to quote, and it finds the server's log line. 4xx answers keep their shape.
 */
function withRequestId(body: { status: number; message: string }, requestId: string) {
  return body.status >= 500 ? { ...body, request_id: requestId } : body;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return httpMessages.invalidJson;
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return httpMessages.unsupportedMediaType;
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return httpMessages.bodyTooLarge;
    default:
      return error instanceof SyntaxError ? httpMessages.invalidJson : error.message;
  }
}

/**
 * What a 5xx may write to the log: the error's kind, code and message, without the query
 * parameters or row details a database error carries (names, phones, tokens).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const summary = (value: unknown) => {
    const { name, message, code } = value as { name?: string; message?: string; code?: string };
    return {
      type: name,
      code,
      message: String(message ?? "")
        .split("\nparams:")[0]
        ?.slice(0, 500),
    };
  };
  const cause = (error as { cause?: unknown }).cause;
  return {
    ...summary(error),
    stack: (error as Error).stack?.split("\n").slice(1, 6).join("\n"),
    cause: cause ? summary(cause) : undefined,
  };
}
