// The browser-facing payment routes: outside the JSON API (no X-Requested-With), answering
// redirects, as a provider's hosted page flow needs.
import type { FastifyInstance } from "fastify";
import type { PaymentProvider } from "../../adapters/payments/payments.port.ts";
import { unstorableTextAt } from "../../http/validation.ts";
import { errorPath, type PaymentsService } from "./payments.service.ts";

export function paymentsRoutes(
  app: FastifyInstance,
  { payments, provider }: { payments: PaymentsService; provider: PaymentProvider },
) {
  app.get<{ Params: { orderId: string } }>("/payments/checkout/:orderId", async (request, reply) => {
    const orderId = request.params.orderId.slice(0, 64);
    try {
      return reply.redirect(await payments.checkoutRedirect(orderId), 303);
    } catch {
      return reply.redirect(errorPath("We could not find this order."), 303);
    }
  });

  app.get("/payments/callback", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const result = unstorableTextAt(query) ? null : provider.verifyResult(query);
    if (!result) {
      request.log.warn({ url: request.url.split("?")[0] }, "payment result with a bad signature refused");
      return reply.redirect(errorPath("The payment could not be verified."), 303);
    }
    return reply.redirect(await payments.recordResult(result), 303);
  });
}
