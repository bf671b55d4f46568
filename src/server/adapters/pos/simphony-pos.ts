// Oracle Simphony Transaction Services Gen2 (POS_PROVIDER=simphony), as its reference documents it:
//   Sign-in (OpenID Connect, PKCE, API account; the id_token is the bearer):
//     https://docs.oracle.com/en/industries/food-beverage/simphony/omsstsg2api/authenticate.html
//     https://docs.oracle.com/en/industries/food-beverage/simphony/ccapi/topic_40.html (authorize)
//     https://docs.oracle.com/en/industries/food-beverage/simphony/ccapi/topic_41.html (signin)
//     https://docs.oracle.com/en/industries/food-beverage/simphony/ccapi/topic_42.html (token)
//   Checks API (POST /checks, GET /checks, GET /checks/{checkRef}) and its context headers:
//     https://docs.oracle.com/en/industries/food-beverage/simphony/omsstsg2api/api-checks-api.html
//     https://docs.oracle.com/en/industries/food-beverage/simphony/omsstsg2api/op-api-v1-checks-get.html
//     https://docs.oracle.com/en/industries/food-beverage/simphony/stsgg/op-api-v1-checks-checkref-get.html
//     https://docs.oracle.com/en/industries/food-beverage/simphony/stsgg/header_params.html
//   Duplicate requests (Simphony-Features: detect-duplicate-request with the header's idempotencyId):
//     https://docs.oracle.com/en/industries/food-beverage/simphony/omsstsg2api/detect_dup_requests.html
//   Condiments on a menu item line:
//     https://docs.oracle.com/en/industries/food-beverage/simphony/omsstsg2api/condiment_prefixes.html
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { ORDER_TYPE, receiptOrderTypeLine } from "#shared/contract/order-type.ts";
import type { OracleResponse } from "#shared/contract/orders.ts";
import { toEgp, toPiastres } from "#shared/money/money.ts";
import type { SimphonyConfig, SimphonyPlace } from "../../config/simphony.ts";
import type { PosCheckStatus, PosGateway, PosOrder } from "./pos.port.ts";

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type SimphonyOptions = SimphonyConfig & {
  log: Log;
  fetchImpl?: typeof fetch;
  /** Waits between attempts (tests pass one that returns at once). */
  sleep?: (ms: number) => Promise<void>;
  /** Per HTTP request: STS Gen2 routes many calls to the store's own servers, which can be slow. */
  timeoutMs?: number;
  attempts?: number;
  now?: () => Date;
};

/** A failed call; `retry` when the same call may well succeed later (network, timeout, 429, 5xx). */
export class SimphonyError extends Error {
  readonly retry: boolean;
  readonly problem: Record<string, unknown>;
  constructor(message: string, retry: boolean, problem: Record<string, unknown> = {}) {
    super(message);
    this.name = "SimphonyError";
    this.retry = retry;
    this.problem = problem;
  }
}

// Machine clients always use this redirect URI (Step 2 of the sign-in).
const REDIRECT_URI = "apiaccount://callback";
// Oracle's advice is a 14-day id_token; this is only for an answer without expires_in.
const DEFAULT_TOKEN_SECONDS = 3600;
// Our checks are looked up among those opened in this window: the outbox retries within minutes.
const LOOKUP_DAYS = 2;

type Answer = { status: number; headers: Headers; body: unknown };
type CheckLine = {
  menuItemId: number;
  quantity: number;
  unitPrice?: number;
  condiments: { condimentId: number; quantity: number }[];
};

/**
 * The STS Gen2 session: sign-in and its cached id_token, the context headers, per-request
 * timeouts and retries. The POS adapter builds its own; the menu sync is handed one.
 */
