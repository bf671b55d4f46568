// A local stand-in for Paymob, as its documentation describes it: payment intentions
// (POST /v1/intention/, "Token <secret key>"), the hosted unified checkout, transaction callbacks
// signed with HMAC-SHA512 over the documented 20 fields (processed: POST JSON to the
// notification URL; response: the browser sent to the redirection URL), sign-in for an auth
// token, transaction lookup, inquiry, refund and void. Its HMAC is computed here, independently
// of the storefront's code. Tests can make the next calls fail or hang, and can pay an
// intention directly to get the callbacks without sending them.
import { createHmac, randomBytes } from "node:crypto";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyReply } from "fastify";

export type PaymobAccount = {
  secretKey: string;
  publicKey: string;
  apiKey: string;
  hmacSecret: string;
  integrationIds: number[];
};

type Intention = {
  id: string;
  clientSecret: string;
  orderId: number;
  amount: number;
  body: Record<string, unknown>;
};

export type FakeTransaction = {
  id: number;
  pending: boolean;
  amount_cents: number;
  success: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  is_refunded: boolean;
  is_3d_secure: boolean;
  integration_id: number;
  has_parent_transaction: boolean;
  order: { id: number; merchant_order_id: string };
  created_at: string;
  currency: string;
  error_occured: boolean;
  owner: number;
  source_data: { pan: string; type: string; sub_type: string };
  data: { message: string; txn_response_code: string };
  refunded_amount_cents: number;
  /** Settled by the bank: a void is no longer possible (the fake's own switch). */
  settled: boolean;
};

export type PayOutcome = "approved" | "declined" | "3ds-failed" | "pending";
type Failure = 400 | 500 | 503 | "hang";
type Route = "intention" | "auth" | "inquiry" | "refund" | "void" | "transaction";

const OWNER = 302852;

/** The documented field order, written out here rather than taken from the code under test. */
const SIGNED = [
  (t: FakeTransaction) => t.amount_cents,
  (t: FakeTransaction) => t.created_at,
  (t: FakeTransaction) => t.currency,
  (t: FakeTransaction) => t.error_occured,
  (t: FakeTransaction) => t.has_parent_transaction,
  (t: FakeTransaction) => t.id,
  (t: FakeTransaction) => t.integration_id,
  (t: FakeTransaction) => t.is_3d_secure,
  (t: FakeTransaction) => t.is_auth,
  (t: FakeTransaction) => t.is_capture,
  (t: FakeTransaction) => t.is_refunded,
  (t: FakeTransaction) => t.is_standalone_payment,
  (t: FakeTransaction) => t.is_voided,
  (t: FakeTransaction) => t.order.id,
  (t: FakeTransaction) => t.owner,
  (t: FakeTransaction) => t.pending,
  (t: FakeTransaction) => t.source_data.pan,
  (t: FakeTransaction) => t.source_data.sub_type,
  (t: FakeTransaction) => t.source_data.type,
  (t: FakeTransaction) => t.success,
];

