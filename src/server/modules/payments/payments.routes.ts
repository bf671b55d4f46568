// The browser-facing payment routes: outside the JSON API (no X-Requested-With), answering
// redirects, as a provider's hosted page flow needs.
import type { FastifyInstance, FastifyReply } from "fastify";
import { paymentMessages } from "#shared/contract/payment-messages.ts";
import { currentLocale, directionOf } from "#shared/i18n/locale.ts";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderReport,
} from "../../adapters/payments/payments.port.ts";
import { HttpError } from "../../http/errors.ts";
import { noMetrics, type ServiceMetrics } from "../../http/metrics.ts";
import { unstorableTextAt } from "../../http/validation.ts";
import { paymentPageStrings } from "./messages.gen.ts";
import { errorPath, type PaymentsService } from "./payments.service.ts";

export function paymentsRoutes(
  app: FastifyInstance,
  {
    payments,
    provider,
    metrics = noMetrics,
  }: {
    payments: PaymentsService;
    provider: PaymentProvider;
    metrics?: Pick<ServiceMetrics, "paymentCallbackRefused">;
  },
) {
  app.get<{ Params: { orderId: string } }>("/payments/checkout/:orderId", async (request, reply) => {
    const orderId = request.params.orderId.slice(0, 64);
    try {
      return reply.redirect(await payments.checkoutRedirect(orderId, request.ip), 303);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        return tooManyAttempts(reply, error.headers, errorPath(paymentMessages.tooManyAttempts, orderId));
      }
      return reply.redirect(errorPath(paymentMessages.orderNotFound), 303);
    }
  });

  // The add-card screen frames this: the provider's page that saves a card, or, for a provider
  // that saves cards only while paying, our note saying how.
  app.get<{ Querystring: { parent_origin?: string } }>("/payments/card-frame", async (request, reply) => {
    if (provider.cardFramePath) {
      return reply.redirect(provider.cardFramePath(String(request.query.parent_origin ?? "")), 303);
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      )
      .send(savedWhilePayingPage());
  });

  // The customer's browser, back from the provider's page.
  app.get("/payments/callback", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const report = unstorableTextAt(query) ? null : await provider.verifyRedirect(query);
    if (!report) {
      request.log.warn({ url: request.url.split("?")[0] }, "payment result with a bad signature refused");
      metrics.paymentCallbackRefused("browser");
      return reply.redirect(errorPath(paymentMessages.notVerified), 303);
    }
    return reply.redirect(await payments.settle(report), 303);
  });

  // The provider's server telling ours, whether or not the browser comes back. Any answer but a
  // 2xx makes the provider send it again, so only a recorded (or ignorable) message gets one.
  const verifyNotification = provider.verifyNotification?.bind(provider);
  if (verifyNotification) {
    app.post("/payments/notification", async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const unstorable = unstorableTextAt(query) || unstorableTextAt(request.body);
      let report: ProviderReport | null;
      try {
        report = unstorable ? null : await verifyNotification(request.body, query);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ reason: error.message }, "payment notification not confirmed with the provider");
        // Not recorded: the provider sends it again.
        return reply.status(503).send({ status: 503, message: paymentMessages.providerUnavailable });
      }
      if (!report) {
        request.log.warn(
          { url: request.url.split("?")[0] },
          "payment notification with a bad signature refused",
        );
        metrics.paymentCallbackRefused("server");
        return reply.status(401).send({ status: 401, message: paymentMessages.notVerified });
      }
      if (report.kind === "ignored") request.log.info({ what: report.what }, "payment notification ignored");
      else await payments.settle(report);
      return { status: 200, message: "Received." };
    });
  }
}

/** The opening of a page in the request's language (and, for Arabic, its direction). */
const htmlOpening = () => {
  const locale = currentLocale();
  const rtl = directionOf(locale) === "rtl" ? ' dir="rtl"' : "";
  return `<!doctype html><html lang="${locale}"${rtl}>`;
};

const savedWhilePayingPage = () =>
  `${htmlOpening()}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${paymentPageStrings.savingACard}</title></head>` +
  '<body style="font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1f1f1f">' +
  `<p>${paymentMessages.savedWhilePaying}</p>` +
  `<p><a href="/cart" target="_top" style="color:#5b3a1e">${paymentPageStrings.backToCart}</a></p></body></html>`;

/**
 * A 429 with its Retry-After for scripts; a browser is sent straight on to our error page (with
 * Retry for the order), as a redirect would, since a 3xx cannot carry the 429.
 */
function tooManyAttempts(reply: FastifyReply, headers: Record<string, string>, next: string) {
  const href = next.replaceAll("&", "&amp;");
  return reply
    .status(429)
    .headers(headers)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(
      `${htmlOpening()}<head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}">` +
        `<title>${paymentMessages.tooManyAttempts}</title></head><body><p><a href="${href}">${paymentMessages.tooManyAttempts}</a></p></body></html>`,
    );
}