export function simphonyClient(options: SimphonyOptions) {
  const { log, timeoutMs = 10_000, attempts = 3 } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  const oauth = `${options.authUrl}/oidc-provider/v1/oauth2`;
  let token: { value: string; renewAt: number } | null = null;
  let signingIn: Promise<string> | null = null;

  /** One exchange under the timeout; no answer (network, timeout) is a retryable error. */
  async function exchange(url: string, init: RequestInit): Promise<Answer> {
    try {
      const response = await fetchImpl(url, {
        ...init,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: parseJson(text) };
    } catch (error) {
      const { name, cause } = error as Error & { cause?: { code?: string } };
      const reason = name === "TimeoutError" ? "timeout" : name;
      throw new SimphonyError(`Simphony did not answer (${reason})`, true, { reason, cause: cause?.code });
    }
  }

  /** Authorize, sign the API account in, trade the code for an id_token (the documented steps). */
  async function signIn(): Promise<string> {
    const verifier = randomBytes(32).toString("base64url");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const authorize = await exchange(
      `${oauth}/authorize?${new URLSearchParams({
        scope: "openid",
        response_type: "code",
        client_id: options.clientId,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: "S256",
      })}`,
      { method: "GET" },
    );
    expectSignInStep(authorize, "authorize");
    // The sign-in continues the authorize request's session, which the provider keeps in cookies.
    const cookie = authorize.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(";")[0])
      .join("; ");
    const form = { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) };
    const signin = await exchange(`${oauth}/signin`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({
        username: options.username,
        password: options.password,
        orgname: options.orgShortName,
      }).toString(),
    });
    expectSignInStep(signin, "signin");
    const redirectUrl = String((signin.body as { redirectUrl?: unknown } | null)?.redirectUrl ?? "");
    const code = new URLSearchParams(redirectUrl.split("?")[1] ?? "").get("code");
    if (!code) throw new SimphonyError("Simphony's sign-in answered no authorization code", false);
    const issued = await exchange(`${oauth}/token`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: options.clientId,
        scope: "openid",
        redirect_uri: REDIRECT_URI,
        code,
        code_verifier: verifier,
      }).toString(),
    });
    expectSignInStep(issued, "token");
    const { id_token: idToken, expires_in: expiresIn } = (issued.body ?? {}) as Record<string, unknown>;
    if (typeof idToken !== "string" || idToken === "") {
      throw new SimphonyError("Simphony's token endpoint answered no id_token", false);
    }
    const lifetimeMs = (Number(expiresIn) > 0 ? Number(expiresIn) : DEFAULT_TOKEN_SECONDS) * 1000;
    // Renewed a little early (a tenth of its life, at most 10 minutes): never sent as it lapses.
    const margin = Math.min(lifetimeMs / 10, 10 * 60_000);
    token = { value: idToken, renewAt: now().getTime() + lifetimeMs - margin };
    log.info({ expiresInSeconds: lifetimeMs / 1000 }, "Signed in to Simphony");
    return idToken;
  }

  /** The cached id_token, or a new one when it is due or was just refused (`rejected`). */
  function idToken(rejected?: string): Promise<string> {
    if (token && token.value !== rejected && now().getTime() < token.renewAt) {
      return Promise.resolve(token.value);
    }
    // Concurrent callers share one sign-in.
    signingIn ??= signIn().finally(() => {
      signingIn = null;
    });
    return signingIn;
  }

  /**
   * One Checks or Configuration API request in a revenue center's context. A 401 signs in again
   * once (an id_token can be revoked before it expires). Statuses in `accept` are answered, not
   * thrown.
   */
  async function request(
    method: "GET" | "POST",
    path: string,
    place: SimphonyPlace,
    extra: { query?: Record<string, string>; body?: unknown; features?: string; accept?: number[] } = {},
  ): Promise<Answer> {
    const url = `${options.apiUrl}${path}${extra.query ? `?${new URLSearchParams(extra.query)}` : ""}`;
    const send = (bearer: string) =>
      exchange(url, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: "application/json",
          "Simphony-OrgShortName": options.orgShortName,
          "Simphony-LocRef": place.locRef,
          "Simphony-RvcRef": String(place.rvcRef),
          ...(extra.body === undefined ? {} : { "content-type": "application/json" }),
          ...(extra.features ? { "Simphony-Features": extra.features } : {}),
        },
        body: extra.body === undefined ? undefined : JSON.stringify(extra.body),
      });
    const bearer = await idToken();
    let answer = await send(bearer);
    if (answer.status === 401) answer = await send(await idToken(bearer));
    if ((answer.status >= 200 && answer.status < 300) || extra.accept?.includes(answer.status)) return answer;
    const problem = problemOf(answer);
    throw new SimphonyError(
      `Simphony answered ${answer.status} to ${method} ${path}${problem.detail ? `: ${problem.detail}` : ""}`,
      answer.status === 429 || answer.status >= 500,
      problem,
    );
  }

  /** Runs `operation` up to `attempts` times while it fails with a retryable error. */
  async function retrying<T>(what: string, context: object, operation: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries += 1) {
      try {
        return await operation();
      } catch (error) {
        if (!(error instanceof SimphonyError)) throw error;
        if (!error.retry || tries >= attempts) {
          log.error({ ...context, tries, ...error.problem }, `${what} failed (Simphony)`);
          throw error;
        }
        log.warn({ ...context, tries, ...error.problem }, `${what}: attempt failed (Simphony), retrying`);
        // ~300 ms, then ~900 ms; the jitter keeps instances that failed together from retrying together.
        await sleep(Math.round(300 * 3 ** (tries - 1) * (0.8 + Math.random() * 0.4)));
      }
    }
  }

  return { options, now, request, retrying };
}
export type SimphonyClient = ReturnType<typeof simphonyClient>;