export async function startPaymobFake(account: PaymobAccount, port = 0) {
  const intentions: Intention[] = [];
  const transactions = new Map<number, FakeTransaction>();
  const tokens = new Set<string>();
  const failures = new Map<Route, Failure[]>();
  const hanging = new Set<() => void>();
  /** Every call that reached the fake: route and whether its credentials were right. */
  const calls: { route: Route; authorized: boolean; body: unknown }[] = [];
  /** Processed callbacks the fake delivered to the storefront, with the answer's status. */
  const delivered: { transactionId: number; status: number }[] = [];
  let nextOrderId = 217_503_754;
  let nextTransactionId = 192_036_465;

  const hmacOf = (t: FakeTransaction) =>
    createHmac("sha512", account.hmacSecret)
      .update(SIGNED.map((field) => String(field(t))).join(""))
      .digest("hex");

  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(formbody);

  /** Applies a failure set for this route, if any; true when the request was answered. */
  async function failed(route: Route, reply: FastifyReply): Promise<boolean> {
    const failure = failures.get(route)?.shift();
    if (failure === undefined) return false;
    if (failure === "hang") {
      await new Promise<void>((resolve) => hanging.add(resolve));
      return true;
    }
    await reply.status(failure).send({ detail: failure === 400 ? "Bad request." : "Server error." });
    return true;
  }

  const bearerOk = (header: string | undefined) => tokens.has((header ?? "").replace(/^Bearer /, ""));

  app.post("/v1/intention/", async (request, reply) => {
    const authorized = request.headers.authorization === `Token ${account.secretKey}`;
    const body = (request.body ?? {}) as Record<string, unknown>;
    calls.push({ route: "intention", authorized, body });
    if (await failed("intention", reply)) return reply;
    if (!authorized) return reply.status(401).send({ detail: "Invalid key." });
    const methods = body.payment_methods as unknown[];
    if (!Array.isArray(methods) || !methods.every((m) => account.integrationIds.includes(Number(m)))) {
      return reply.status(404).send({ detail: "Integration ID/Name does not exist in our system." });
    }
    const items = (body.items ?? []) as { amount: number; quantity: number }[];
    const sum = items.reduce((total, item) => total + item.amount * item.quantity, 0);
    if (typeof body.amount !== "number" || (items.length > 0 && sum !== body.amount)) {
      return reply.status(400).send({ detail: "Items total must equal the amount." });
    }
    if (intentions.some((i) => i.body.special_reference === body.special_reference)) {
      return reply.status(400).send({ detail: "special_reference already used." });
    }
    const intention: Intention = {
      id: `pi_test_${randomBytes(12).toString("hex")}`,
      clientSecret: `egy_csk_test_${randomBytes(16).toString("hex")}`,
      orderId: nextOrderId++,
      amount: body.amount,
      body,
    };
    intentions.push(intention);
    return reply.status(201).send({
      id: intention.id,
      client_secret: intention.clientSecret,
      intention_order_id: intention.orderId,
      special_reference: body.special_reference,
      status: "intended",
      payment_keys: [],
    });
  });

  app.post("/api/auth/tokens", async (request, reply) => {
    const authorized = (request.body as { api_key?: string } | null)?.api_key === account.apiKey;
    calls.push({ route: "auth", authorized, body: null });
    if (await failed("auth", reply)) return reply;
    if (!authorized) return reply.status(403).send({ detail: "Incorrect credentials." });
    const token = `ZXlK${randomBytes(24).toString("hex")}`;
    tokens.add(token);
    return reply.status(201).send({ token, profile: { id: OWNER } });
  });

  app.get<{ Params: { id: string } }>("/api/acceptance/transactions/:id", async (request, reply) => {
    const authorized = bearerOk(request.headers.authorization);
    calls.push({ route: "transaction", authorized, body: null });
    if (await failed("transaction", reply)) return reply;
    if (!authorized) return reply.status(401).send({ detail: "Invalid token." });
    const found = transactions.get(Number(request.params.id));
    return found ? found : reply.status(404).send({ detail: "Not found." });
  });

  app.post("/api/ecommerce/orders/transaction_inquiry", async (request, reply) => {
    const authorized = bearerOk(request.headers.authorization);
    const body = (request.body ?? {}) as { order_id?: number };
    calls.push({ route: "inquiry", authorized, body });
    if (await failed("inquiry", reply)) return reply;
    if (!authorized) return reply.status(401).send({ detail: "Invalid token." });
    const ofOrder = [...transactions.values()].filter(
      (t) => t.order.id === Number(body.order_id) && !t.has_parent_transaction,
    );
    const last = ofOrder.at(-1);
    return last ? last : reply.status(404).send({ detail: "Not found." });
  });

  for (const how of ["refund", "void"] as const) {
    app.post(`/api/acceptance/void_refund/${how}`, async (request, reply) => {
      const authorized = bearerOk(request.headers.authorization);
      const body = (request.body ?? {}) as { transaction_id?: number; amount_cents?: number };
      calls.push({ route: how, authorized, body });
      if (await failed(how, reply)) return reply;
      if (!authorized) return reply.status(401).send({ detail: "Invalid token." });
      const parent = transactions.get(Number(body.transaction_id));
      if (!parent?.success) return reply.status(404).send({ message: "Transaction not found." });
      const amount = how === "void" ? parent.amount_cents : Number(body.amount_cents);
      if (how === "void" && (parent.settled || parent.is_voided)) {
        return reply.status(400).send({ message: "Transaction can not be voided." });
      }
      if (
        how === "refund" &&
        (parent.is_voided || parent.refunded_amount_cents + amount > parent.amount_cents)
      ) {
        return reply.status(400).send({ message: "Refund amount exceeds the refundable amount." });
      }
      if (how === "void") parent.is_voided = true;
      else {
        parent.refunded_amount_cents += amount;
        parent.is_refunded = true;
      }
      const child = newTransaction(intentionOfOrder(parent.order.id), "approved", amount);
      child.has_parent_transaction = true;
      await notify(child);
      return { ...child, is_refund: how === "refund", is_void: how === "void" };
    });
  }

  // The hosted checkout: a page with one button per outcome (to try production mode by hand).
  app.get<{ Querystring: { publicKey?: string; clientSecret?: string } }>(
    "/unifiedcheckout/",
    async (request, reply) => {
      const intention = intentions.find((i) => i.clientSecret === request.query.clientSecret);
      if (!intention || request.query.publicKey !== account.publicKey) {
        return reply.status(404).type("text/html").send("<p>This payment link is not valid.</p>");
      }
      const buttons = (["approved", "declined", "3ds-failed", "pending"] as const)
        .map((outcome) => `<button name="outcome" value="${outcome}">${outcome}</button>`)
        .join(" ");
      return reply
        .type("text/html")
        .send(
          `<!doctype html><title>Paymob (local fake)</title><h1>Pay EGP ${(intention.amount / 100).toFixed(2)}</h1>` +
            `<form method="post" action="/unifiedcheckout/pay"><input type="hidden" name="clientSecret" value="${intention.clientSecret}">${buttons}</form>`,
        );
    },
  );

  app.post("/unifiedcheckout/pay", async (request, reply) => {
    const form = (request.body ?? {}) as { clientSecret?: string; outcome?: PayOutcome };
    const intention = intentions.find((i) => i.clientSecret === form.clientSecret);
    if (!intention || !form.outcome) return reply.status(404).send("Not found.");
    const paid = pay(intention, form.outcome);
    await notify(paid.transaction);
    return reply.redirect(
      `${String(intention.body.redirection_url)}?${new URLSearchParams(paid.redirectQuery)}`,
      303,
    );
  });

  function intentionOfOrder(orderId: number): Intention {
    const intention = intentions.find((i) => i.orderId === orderId);
    if (!intention) throw new Error(`no intention for Paymob order ${orderId}`);
    return intention;
  }

  function newTransaction(intention: Intention, outcome: PayOutcome, amount = intention.amount) {
    const transaction: FakeTransaction = {
      id: nextTransactionId++,
      pending: outcome === "pending",
      amount_cents: amount,
      success: outcome === "approved",
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: true,
      integration_id: account.integrationIds[0] ?? 0,
      has_parent_transaction: false,
      order: { id: intention.orderId, merchant_order_id: String(intention.body.special_reference) },
      created_at: new Date().toISOString().replace("Z", ""),
      currency: "EGP",
      error_occured: false,
      owner: OWNER,
      source_data: { pan: "2346", type: "card", sub_type: "MasterCard" },
      data:
        outcome === "approved"
          ? { message: "Approved", txn_response_code: "APPROVED" }
          : outcome === "3ds-failed"
            ? { message: "3-D Secure authentication failed", txn_response_code: "AUTHENTICATION_FAILED" }
            : outcome === "pending"
              ? { message: "Pending", txn_response_code: "PENDING" }
              : { message: "Do not honour", txn_response_code: "DECLINED" },
      refunded_amount_cents: 0,
      settled: false,
    };
    transactions.set(transaction.id, transaction);
    return transaction;
  }

  /** The processed callback's body and query, as Paymob sends them. */
  function processedCallback(transaction: FakeTransaction) {
    const { settled: _settled, ...obj } = transaction;
    return { query: { hmac: hmacOf(transaction) }, body: { type: "TRANSACTION", obj } };
  }

  /** The response callback's query, flat, as the customer's browser brings it back. */
  function responseQuery(transaction: FakeTransaction): Record<string, string> {
    const t = transaction;
    return {
      id: String(t.id),
      pending: String(t.pending),
      amount_cents: String(t.amount_cents),
      success: String(t.success),
      is_auth: String(t.is_auth),
      is_capture: String(t.is_capture),
      is_standalone_payment: String(t.is_standalone_payment),
      is_voided: String(t.is_voided),
      is_refunded: String(t.is_refunded),
      is_3d_secure: String(t.is_3d_secure),
      integration_id: String(t.integration_id),
      has_parent_transaction: String(t.has_parent_transaction),
      order: String(t.order.id),
      created_at: t.created_at,
      currency: t.currency,
      error_occured: String(t.error_occured),
      owner: String(t.owner),
      merchant_order_id: t.order.merchant_order_id,
      "data.message": t.data.message,
      "source_data.type": t.source_data.type,
      "source_data.pan": t.source_data.pan,
      "source_data.sub_type": t.source_data.sub_type,
      txn_response_code: t.data.txn_response_code,
      hmac: hmacOf(t),
    };
  }

  /** Sends the processed callback to the intention's notification URL (as Paymob's server). */
  async function notify(transaction: FakeTransaction) {
    const url = String(intentionOfOrder(transaction.order.id).body.notification_url);
    const { query, body } = processedCallback(transaction);
    try {
      const answer = await fetch(`${url}?${new URLSearchParams(query)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      delivered.push({ transactionId: transaction.id, status: answer.status });
    } catch {
      delivered.push({ transactionId: transaction.id, status: 0 });
    }
  }

  /** A customer paying on the checkout page: the transaction and both callbacks, not sent. */
  function pay(intention: Intention, outcome: PayOutcome, amount?: number) {
    const transaction = newTransaction(intention, outcome, amount);
    return { transaction, ...processedCallback(transaction), redirectQuery: responseQuery(transaction) };
  }

  await app.listen({ port, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the Paymob fake has no port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    intentions,
    transactions,
    calls,
    delivered,
    /** The intention a checkout address (the storefront's redirect) belongs to. */
    intentionAt(redirectUrl: string): Intention {
      const secret = new URL(redirectUrl).searchParams.get("clientSecret");
      const intention = intentions.find((i) => i.clientSecret === secret);
      if (!intention) throw new Error(`no intention at ${redirectUrl}`);
      return intention;
    },
    /** Pays an intention without sending its callbacks (the test sends them, or loses them). */
    pay,
    /** Sends a transaction's processed callback to the storefront, as Paymob's server would. */
    notify,
    failNext(route: Route, ...next: Failure[]) {
      failures.set(route, [...(failures.get(route) ?? []), ...next]);
    },
    clearFailures() {
      failures.clear();
    },
    reset() {
      intentions.length = 0;
      transactions.clear();
      calls.length = 0;
      delivered.length = 0;
      failures.clear();
      for (const release of hanging) release();
      hanging.clear();
    },
    async close() {
      for (const release of hanging) release();
      await app.close();
    },
  };
}
export type PaymobFake = Awaited<ReturnType<typeof startPaymobFake>>;
