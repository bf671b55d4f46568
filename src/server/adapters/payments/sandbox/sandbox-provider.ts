// The built-in card provider ("sandbox"): it plays the outside provider in demo mode and tests.
// It serves its own hosted pages, keeps its own sessions, and reports results signed with
// HMAC-SHA512, which the storefront verifies exactly as it would a real provider's.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import formbody from "@fastify/formbody";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { paymentMessages } from "#shared/contract/payment-messages.ts";
import type { Db } from "../../../db/database.ts";
import { sandboxPaymentSessions } from "../../../db/schema.ts";
import type { Charge, PaymentProvider, PaymentResult } from "../payments.port.ts";
import { cardDigits, checkCard, SANDBOX_CARDS } from "./sandbox-cards.ts";
import { cardFramePage, challengePage, checkoutPage, closedPage, type SandboxPage } from "./sandbox-pages.ts";

const BASE = "/payments/sandbox";
const SIGNED_FIELDS = ["session_id", "order_id", "amount", "outcome", "reference", "message"] as const;
// A session ends in one result, so its charge is named after it: a refund finds it again.
const referenceOf = (sessionId: string) => `sbx_${sessionId}`;
const sessionOf = (reference: string) => /^sbx_([0-9a-f]{32})$/.exec(reference)?.[1] ?? null;

const resultQuerySchema = z.object({
  session_id: z.string().max(64),
  order_id: z.string().max(64),
  amount: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  outcome: z.enum(["approved", "declined"]),
  reference: z.string().max(64),
  message: z.string().max(300),
  signature: z.string().regex(/^[0-9a-f]{128}$/),
});

const cardFormSchema = z.object({
  name: z.string().trim().min(1).max(100),
  number: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(6),
});