/**
 * The stores' POS: each paid order becomes one check in its outlet's revenue center, its lines
 * as Simphony menu items and condiments, paid with the online-card tender.
 *
 * Once only: the check's name carries our order id. Every attempt first looks for a check of ours
 * with that name and opens one only when there is none; the POST also carries the order's
 * idempotencyId with duplicate detection on, which covers the 300 seconds in which a first
 * check may not yet be listed (or two instances race). A retry after a lost answer finds the
 * first check and never opens a second.
 *
 * The receipt (oracleResponse) is the check as the POS answers it. When the POS totals differ
 * from what the customer was charged, the order still counts as taken (it is paid): the log gets
 * an error with both figures and the receipt a line saying so, for the store to settle.
 * The log never carries the password or the id_token.
 */
export function simphonyPos(options: SimphonyOptions): PosGateway {
  const client = simphonyClient(options);
  const { log, menuMap } = options;

  function placeOf(order: PosOrder): SimphonyPlace {
    const place = options.outlets.get(order.outletId);
    if (!place) {
      throw new Error(
        `No Simphony revenue center for outlet ${order.outletId} (${order.outletName}): add it to SIMPHONY_OUTLETS_FILE.`,
      );
    }
    return place;
  }

  /** The POST /checks body; an item or condiment missing from the menu map is refused here. */
  function newCheck(order: PosOrder, place: SimphonyPlace) {
    const unmapped: string[] = [];
    const menuItems: CheckLine[] = order.lines.map((line) => {
      const menuItemId = menuMap.items.get(line.itemId);
      if (menuItemId === undefined) unmapped.push(`item ${line.itemId} (${line.name})`);
      return {
        menuItemId: menuItemId ?? 0,
        quantity: line.quantity,
        condiments: line.condiments.map((condiment) => {
          const condimentId = menuMap.condiments.get(condiment.id);
          if (condimentId === undefined) unmapped.push(`condiment ${condiment.id} (${condiment.name})`);
          return { condimentId: condimentId ?? 0, quantity: 1 };
        }),
      };
    });
    if (order.deliveryFee > 0) {
      if (menuMap.deliveryFee === null) unmapped.push("the delivery fee (deliveryFee)");
      // An open-priced item: the POS takes the price we send.
      menuItems.push({
        menuItemId: menuMap.deliveryFee ?? 0,
        quantity: 1,
        unitPrice: toEgp(order.deliveryFee),
        condiments: [],
      });
    }
    if (unmapped.length > 0) {
      throw new Error(
        `Order ${order.id}: SIMPHONY_MENU_MAP_FILE has no Simphony menu item for our ${unmapped.join(", ")}.`,
      );
    }
    const orderType =
      order.orderType === ORDER_TYPE.delivery ? options.orderTypes.delivery : options.orderTypes.pickup;
    return {
      header: {
        orgShortName: options.orgShortName,
        locRef: place.locRef,
        rvcRef: place.rvcRef,
        checkName: checkNameOf(order.id),
        idempotencyId: order.id.replaceAll("-", ""),
        checkEmployeeRef: options.employeeRef,
        ...(orderType === null ? {} : { orderTypeRef: orderType }),
      },
      menuItems,
      tenders: [{ tenderId: options.tenderId, total: toEgp(order.total) }],
    };
  }

  /** Our check for the order, if an earlier attempt opened one. */
  async function findCheck(place: SimphonyPlace, checkName: string): Promise<SimphonyCheck | null> {
    const since = new Date(client.now().getTime() - LOOKUP_DAYS * 24 * 3600_000);
    const listed = await client.request("GET", "/api/v1/checks", place, {
      query: {
        checkEmployeeRef: String(options.employeeRef),
        includeClosed: "true",
        sinceTime: since.toISOString(),
      },
    });
    // The reference leaves the list's envelope unspelled: a bare array or {checks}, each a check or its header.
    const body = listed.body as { checks?: unknown } | unknown[] | null;
    const list = (Array.isArray(body) ? body : Array.isArray(body?.checks) ? body.checks : []) as ({
      header?: { checkName?: unknown; checkRef?: unknown };
      checkName?: unknown;
      checkRef?: unknown;
    } | null)[];
    const ours = list
      .map((entry) => entry?.header ?? entry)
      .find((header) => header?.checkName === checkName);
    if (!ours || typeof ours.checkRef !== "string") return null;
    const found = await client.request("GET", `/api/v1/checks/${encodeURIComponent(ours.checkRef)}`, place);
    return readCheck(found.body);
  }

  function receipt(order: PosOrder, place: SimphonyPlace, check: SimphonyCheck) {
    const { header, totals } = check;
    const reference = `Check ${header.checkNumber ?? "?"} (${place.locRef}/${place.rvcRef}/${header.checkRef})`;
    const isFee = (item: SimphonyCheck["menuItems"][number]) =>
      menuMap.deliveryFee !== null && item.menuItemId === menuMap.deliveryFee;
    const deliveryFee = check.menuItems.filter(isFee).reduce((sum, item) => sum + toPiastres(item.total), 0);
    // What the POS says the check costs: what is still due plus what the tender paid.
    const posTotal = toPiastres(totals.totalDue) + toPiastres(totals.paymentTotal);
    const differs = posTotal !== order.total;
    if (differs) {
      log.error(
        {
          orderId: order.id,
          checkRef: header.checkRef,
          posTotal: toEgp(posTotal),
          charged: toEgp(order.total),
        },
        "Simphony check totals differ from the payment",
      );
    }
    const egp = (piastres: number) => toEgp(piastres).toFixed(2);
    const oracleResponse: OracleResponse = {
      header: {
        informationLines: [
          order.outletName,
          receiptOrderTypeLine(order.orderType),
          `Check ${header.checkNumber ?? header.checkRef}`,
          ...(deliveryFee > 0 ? [`Delivery fee ${egp(deliveryFee)}`] : []),
          ...(differs
            ? [
                `Totals differ from the payment: the POS check totals ${egp(posTotal)}, ${egp(order.total)} was charged.`,
              ]
            : []),
        ],
      },
      menuItems: check.menuItems
        .filter((item) => !isFee(item))
        .map((item) => ({
          name: item.name,
          quantity: item.quantity,
          unitPrice: toEgp(toPiastres(item.unitPrice)),
          condiments: item.condiments.map((condiment) => ({
            name: condiment.name,
            total: toEgp(toPiastres(condiment.total)),
          })),
        })),
      totals: {
        subtotal: toEgp(toPiastres(totals.subtotal) - deliveryFee),
        taxTotal: toEgp(toPiastres(totals.taxTotal)),
        paymentTotal: toEgp(toPiastres(totals.paymentTotal)),
      },
    };
    return { reference, oracleResponse };
  }

  return {
    async submit(order) {
      const place = placeOf(order);
      const body = newCheck(order, place);
      const context = { orderId: order.id, locRef: place.locRef, rvcRef: place.rvcRef };
      const { check, existing } = await client.retrying("POS check", context, async () => {
        // Looked up on every attempt: an earlier one whose answer was lost may have opened it.
        const found = await findCheck(place, body.header.checkName);
        if (found) return { check: found, existing: true };
        const created = await client.request("POST", "/api/v1/checks", place, {
          body,
          features: "detect-duplicate-request",
        });
        return { check: readCheck(created.body), existing: false };
      });
      log.info(
        { ...context, checkRef: check.header.checkRef, checkNumber: check.header.checkNumber, existing },
        existing ? "POS check found (Simphony)" : "POS check opened (Simphony)",
      );
      return receipt(order, place, check);
    },

    async checkStatus(reference) {
      const parsed = /\((.+)\/(\d+)\/([^/()]+)\)$/.exec(reference);
      if (!parsed) throw new Error(`Not a Simphony check reference: ${reference}`);
      const [, locRef = "", rvcRef, checkRef = ""] = parsed;
      const place = { locRef, rvcRef: Number(rvcRef) };
      const answer = await client.retrying("POS check status", { checkRef }, () =>
        client.request("GET", `/api/v1/checks/${encodeURIComponent(checkRef)}`, place, { accept: [404] }),
      );
      return answer.status === 404 ? null : statusOf(readCheck(answer.body).header.status);
    },
  };
}

