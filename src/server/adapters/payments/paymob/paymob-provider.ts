// Paymob (PAYMENTS_PROVIDER=paymob), the Egyptian market's main card gateway: a payment
// intention per payment page (secret key), Paymob's hosted unified checkout in the customer's
// browser, and its HMAC-signed transaction callbacks, both the server-to-server processed one
// (POST) and the browser's response one (GET). Refunds, voids and inquiries use an auth token
// from the API key. No card number ever reaches us.
// https://developers.paymob.com/paymob-docs/developers/intention-apis/create-intention
// https://developers.paymob.com/paymob-docs/manage-callback/transaction-callbacks
// https://developers.paymob.com/paymob-docs/developers/transaction-inquiry-apis/transaction-inquiry/by-order-id-or-reference
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { paymentMessages } from "#shared/contract/payment-messages.ts";
import type { PaymobConfig } from "../../../config/paymob.ts";
import {
  type Charge,
  type CheckoutOrder,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentResult,
  type ProviderReport,
} from "../payments.port.ts";
import {
  cardTokenCallbackString,
  hmacMatches,
  processedCallbackString,
  responseCallbackString,
} from "./paymob-hmac.ts";

const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]);
const id = z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const cents = z.union([
  z.number().int().min(0),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
]);

/** A transaction as Paymob describes it: in a callback, an inquiry's answer or a GET by id. */
const transactionSchema = z.object({
  id,
  amount_cents: cents,
  success: flag,
  pending: flag,
  is_auth: flag.optional(),
  is_voided: flag.optional(),
  is_refunded: flag.optional(),
  has_parent_transaction: flag.optional(),
  is_3d_secure: flag.optional(),
  refunded_amount_cents: cents.optional(),
  order: z.union([z.object({ id }), id.transform((value) => ({ id: value }))]),
  data: z
    .object({ message: z.string().max(500).optional() })
    .passthrough()
    .optional(),
});
type Transaction = z.infer<typeof transactionSchema>;

/** A flat response (GET) callback as a transaction: the order's id and message under their own keys. */
const responseQuerySchema = transactionSchema.omit({ order: true, data: true }).extend({
  order_id: id.optional(),
  order: id.optional(),
  "data.message": z.string().max(500).optional(),
  hmac: z.string(),
});

const cardTokenSchema = z.object({
  token: z.string().min(1).max(200),
  masked_pan: z
    .string()
    .max(40)
    .regex(/\d{4}$/),
  card_subtype: z.string().max(40),
  order_id: id,
});

const intentionSchema = z.object({
  id: z.string(),
  client_secret: z.string().min(1),
  intention_order_id: id,
});

const MAX_ITEM_NAME = 50;
const TOKEN_LIFETIME_MS = 50 * 60_000; // Paymob's auth tokens last an hour