export function sandboxPaymentProvider(options: {
  db: Db;
  hmacSecret: string;
  merchantName: string;
  /** Origins allowed to embed the card frame and receive its messages. */
  isAllowedParentOrigin: (origin: string) => boolean;
}): PaymentProvider {
  const { db } = options;
  const sign = (values: Record<(typeof SIGNED_FIELDS)[number], string>) =>
    createHmac("sha512", options.hmacSecret)
      .update(SIGNED_FIELDS.map((field) => values[field]).join("\n"))
      .digest("hex");

  /** Sends the browser back to the storefront with a signed result. */
  function finish(
    reply: FastifyReply,
    session: { id: string; orderId: string; amount: number },
    outcome: "approved" | "declined",
    message: string,
  ) {
    const values = {
      session_id: session.id,
      order_id: session.orderId,
      amount: String(session.amount),
      outcome,
      reference: referenceOf(session.id),
      message,
    };
    const query = new URLSearchParams({ ...values, signature: sign(values) });
    return reply.redirect(`/payments/callback?${query}`, 303);
  }

  async function session(id: string) {
    // Session ids are 32 hex digits; anything else is no session (never a database error).
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const [row] = await db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Refunds or voids an approved charge once; asked again, it is already done. */
  async function giveBack(charge: Charge, status: "refunded" | "voided") {
    const id = sessionOf(charge.reference);
    if (!id) throw new Error(`sandbox ${status}: no such charge`);
    const match = and(eq(sandboxPaymentSessions.id, id), eq(sandboxPaymentSessions.amount, charge.amount));
    const done = await db
      .update(sandboxPaymentSessions)
      .set({ status })
      .where(and(match, eq(sandboxPaymentSessions.status, "approved")))
      .returning({ id: sandboxPaymentSessions.id });
    if (done.length === 1) return;
    const [already] = await db
      .select({ id: sandboxPaymentSessions.id })
      .from(sandboxPaymentSessions)
      .where(and(match, eq(sandboxPaymentSessions.status, status)));
    if (!already) throw new Error(`sandbox ${status}: no approved charge to give back`);
  }

  // The provider's pages run only their own nonce'd style and script.
  const html = (reply: FastifyReply, page: SandboxPage, status = 200, frameAncestors = "'none'") =>
    reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        `default-src 'none'; style-src 'nonce-${page.nonce}'; script-src 'nonce-${page.nonce}'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors ${frameAncestors}`,
      )
      .send(page.body);

  return {
    name: "sandbox",
    // Served by this same server: the same origin as the storefront.
    cardFramePath: (parentOrigin) => `${BASE}/card-frame?parent_origin=${encodeURIComponent(parentOrigin)}`,

    async startCheckout(order) {
      // The order's page still open elsewhere (another tab, a reload) is the same payment.
      const [open] = await db
        .select({ id: sandboxPaymentSessions.id })
        .from(sandboxPaymentSessions)
        .where(
          and(
            eq(sandboxPaymentSessions.orderId, order.id),
            eq(sandboxPaymentSessions.amount, order.amount),
            eq(sandboxPaymentSessions.status, "open"),
          ),
        )
        .limit(1);
      const id = open?.id ?? randomBytes(16).toString("hex");
      if (!open) {
        await db
          .insert(sandboxPaymentSessions)
          .values({ id, orderId: order.id, amount: order.amount, status: "open" });
      }
      return { redirectUrl: `${BASE}/pay/${id}`, providerOrderId: id };
    },

    refund: (charge) => giveBack(charge, "refunded"),
    void: (charge) => giveBack(charge, "voided"),

    async verifyRedirect(query) {
      const parsed = resultQuerySchema.safeParse(query);
      if (!parsed.success) return null;
      const { signature, ...values } = parsed.data;
      const expected = Buffer.from(sign({ ...values, amount: String(values.amount) }), "hex");
      const given = Buffer.from(signature, "hex");
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      // order_id is the merchant reference a provider echoes; the session says which order it is.
      const result: PaymentResult = {
        providerOrderId: values.session_id,
        amount: values.amount,
        outcome: values.outcome,
        reference: values.reference,
        message: values.message,
      };
      return { kind: "result", result };
    },

    async registerProviderRoutes(app: FastifyInstance) {
      await app.register(
        async (provider) => {
          await provider.register(formbody);

          provider.get<{ Params: { id: string } }>("/pay/:id", async (request, reply) => {
            const found = await session(request.params.id);
            if (!found) return html(reply, closedPage(), 404);
            if (found.status !== "open") return html(reply, closedPage(), 409);
            return html(
              reply,
              checkoutPage({
                action: `${BASE}/pay/${found.id}`,
                amount: found.amount,
                merchant: options.merchantName,
              }),
            );
          });

          // The card number and code are read here and never stored or logged: only the last 4 digits.
          provider.post<{ Params: { id: string } }>("/pay/:id", async (request, reply) => {
            const found = await session(request.params.id);
            if (found?.status !== "open") return html(reply, closedPage(), 409);
            const form = cardFormSchema.safeParse(request.body);
            const again = (error: string, values: { name?: string; expiry?: string } = {}) =>
              html(
                reply,
                checkoutPage({
                  action: `${BASE}/pay/${found.id}`,
                  amount: found.amount,
                  merchant: options.merchantName,
                  error,
                  ...values,
                }),
                422,
              );
            if (!form.success) return again("Fill in every field.");
            const card = checkCard({
              number: form.data.number,
              expiry: form.data.expiry,
              cvc: form.data.cvc,
            });
            if (!card.ok) return again(card.message, form.data);
            const digits = cardDigits(form.data.number);
            // One submission per session, even when the pay button is pressed twice.
            const claim = async (status: "approved" | "declined" | "challenge") => {
              const rows = await db
                .update(sandboxPaymentSessions)
                .set({ status, cardLast4: card.last4 })
                .where(
                  and(eq(sandboxPaymentSessions.id, found.id), eq(sandboxPaymentSessions.status, "open")),
                )
                .returning({ id: sandboxPaymentSessions.id });
              return rows.length === 1;
            };
            const outcome =
              digits === SANDBOX_CARDS.approve
                ? "approved"
                : digits === SANDBOX_CARDS.challenge
                  ? "challenge"
                  : "declined";
            if (!(await claim(outcome))) return html(reply, closedPage(), 409);
            if (outcome === "approved") return finish(reply, found, "approved", "Payment approved.");
            if (outcome === "challenge") return reply.redirect(`${BASE}/challenge/${found.id}`, 303);
            return finish(
              reply,
              found,
              "declined",
              digits === SANDBOX_CARDS.decline ? paymentMessages.cardDeclined : paymentMessages.notATestCard,
            );
          });

          provider.get<{ Params: { id: string } }>("/challenge/:id", async (request, reply) => {
            const found = await session(request.params.id);
            if (found?.status !== "challenge") return html(reply, closedPage(), 409);
            return html(
              reply,
              challengePage({
                action: `${BASE}/challenge/${found.id}`,
                amount: found.amount,
              }),
            );
          });

          provider.post<{ Params: { id: string } }>("/challenge/:id", async (request, reply) => {
            const found = await session(request.params.id);
            if (found?.status !== "challenge") return html(reply, closedPage(), 409);
            const confirmed = (request.body as { decision?: string } | null)?.decision === "confirm";
            const rows = await db
              .update(sandboxPaymentSessions)
              .set({ status: confirmed ? "approved" : "declined" })
              .where(
                and(eq(sandboxPaymentSessions.id, found.id), eq(sandboxPaymentSessions.status, "challenge")),
              )
              .returning({ id: sandboxPaymentSessions.id });
            if (rows.length === 0) return html(reply, closedPage(), 409);
            return finish(
              reply,
              found,
              confirmed ? "approved" : "declined",
              confirmed ? "Payment approved." : paymentMessages.notConfirmed,
            );
          });

          provider.get<{ Querystring: { parent_origin?: string } }>("/card-frame", async (request, reply) => {
            const parentOrigin = request.query.parent_origin ?? "";
            if (!options.isAllowedParentOrigin(parentOrigin)) {
              return reply
                .status(400)
                .type("text/plain")
                .send("This page may only be embedded by the storefront.");
            }
            return html(
              reply,
              cardFramePage({ tokenizeUrl: `${BASE}/tokenize`, parentOrigin }),
              200,
              parentOrigin,
            );
          });

          provider.post("/tokenize", async (request, reply) => {
            const form = cardFormSchema.safeParse(request.body);
            if (!form.success) return reply.status(422).send({ message: "Fill in every field." });
            const card = checkCard({
              number: form.data.number,
              expiry: form.data.expiry,
              cvc: form.data.cvc,
            });
            if (!card.ok) return reply.status(422).send({ message: card.message });
            return {
              token: `tok_sbx_${randomBytes(16).toString("hex")}`,
              last4: card.last4,
              brand: card.brand,
              expiry: card.expiry,
              name: form.data.name,
            };
          });
        },
        { prefix: BASE },
      );
    },
  };
}