/**
 * The check's name: our order id, in the 20 characters the POS client shows ("Web " and the id's
 * first 16 hex digits, 64 random bits). The customer's "Order ABCD1234" is its start.
 */
export function checkNameOf(orderId: string): string {
  return `Web ${orderId.replaceAll("-", "").slice(0, 16).toUpperCase()}`;
}

const money = z.number().default(0);
const checkSchema = z.object({
  header: z.object({
    checkRef: z.string().min(1),
    checkNumber: z.number().optional(),
    checkName: z.string().optional(),
    status: z.string().optional(),
  }),
  menuItems: z
    .array(
      z.object({
        menuItemId: z.number(),
        name: z.string().default(""),
        quantity: z.number(),
        unitPrice: money,
        total: money,
        condiments: z
          .array(z.object({ condimentId: z.number(), name: z.string().default(""), total: money }))
          .default([]),
      }),
    )
    .default([]),
  totals: z.object({ subtotal: money, taxTotal: money, paymentTotal: money, totalDue: money }),
});
type SimphonyCheck = z.infer<typeof checkSchema>;

/** A check from an answer; one we cannot read (cut short) is retried: the lookup then finds it. */
function readCheck(body: unknown): SimphonyCheck {
  const parsed = checkSchema.safeParse(body);
  if (!parsed.success) {
    throw new SimphonyError("Simphony answered a check we cannot read", true, {
      reason: "unreadable check",
      issues: parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    });
  }
  return parsed.data;
}