export function paymobProvider(
  options: PaymobConfig & {
    /** Where Paymob sends the callbacks (this server's public address). */
    publicUrl: string;
    /** How long a payment page may be used, in seconds. */
    pageSeconds: number;
    fetchImpl?: typeof fetch;
    timeoutMs?: number;
    now?: () => Date;
  },
): PaymentProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());
  let authToken: { value: string; until: number } | null = null;

  /** One request to Paymob; any failure is a PaymentProviderError naming the call, never a secret. */
  async function call(path: string, init: { method: string; authorization?: string; body?: unknown }) {
    let response: Response;
    try {
      response = await fetchImpl(`${options.apiUrl}${path}`, {
        method: init.method,
        headers: {
          accept: "application/json",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...(init.authorization ? { authorization: init.authorization } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new PaymentProviderError(
        `Paymob ${init.method} ${path}: ${name === "TimeoutError" ? "no answer in time" : "unreachable"}`,
      );
    }
    const answer: unknown = await response.json().catch(() => null);
    return { status: response.status, answer };
  }

  const failure = (what: string, status: number, answer: unknown) => {
    const detail = (answer as { detail?: unknown; message?: unknown } | null) ?? {};
    const reason =
      typeof detail.detail === "string"
        ? detail.detail
        : typeof detail.message === "string"
          ? detail.message
          : "";
    return new PaymentProviderError(`Paymob ${what}: ${status}${reason ? ` ${reason.slice(0, 200)}` : ""}`);
  };

  async function bearer(): Promise<string> {
    if (authToken && authToken.until > now().getTime()) return `Bearer ${authToken.value}`;
    const { status, answer } = await call("/api/auth/tokens", {
      method: "POST",
      body: { api_key: options.apiKey },
    });
    const token = (answer as { token?: unknown } | null)?.token;
    if (status !== 201 && status !== 200) throw failure("sign-in", status, answer);
    if (typeof token !== "string") throw new PaymentProviderError("Paymob sign-in: no token in the answer");
    authToken = { value: token, until: now().getTime() + TOKEN_LIFETIME_MS };
    return `Bearer ${token}`;
  }

  /** Paymob's own record of a transaction; null when it has none of that id. */
  async function transaction(reference: string): Promise<Transaction | null> {
    const { status, answer } = await call(`/api/acceptance/transactions/${encodeURIComponent(reference)}`, {
      method: "GET",
      authorization: await bearer(),
    });
    if (status === 404) return null;
    const parsed = transactionSchema.safeParse(answer);
    if (status !== 200 || !parsed.success) throw failure("transaction lookup", status, answer);
    return parsed.data;
  }

  /**
   * Paymob signs its fields glued together, without separators, so a signature also fits the
   * same characters cut elsewhere: `id=1920364654, integration_id=097558` for `id=192036465,
   * integration_id=4097558`, or an amount that takes the date's first digit. A customer can
   * rearrange their own signed return that way, so an approval counts only as Paymob's record
   * of that transaction tells it; anything else is forged. Throws when Paymob cannot be asked.
   */
  async function confirmed(report: ProviderReport): Promise<ProviderReport | null> {
    if (report.kind !== "result" || report.result.outcome !== "approved") return report;
    const { result } = report;
    const record = /^\d{1,20}$/.test(result.reference) ? await transaction(result.reference) : null;
    const same =
      record?.id === result.reference &&
      record.order.id === result.providerOrderId &&
      record.amount_cents === result.amount &&
      record.success &&
      !record.pending;
    return same ? report : null;
  }

  /**
   * Refund or void once: a charge already given back is done; a request Paymob refuses is
   * checked against the transaction (a twin may have given it back first).
   */
  async function giveBack(charge: Charge, how: "refund" | "void") {
    if (!/^\d{1,20}$/.test(charge.reference))
      throw new PaymentProviderError("Paymob: not a Paymob transaction id");
    const done = async () => {
      const t = await transaction(charge.reference);
      if (!t) throw new PaymentProviderError("Paymob: no such transaction");
      return how === "void"
        ? t.is_voided === true
        : t.is_refunded === true && (t.refunded_amount_cents ?? t.amount_cents) >= charge.amount;
    };
    if (await done()) return;
    const body =
      how === "void"
        ? { transaction_id: Number(charge.reference) }
        : { transaction_id: Number(charge.reference), amount_cents: charge.amount };
    const { status, answer } = await call(`/api/acceptance/void_refund/${how}`, {
      method: "POST",
      authorization: await bearer(),
      body,
    });
    if ((status === 200 || status === 201) && (answer as { success?: unknown } | null)?.success === true)
      return;
    if (await done()) return;
    throw failure(how, status, answer);
  }

  return {
    name: "paymob",

    async startCheckout(order) {
      const { status, answer } = await call("/v1/intention/", {
        method: "POST",
        authorization: `Token ${options.secretKey}`,
        body: intentionOf(order),
      });
      const intention = intentionSchema.safeParse(answer);
      if ((status !== 201 && status !== 200) || !intention.success)
        throw failure("intention", status, answer);
      const query = new URLSearchParams({
        publicKey: options.publicKey,
        clientSecret: intention.data.client_secret,
      });
      return {
        redirectUrl: `${options.apiUrl}/unifiedcheckout/?${query}`,
        providerOrderId: intention.data.intention_order_id,
      };
    },

    async verifyRedirect(query) {
      if (!hmacMatches(options.hmacSecret, responseCallbackString(query), query.hmac)) return null;
      const parsed = responseQuerySchema.safeParse(query);
      const orderId = parsed.success ? (parsed.data.order_id ?? parsed.data.order) : undefined;
      if (!parsed.success || !orderId) return null;
      const report = reportOf({
        ...parsed.data,
        order: { id: orderId },
        data: { message: parsed.data["data.message"] },
      });
      try {
        return await confirmed(report);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // Paymob's processed callback, or reconciliation, settles it meanwhile.
        return { kind: "pending", providerOrderId: orderId };
      }
    },

    async verifyNotification(body, query) {
      const message = z.object({ type: z.string(), obj: z.record(z.string(), z.unknown()) }).safeParse(body);
      if (!message.success) return null;
      const { type, obj } = message.data;
      if (type === "TOKEN") {
        // A card the customer chose to save on Paymob's page while paying.
        if (!hmacMatches(options.hmacSecret, cardTokenCallbackString(obj), query.hmac)) return null;
        const card = cardTokenSchema.safeParse(obj);
        if (!card.success) return null;
        const { token, masked_pan, card_subtype, order_id } = card.data;
        return {
          kind: "card",
          providerOrderId: order_id,
          card: { token, last4: masked_pan.replace(/\D/g, "").slice(-4), brand: card_subtype },
        };
      }
      if (type !== "TRANSACTION") return null;
      if (!hmacMatches(options.hmacSecret, processedCallbackString(obj), query.hmac)) return null;
      const parsed = transactionSchema.safeParse(obj);
      return parsed.success ? confirmed(reportOf(parsed.data)) : null;
    },

    async inquire(providerOrderId) {
      const { status, answer } = await call("/api/ecommerce/orders/transaction_inquiry", {
        method: "POST",
        authorization: await bearer(),
        body: { order_id: Number(providerOrderId) },
      });
      if (status === 404) return null;
      const parsed = transactionSchema.safeParse(answer);
      if (status !== 200 || !parsed.success) throw failure("inquiry", status, answer);
      const report = reportOf(parsed.data);
      if (report.kind === "pending") return "pending";
      return report.kind === "result" ? report.result : null;
    },

    refund: (charge) => giveBack(charge, "refund"),
    void: (charge) => giveBack(charge, "void"),
  };

  function intentionOf(order: CheckoutOrder) {
    const items = order.lines.map((line) => ({
      name: line.name.slice(0, MAX_ITEM_NAME),
      amount: line.unitPrice,
      description: line.name.slice(0, 255),
      quantity: line.quantity,
    }));
    // Paymob refuses items that do not add up to the amount: then one line for the whole order.
    const itemsTotal = items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
    const reference = order.id.slice(0, 8).toUpperCase();
    const { customer } = order;
    const known = (value: string) => value.trim() || "NA"; // Paymob's word for a field we lack
    return {
      amount: order.amount,
      currency: "EGP",
      payment_methods: options.integrationIds,
      items:
        itemsTotal === order.amount
          ? items
          : [
              {
                name: `Order ${reference}`,
                amount: order.amount,
                description: `Order ${reference}`,
                quantity: 1,
              },
            ],
      billing_data: {
        first_name: known(customer.firstName),
        last_name: known(customer.lastName),
        email: known(customer.email),
        phone_number: known(customer.phone),
        apartment: "NA",
        floor: "NA",
        street: "NA",
        building: "NA",
        city: "NA",
        country: "EG",
      },
      customer: {
        first_name: known(customer.firstName),
        last_name: known(customer.lastName),
        email: known(customer.email),
      },
      // Cards the customer saved on Paymob's page before: offered again, never typed again.
      ...(order.savedCardTokens.length > 0 ? { card_tokens: order.savedCardTokens } : {}),
      // Paymob wants a reference unique per intention; each payment page of an order is one.
      special_reference: `${order.id}.${randomBytes(4).toString("hex")}`,
      notification_url: `${options.publicUrl}/payments/notification`,
      redirection_url: `${options.publicUrl}/payments/callback`,
      expiration: options.pageSeconds,
    };
  }
}

/** What a signed transaction means for us. */
function reportOf(transaction: Transaction): ProviderReport {
  const providerOrderId = transaction.order.id;
  // A refund or void (its own transaction, or the payment marked given back) is no new payment;
  // neither is an authorisation not yet captured.
  if (transaction.has_parent_transaction || transaction.is_refunded || transaction.is_voided) {
    return { kind: "ignored", what: "a refund or void" };
  }
  if (transaction.is_auth) return { kind: "ignored", what: "an authorisation only" };
  if (transaction.pending) return { kind: "pending", providerOrderId };
  const approved = transaction.success;
  const providerWords = transaction.data?.message ?? "";
  const result: PaymentResult = {
    providerOrderId,
    amount: transaction.amount_cents,
    outcome: approved ? "approved" : "declined",
    reference: transaction.id,
    message: approved
      ? "Payment approved."
      : /3-?d|authenticat/i.test(providerWords)
        ? paymentMessages.notConfirmed
        : paymentMessages.cardDeclined,
  };
  return { kind: "result", result };
}
