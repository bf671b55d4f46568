import type { FastifyInstance } from "fastify";

// Every JSON API call carries `X-Requested-With: XMLHttpRequest` (spec section 6). A plain form
// post or a link from another site cannot set it, which also blunts cross-site request forgery.
export function requireXmlHttpRequest(api: FastifyInstance): void {
  api.addHook("onRequest", async (request, reply) => {
    if (request.headers["x-requested-with"] !== "XMLHttpRequest") {
      return reply
        .status(400)
        .send({ status: 400, message: "Missing header X-Requested-With: XMLHttpRequest." });
    }
  });
}