/**
 * The reference names no enumeration for the header's status: a voided, cancelled or deleted
 * check is voided, a closed or paid one closed, anything else still open.
 */
function statusOf(status: string | undefined): PosCheckStatus {
  const value = (status ?? "").toLowerCase();
  if (/void|cancel|delet/.test(value)) return "voided";
  if (/closed|paid/.test(value)) return "closed";
  return "open";
}

function expectSignInStep(answer: Answer, step: string): void {
  if (answer.status >= 200 && answer.status < 400) return;
  const { code } = (answer.body ?? {}) as { code?: unknown };
  throw new SimphonyError(
    answer.status === 401
      ? "Simphony refused the API account's sign-in (SIMPHONY_CLIENT_ID, SIMPHONY_USERNAME, SIMPHONY_PASSWORD)"
      : `Simphony's sign-in (${step}) answered ${answer.status}`,
    answer.status === 429 || answer.status >= 500,
    { step, status: answer.status, code },
  );
}

/** An RFC 7807 problem's parts worth logging (Simphony's own text, never our secrets). */
function problemOf(answer: Answer): Record<string, unknown> & { detail?: string } {
  const body = (answer.body ?? {}) as Record<string, unknown>;
  const detail = typeof body.detail === "string" ? body.detail.slice(0, 200) : undefined;
  return { status: answer.status, title: body.title, detail, instance: body.instance };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
