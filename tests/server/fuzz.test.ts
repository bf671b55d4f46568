// Property-based tests: arbitrary bodies, query strings, path ids and headers sent to
// every route of the server never get a 5xx; every /api answer is JSON whose `status` mirrors the
// HTTP status; the payment pages never redirect off-site. Plus hand-picked nasty inputs.
//
// A failure prints fast-check's seed and path, the shrunk request (method, url, credential,
// headers, body) and, for a 5xx, what the server logged. To replay one failing property:
//   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run --project api-pglite tests/server/fuzz.test.ts -t '<test>'
// To fuzz longer: FUZZ_RUNS=1000 (and --testTimeout=600000). FUZZ_STATS=1 prints the statuses seen per route.
import { createHmac } from "node:crypto";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config/config.ts";
import { type Endpoint, pathOf } from "#shared/contract/endpoint.ts";
import { type EndpointName, endpoints } from "#shared/contract/endpoints.ts";
import { fetchMenuResponseSchema } from "#shared/contract/menu.ts";
import { isItemVisible } from "#shared/rules/menu-display.ts";
import { addressPayload, type Customer, newCustomer } from "../fixtures/customers.ts";
import { openHoursNow } from "../fixtures/open-hours-clock.ts";
import { parsePlacedOrder } from "../fixtures/orders.ts";
import { servedRoutes } from "../fixtures/served-routes.ts";
import type { TestApp } from "../fixtures/test-app.ts";
import { createTestDatabase, testEngine } from "../fixtures/test-database.ts";

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const FUZZ_PATH = process.env.FUZZ_PATH;
const runParameters = { numRuns: NUM_RUNS, seed: FUZZ_SEED, path: FUZZ_PATH, endOnFailure: false };

/**
 * Fixed bugs 1, 3 and 4 (see "fixed bugs" at the end): a NUL character (U+0000) or a lone UTF-16
 * surrogate in text used to answer a 500. The random strings include them again.
 */
const SKIP_NUL_CHARACTER = false;
const SKIP_LONE_SURROGATES = false;

/**
 * Fixed bug 2: a path Fastify's router refuses (broken percent-encoding, a path parameter over
 * 100 characters) used to answer Fastify's own error body; it now has the API's shape.
 */
const TOLERATE_ROUTER_ERROR_SHAPE = false;
const ROUTER_ERROR_CODES = ["FST_ERR_BAD_URL", "FST_ERR_MAX_PARAM_LENGTH"];

/** A card expiry five years ahead (the sandbox refuses expired cards). */
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, "0")}`;

/** encodeURIComponent, which throws on a lone surrogate; those become U+FFFD first. */
const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, "\ufffd"));

// ---- What the routes get to see ------------------------------------------------------------

/** Counts requests; gives each one its own client address (X-Forwarded-For). */
let forwardedFor = 0;

/** The live data the arbitraries draw real ids from (filled in beforeAll). */
const live = {
  customer: undefined as Customer | undefined,
  logoutCustomer: undefined as Customer | undefined,
  revokedToken: "",
  staffToken: "",
  signOutStaffToken: "",
  itemIds: [] as number[],
  visibleItemId: 0,
  orderId: "",
  sessionId: "",
  addressId: 0,
};

const NASTY_CHARACTERS = [
  "\u202e", // right-to-left override
  "\u200f", // right-to-left mark
  "\u200d", // zero-width joiner
  "\ufeff", // byte order mark
  "\ud800", // lone surrogate (JSON.stringify writes it as an escape)
  "\udfff",
  "☕",
  "👩🏽‍💻",
  "ق",
  "٣",
  "'",
  '"',
  "\\",
  "%",
  "\n",
  "\u0001",
  "\u007f",
  "\u0000", // left out while SKIP_NUL_CHARACTER
];

const allowed = (c: string) =>
  !(SKIP_NUL_CHARACTER && c.includes("\u0000")) && !(SKIP_LONE_SURROGATES && /[\ud800-\udfff]/u.test(c));

/** One character: mostly printable ASCII, often any code point, sometimes a nasty one. */
const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }).filter(allowed) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_CHARACTERS.filter(allowed)) },
);

const text = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: character, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: character, minLength: 200, maxLength: 400 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "null",
      "undefined",
      "NaN",
      "Infinity",
      "1e309",
      "-0",
      "0x10",
      "[]",
      "{}",
    ),
  },
);

/** Any JSON value (what a JSON body can carry), with the strings above. */
const json = fc.jsonValue({ stringUnit: character, maxDepth: 3 });

/** A real field's value: usually plausible, often anything at all. */
const field = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: json },
  );

const numberish = fc.oneof(
  fc.integer(),
  fc.integer({ min: -3, max: 30 }),
  fc.double(),
  fc.constantFrom(0, -0, -1, 4, 5, 6, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e21, 0.5),
  fc.constantFrom("4", " 4 ", "4.0", "04", "1e3", "-1", "", "9".repeat(30)),
);
const phone = fc.oneof(
  fc.stringMatching(/^(\+20|0020|0)?1[0125]\d{8}$/),
  fc.constantFrom(
    "01012345678",
    "+20 10 1234 5678",
    "٠١٠١٢٣٤٥٦٧٨",
    "(010) 1234-5678",
    "+14155550123",
    "0223456789",
  ),
);
const latitude = fc.oneof(
  fc.double({ min: 29.9, max: 30.1, noNaN: true }),
  fc.double(),
  fc.constantFrom("29.963", 91),
);
const longitude = fc.oneof(
  fc.double({ min: 31.2, max: 31.5, noNaN: true }),
  fc.double(),
  fc.constantFrom("31.2597"),
);
const itemId = fc.oneof(
  fc.nat({ max: 10_000 }).map((i) => live.itemIds[i % Math.max(1, live.itemIds.length)] ?? 1),
  numberish,
);
const cartLine = fc.record(
  {
    itemId: field(itemId),
    quantity: field(fc.oneof(fc.integer({ min: -2, max: 120 }), fc.constantFrom("1", 1.5))),
    note: field(text),
    condiment_data: field(
      fc.array(fc.record({ condiment_id: field(numberish) }, { requiredKeys: [] }), { maxLength: 4 }),
    ),
    itemName: text,
    itemPrice: numberish,
  },
  { requiredKeys: [] },
);
const cartData = fc.oneof(
  fc.array(field(cartLine), { maxLength: 4 }).map((lines) => JSON.stringify(lines)),
  text,
);
/** A well-formed one-time-code challenge id (128 bits, base64url) that no code was sent under. */
const SOME_CHALLENGE = "AAAAAAAAAAAAAAAAAAAAAA";
const challengeId = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{22}$/), numberish);
const realOrderId = fc.constant(null).map(() => live.orderId);
const orderId = fc.oneof(realOrderId, fc.uuid(), text);
const realSessionId = fc.constant(null).map(() => live.sessionId);
const sessionId = fc.oneof(realSessionId, fc.stringMatching(/^[0-9a-f]{32}$/), text);

// ---- The routes ----------------------------------------------------------------------------

type Route = {
  method: "GET" | "POST";
  /** The route as declared, for the test name. */
  route: string;
  /** The path actually requested (ids in it are generated). */
  path: fc.Arbitrary<string>;
  /** The token it takes: a customer's (bearer), a store staff member's, or none. */
  auth?: Endpoint["auth"];
  /**
   * A stream (Server-Sent Events): fuzzed with what it refuses at once (an unknown order, no
   * valid token), since a stream it accepts stays open.
   */
  stream?: boolean;
  /** The body fields the route reads, with plausible values. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** The query parameters the route reads. */
  query?: Record<string, fc.Arbitrary<unknown>>;
  /** A provider page taking form posts (outside the JSON API). */
  form?: boolean;
};

const at = (path: string) => fc.constant(path);
const withId = (prefix: string, id: fc.Arbitrary<string>) => id.map((value) => `${prefix}${encode(value)}`);

/** What the fuzzing sends to each endpoint of the table, beyond arbitrary input. */
type EndpointInputs = {
  /** The body fields the endpoint reads, with plausible values. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** The query parameters it reads. */
  query?: Record<string, fc.Arbitrary<unknown>>;
  /** Its path parameters. */
  params?: Record<string, fc.Arbitrary<string>>;
};

/** Keyed by the endpoint table: a new endpoint fails to compile here until it is fuzzed. */
const ENDPOINT_INPUTS: Record<EndpointName, EndpointInputs> = {
  register: { fields: { phoneNumber: field(phone), name: field(text) } },
  login: { fields: { phoneNumber: field(phone) } },
  verifyOtp: { fields: { pin: field(fc.stringMatching(/^\d{4}$/)), id: field(challengeId) } },
  resendOtp: { fields: { phone: field(phone) } },
  logout: { fields: {} },
  logoutOtherDevices: { fields: {} },
  devSmsOutbox: { query: { phone: field(phone) } },
  fetchAddress: { fields: { user_id: field(numberish) } },
  saveAddress: {
    fields: {
      address_id: field(
        fc.oneof(
          numberish,
          fc.constant(null).map(() => live.addressId),
        ),
      ),
      label: field(text),
      location: field(text),
      landmark: field(text),
      address_line: field(text),
      building: field(text),
      floor: field(text),
      flat: field(text),
      phone_number: field(phone),
      latitude: field(latitude),
      longitude: field(longitude),
      closest_outlet_id: field(numberish),
    },
  },
  deleteAddress: { fields: { address_id: field(numberish) } },
  deliveryAreas: {},
  deliveryLocation: { fields: {} },
  fetchOutlet: {},
  fetchMenu: { fields: { outlet_id: field(numberish) } },
  placeOrder: {
    fields: {
      data: field(cartData),
      order_type: field(fc.constantFrom(2, 3, "2", "3", 1, 0, " 3 ")),
      selected_address_id: field(
        fc.oneof(
          numberish,
          fc.constant(""),
          fc.constant(null).map(() => live.addressId),
        ),
      ),
      selected_outlet_id: field(fc.oneof(numberish, fc.constant(""))),
      selected_method: field(fc.constantFrom("card", "cash", "", "CARD")),
      pickup_at: field(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          fc.constant(null),
          text,
        ),
      ),
    },
  },
  reOrder: {
    fields: {
      order_id: field(orderId),
      pickup_at: field(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          text,
        ),
      ),
    },
  },
  orderDetails: { params: { id: orderId } },
  orderHistory: {},
  updateUser: {
    fields: {
      first_name: field(text),
      last_name: field(text),
      email: field(fc.emailAddress()),
      phone_number: field(phone),
    },
  },
  verifyPhoneChange: { fields: { pin: field(fc.stringMatching(/^\d{4}$/)), id: field(challengeId) } },
  setLanguage: { fields: { language: field(fc.constantFrom("en", "ar", "fr", "AR", "")) } },
  saveCard: {
    fields: {
      name: field(text),
      token: field(text),
      last4: field(fc.stringMatching(/^\d{4}$/)),
      brand: field(fc.constantFrom("Visa", "Mastercard", "Meeza")),
      expiry: field(fc.stringMatching(/^(0[1-9]|1[0-2])\/\d{2}$/)),
    },
  },
  savedCardsList: {},
  deleteCard: { fields: { card_id: field(numberish) } },
  saveInterestedUsers: {
    fields: {
      firstName: field(text),
      lastName: field(text),
      email: field(fc.emailAddress()),
      phone: field(phone),
    },
  },
  socialPosts: {},
  geocode: {
    query: { q: field(fc.constantFrom("Maadi", "المعادي", "ma", "zam", "x".repeat(101), "%", "_", ".*")) },
  },
  reverseGeocode: { query: { lat: field(latitude), lng: field(longitude) } },
  kioskVerifyPin: {
    fields: {
      outlet_id: field(numberish),
      pin: field(fc.oneof(fc.stringMatching(/^\d{8,12}$/), text)),
      purpose: field(fc.oneof(fc.constantFrom("setup", "exit"), text)),
      kiosk_token: field(text),
    },
  },
  kioskWalkIn: { fields: { kiosk_token: field(text), first_name: field(text) } },
  orderStatusStream: { params: { id: fc.oneof(fc.uuid(), text) } },
  orderAheadSlots: { query: { outlet_id: field(numberish) } },
  pushKey: {},
  pushSubscribe: {
    fields: {
      endpoint: field(fc.oneof(fc.constantFrom("https://push.example/send/abc"), fc.webUrl(), text)),
      keys: field(
        fc.record(
          {
            p256dh: field(fc.oneof(fc.base64String({ minLength: 20, maxLength: 100 }), text)),
            auth: field(fc.oneof(fc.base64String({ minLength: 16, maxLength: 32 }), text)),
          },
          { requiredKeys: [] },
        ),
      ),
    },
  },
  pushUnsubscribe: { fields: { endpoint: field(fc.oneof(fc.webUrl(), text)) } },
  staffSignIn: {
    fields: {
      username: field(fc.oneof(fc.constantFrom("staff4", "staff5", "STAFF4"), text)),
      password: field(fc.oneof(fc.constantFrom("demo-staff-4", "wrong-password"), text)),
    },
  },
  staffSignOut: { fields: {} },
  storeOrders: {},
  storeMoveOrder: {
    params: { id: orderId },
    fields: {
      to: field(fc.oneof(fc.constantFrom("accepted", "preparing", "ready", "rejected", "paid"), text)),
    },
  },
  storeEvents: {},
  storeMenu: {},
  storeSoldOut: {
    fields: {
      kind: field(fc.oneof(fc.constantFrom("item", "condiment"), text)),
      id: field(fc.oneof(itemId, numberish)),
      sold_out: field(fc.oneof(fc.boolean(), numberish)),
      until: field(fc.oneof(fc.constantFrom("end_of_day", "undone"), text)),
    },
  },
};

/** The path of an endpoint under /api, its parameters generated (lone surrogates made U+FFFD). */
function endpointPath(endpoint: Endpoint, params: Record<string, fc.Arbitrary<string>> = {}) {
  return fc
    .record(params)
    .map(
      (values) =>
        `/api${pathOf(
          endpoint,
          Object.fromEntries(
            Object.entries(values).map(([name, value]) => [
              name,
              value.replace(/[\ud800-\udfff]/gu, "\ufffd"),
            ]),
          ),
        )}`,
    );
}

/** Every endpoint of the table: its method, path and bearer flag come from there. */
const API_ROUTES: Route[] = Object.entries(endpoints).map(([name, endpoint]) => {
  const inputs = ENDPOINT_INPUTS[name as EndpointName];
  return {
    method: endpoint.method,
    route: `/api${endpoint.path}`,
    path: endpointPath(endpoint, inputs.params),
    auth: endpoint.auth,
    stream: "stream" in endpoint && endpoint.stream === true,
    fields: inputs.fields,
    query: inputs.query,
  };
});

const ROUTES: Route[] = [
  ...API_ROUTES,
  // payments.routes.ts and the sandbox provider's pages (outside the JSON API)
  { method: "GET", route: "/payments/checkout/:orderId", path: withId("/payments/checkout/", orderId) },
  {
    method: "GET",
    route: "/payments/callback",
    path: at("/payments/callback"),
    query: {
      session_id: field(sessionId),
      order_id: field(orderId),
      amount: field(fc.oneof(fc.nat().map(String), numberish)),
      outcome: field(fc.constantFrom("approved", "declined")),
      reference: field(text),
      message: field(text),
      signature: field(fc.stringMatching(/^[0-9a-f]{128}$/)),
    },
  },
  {
    method: "GET",
    route: "/payments/sandbox/pay/:id",
    path: withId("/payments/sandbox/pay/", sessionId),
  },
  {
    method: "POST",
    route: "/payments/sandbox/pay/:id",
    path: withId("/payments/sandbox/pay/", sessionId),
    form: true,
    fields: {
      name: field(text),
      number: field(
        fc.constantFrom("4242424242424242", "4000000000000002", "4000000000003220", "4242 4242 4242 4241"),
      ),
      expiry: field(fc.constantFrom(FUTURE_EXPIRY, "01/20", "13/30", "12 / 30")),
      cvc: field(fc.stringMatching(/^\d{3,4}$/)),
    },
  },
  {
    method: "GET",
    route: "/payments/sandbox/challenge/:id",
    path: withId("/payments/sandbox/challenge/", sessionId),
  },
  {
    method: "POST",
    route: "/payments/sandbox/challenge/:id",
    path: withId("/payments/sandbox/challenge/", sessionId),
    form: true,
    fields: { decision: field(fc.constantFrom("confirm", "reject")) },
  },
  {
    method: "GET",
    route: "/payments/card-frame",
    path: at("/payments/card-frame"),
    query: { parent_origin: field(fc.constantFrom("http://localhost:5173", "https://evil.example", "null")) },
  },
  {
    method: "GET",
    route: "/payments/sandbox/card-frame",
    path: at("/payments/sandbox/card-frame"),
    query: { parent_origin: field(fc.constantFrom("http://localhost:5173", "https://evil.example", "null")) },
  },
  {
    method: "POST",
    route: "/payments/sandbox/tokenize",
    path: at("/payments/sandbox/tokenize"),
    form: true,
    fields: {
      name: field(text),
      number: field(fc.constantFrom("4242424242424242", "5200828282828210", "1234")),
      expiry: field(fc.constantFrom(FUTURE_EXPIRY, "01/20")),
      cvc: field(fc.stringMatching(/^\d{3,4}$/)),
    },
  },
  // http/health.ts and http/metrics.ts: the load balancer's probes and Prometheus's scrape.
  { method: "GET", route: "/healthz", path: at("/healthz") },
  { method: "GET", route: "/readyz", path: at("/readyz") },
  { method: "GET", route: "/metrics", path: at("/metrics") },
];

/**
 * A valid body (POST) or query (GET) per route, built from the live data: the fuzzing also
 * changes only one or two of its fields, which reaches the code behind validation.
 */
const VALID: Record<string, () => Record<string, unknown>> = {
  "POST /api/register": () => ({
    phoneNumber: `0101${String(forwardedFor).padStart(7, "0").slice(-7)}`,
    name: "Fuzz",
  }),
  "POST /api/login": () => ({ phoneNumber: live.customer?.phone }),
  "POST /api/verify_otp": () => ({ pin: "0000", id: SOME_CHALLENGE }),
  "POST /api/verify_phone_change": () => ({ pin: "0000", id: SOME_CHALLENGE }),
  "POST /api/resend_otp": () => ({ phone: live.logoutCustomer?.phone }),
  "GET /api/dev/sms-outbox": () => ({ phone: live.customer?.phone }),
  "POST /api/fetch_address": () => ({ user_id: 1 }),
  "POST /api/save_address": () => addressPayload(),
  "POST /api/delete_address": () => ({ address_id: live.addressId }),
  "POST /api/fetch_menu": () => ({ outlet_id: 4 }),
  "POST /api/place_order": () => ({
    data: JSON.stringify([{ itemId: live.visibleItemId, quantity: 1, note: "", condiment_data: [] }]),
    order_type: 2,
    selected_address_id: "",
    selected_outlet_id: 4,
    selected_method: "card",
  }),
  "POST /api/re_order": () => ({ order_id: live.orderId }),
  "POST /api/update_user": () => ({
    first_name: "Fuzz",
    last_name: "Customer",
    email: "fuzz@example.com",
    phone_number: live.customer?.phone,
  }),
  "POST /api/save_card": () => ({
    name: "Fuzz",
    token: "tok_fuzz",
    last4: "4242",
    brand: "Visa",
    expiry: "12/30",
  }),
  "POST /api/save_interested_users": () => ({
    firstName: "Fuzz",
    lastName: "Visitor",
    email: "fuzz.visitor@example.com",
    phone: "01012345678",
  }),
  "GET /api/geocode": () => ({ q: "Maadi" }),
  "GET /api/geocode/reverse": () => ({ lat: 29.963, lng: 31.2597 }),
  "POST /api/kiosk/verify_pin": () => ({ outlet_id: 5, pin: "24680005", purpose: "setup" }),
  "POST /payments/sandbox/pay/:id": () => ({
    name: "Fuzz",
    number: "4000000000003220",
    expiry: FUTURE_EXPIRY,
    cvc: "123",
  }),
  "POST /payments/sandbox/challenge/:id": () => ({ decision: "reject" }),
  "GET /payments/card-frame": () => ({ parent_origin: "http://localhost:5173" }),
  "GET /payments/sandbox/card-frame": () => ({ parent_origin: "http://localhost:5173" }),
  "POST /payments/sandbox/tokenize": () => ({
    name: "Fuzz",
    number: "4242424242424242",
    expiry: FUTURE_EXPIRY,
    cvc: "123",
  }),
};

/** The route's valid values with one or two of `fields` replaced by generated ones. */
function mutatedValid(route: Route, fields: Record<string, fc.Arbitrary<unknown>>) {
  const valid = VALID[`${route.method} ${route.route}`] ?? (() => ({}));
  return fc
    .tuple(
      fc.subarray(Object.keys(fields), { maxLength: Math.min(2, Object.keys(fields).length) }),
      fc.record(fields),
    )
    .map(([changed, values]) => {
      const result: Record<string, unknown> = valid();
      for (const name of changed) result[name] = values[name];
      return result;
    });
}

// ---- Requests ------------------------------------------------------------------------------

type Credential = "none" | "valid" | "revoked" | "garbage";
type Body =
  | { kind: "json"; value: unknown }
  | { kind: "form"; value: Record<string, string> }
  | { kind: "raw"; contentType: string; text: string };
type FuzzRequest = {
  method: string;
  url: string;
  credential: Credential;
  xRequestedWith: boolean;
  precognition: boolean;
  idempotencyKey: string | null;
  body: Body | null;
};

/** A JSON body: anything, an object, or the route's own fields with arbitrary values. */
function bodyFor(route: Route): fc.Arbitrary<Body> {
  const fields = route.fields ?? {};
  const ownFields = fc.record(fields, { requiredKeys: [] });
  const ownFieldsAndMore = fc
    .tuple(ownFields, fc.dictionary(fc.string({ unit: character, maxLength: 12 }), json, { maxKeys: 3 }))
    .map(([own, more]) => ({ ...more, ...own }));
  const jsonBody = fc
    .oneof(
      { weight: 4, arbitrary: mutatedValid(route, fields) },
      { weight: 4, arbitrary: ownFields },
      { weight: 2, arbitrary: ownFieldsAndMore },
      { weight: 1, arbitrary: json },
      { weight: 1, arbitrary: fc.object({ maxDepth: 2, stringUnit: character }) },
      { weight: 1, arbitrary: fc.oneof(text, fc.double(), fc.array(json, { maxLength: 4 })) },
    )
    .map((value): Body => ({ kind: "json", value }));
  const rawBody = fc
    .tuple(
      fc.constantFrom(
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/xml",
        "multipart/form-data; boundary=x",
        "application/octet-stream",
      ),
      fc.oneof(
        text,
        json.map((value) => JSON.stringify(value) ?? ""),
      ),
    )
    .map(([contentType, raw]): Body => ({ kind: "raw", contentType, text: raw }));
  const arbitraries: fc.WeightedArbitrary<Body>[] = [
    { weight: 8, arbitrary: jsonBody },
    { weight: 1, arbitrary: rawBody },
  ];
  if (route.form) {
    const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
    const asForm = (values: Record<string, unknown>): Body => ({
      kind: "form",
      value: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asText(value)])),
    });
    arbitraries.push(
      { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }).map(asForm) },
      { weight: 4, arbitrary: mutatedValid(route, fields).map(asForm) },
    );
  }
  return fc.oneof(...arbitraries);
}

function queryFor(route: Route): fc.Arbitrary<string> {
  const fields = route.query ?? {};
  const own =
    route.method === "GET"
      ? fc.oneof(fc.record(fields, { requiredKeys: [] }), mutatedValid(route, fields))
      : fc.record(fields, { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ unit: character, maxLength: 8 }), text, { maxKeys: 2 });
  return fc.tuple(own, extra, fc.boolean()).map(([ownValues, extraValues, repeat]) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...extraValues, ...ownValues })) {
      const asText = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
      params.append(name, asText);
      if (repeat) params.append(name, asText); // ?a=1&a=1 arrives as an array
    }
    const query = params.toString();
    return query ? `?${query}` : "";
  });
}

function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    method: fc.constant(route.method),
    url: fc.tuple(route.path, queryFor(route)).map(([path, query]) => path + query),
    credential: route.stream
      ? fc.constantFrom<Credential>("none", "revoked", "garbage")
      : fc.constantFrom<Credential>("valid", "valid", "valid", "none", "revoked", "garbage"),
    xRequestedWith: fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    precognition: fc.oneof(
      { weight: 9, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
    idempotencyKey: fc.oneof(
      { weight: 8, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_\-:.]{8,20}$/) },
      { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 20 }) },
    ),
    body: route.method === "POST" ? bodyFor(route) : fc.constant(null),
  });
}

let t: TestApp;
/** The server's error log: a 500's failure message quotes what the server logged for it. */
const serverErrors: string[] = [];
const serverLogOf = new WeakMap<LightMyRequestResponse, string>();

/** createTestApp(), with the errors the server logs kept in `serverErrors`. */
async function createLoggingTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const now = openHoursNow(); // its orders are placed as soon as possible
  const app = await buildApp({
    config: loadConfig({ APP_MODE: "demo", LOG_LEVEL: "error" }),
    database,
    logger: { level: "error", stream: { write: (line: string) => void serverErrors.push(line) } },
    checkResponses: true,
    now,
  });
  await app.ready();
  return {
    app,
    database,
    now,
    api: (options) =>
      app.inject({ ...options, headers: { "x-requested-with": "XMLHttpRequest", ...options.headers } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The bearer token for a credential: a staff member's on the store's routes, else a customer's;
 * logout and sign-out (which revoke it) never get the main one.
 */
function tokenFor(credential: Credential, url: string): string | undefined {
  const customer = url.startsWith("/api/logout") ? live.logoutCustomer : live.customer;
  const staff = url.startsWith("/api/store/sign_out") ? live.signOutStaffToken : live.staffToken;
  switch (credential) {
    case "valid":
      return url.startsWith("/api/store/") ? staff : customer?.token;
    case "revoked":
      return live.revokedToken;
    case "garbage":
      return "x".repeat(43);
    default:
      return undefined;
  }
}

async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    // A different client address per request, so per-IP rate limits do not stop the fuzzing early.
    "x-forwarded-for": `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor++ & 255}`,
  };
  if (request.xRequestedWith) headers["x-requested-with"] = "XMLHttpRequest";
  const token = tokenFor(request.credential, request.url);
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.precognition) headers.precognition = "true";
  if (request.idempotencyKey !== null) headers["idempotency-key"] = request.idempotencyKey;
  const options: InjectOptions = {
    method: request.method as InjectOptions["method"],
    url: request.url,
    headers,
  };
  const body = request.body;
  if (body?.kind === "json") {
    headers["content-type"] = "application/json";
    options.payload = JSON.stringify(body.value) ?? "";
  } else if (body?.kind === "form") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    options.payload = new URLSearchParams(body.value).toString();
  } else if (body?.kind === "raw") {
    headers["content-type"] = body.contentType;
    options.payload = body.text;
  }
  return inject(options);
}

/** app.inject(), remembering what the server logged for a 5xx (checkAnswer quotes it). */
async function inject(options: InjectOptions): Promise<LightMyRequestResponse> {
  const logged = serverErrors.length;
  const response = await t.app.inject(options);
  if (response.statusCode >= 500) {
    serverLogOf.set(
      response,
      serverErrors
        .slice(logged)
        .map((line) => line.slice(0, 1500))
        .join("\n  "),
    );
  }
  return response;
}

/** inject() with the API's X-Requested-With header. */
const api = (options: InjectOptions) =>
  inject({ ...options, headers: { "x-requested-with": "XMLHttpRequest", ...options.headers } });

/** What every answer must satisfy; throws with the details to replay otherwise. */
function checkAnswer(url: string, response: LightMyRequestResponse): void {
  const fail: (why: string) => never = (why) => {
    const log = serverLogOf.get(response);
    throw new Error(
      `${why}\n  answer: ${response.statusCode} ${response.body.slice(0, 500)}${log ? `\n  server log: ${log}` : ""}`,
    );
  };
  if (response.statusCode >= 500) fail("server error");
  const pathname = url.split("?")[0] ?? "";
  if (pathname.startsWith("/api/") || pathname === "/api") {
    if (response.statusCode === 204 || response.statusCode === 304) {
      if (response.body !== "") fail(`a ${response.statusCode} with a body`);
      return;
    }
    if (!String(response.headers["content-type"]).startsWith("application/json")) fail("not JSON");
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      fail("unparsable JSON");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) fail("not a JSON object");
    const answer = body as { status?: unknown; data?: unknown; code?: unknown; statusCode?: unknown };
    if (
      TOLERATE_ROUTER_ERROR_SHAPE &&
      ROUTER_ERROR_CODES.includes(String(answer.code)) &&
      answer.statusCode === response.statusCode &&
      response.statusCode < 500
    ) {
      return;
    }
    if (typeof answer.status !== "number") fail("no numeric status field");
    if (answer.status !== response.statusCode) fail("the status field does not mirror the HTTP status");
    return;
  }
  // Payment pages: redirects stay on this site.
  if (response.statusCode >= 300 && response.statusCode < 400) {
    const location = String(response.headers.location ?? "");
    if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) {
      fail(`redirect off-site: ${location}`);
    }
  }
}

/** FUZZ_STATS=1 prints, per route, how often each status came back (to see what the fuzzing reaches). */
const stats = new Map<string, Map<number, number>>();
const property = (route: Route) =>
  fc.asyncProperty(requestFor(route), async (request) => {
    const response = await send(request);
    const name = `${route.method} ${route.route}`;
    const counts = stats.get(name) ?? new Map<number, number>();
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
    stats.set(name, counts);
    checkAnswer(request.url, response);
  });

// ---- Setup ---------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createLoggingTestApp();
  live.customer = await newCustomer(t, "Fuzz Customer");
  live.logoutCustomer = await newCustomer(t, "Fuzz Logout");
  const revoked = await newCustomer(t, "Fuzz Revoked");
  live.revokedToken = revoked.token;
  expect((await t.api({ method: "POST", url: "/api/logout", headers: revoked.auth })).statusCode).toBe(200);
  const staffToken = async () => {
    const signedIn = await t.api({
      method: "POST",
      url: "/api/store/sign_in",
      payload: { username: "staff4", password: "demo-staff-4" },
    });
    return signedIn.json().data.token as string;
  };
  live.staffToken = await staffToken();
  live.signOutStaffToken = await staffToken();

  const menu = fetchMenuResponseSchema.parse(
    (await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: 4 } })).json(),
  );
  live.itemIds = menu.menu_data.items.map((item) => item.menuItemId);
  const visible = menu.menu_data.items.find((item) => item.menu === "BEVERAGES" && isItemVisible(item));
  live.visibleItemId = visible?.menuItemId ?? 0;

  const saved = await t.api({
    method: "POST",
    url: "/api/save_address",
    headers: live.customer.auth,
    payload: addressPayload(),
  });
  live.addressId = saved.json().address_id;

  const order = await t.api({
    method: "POST",
    url: "/api/place_order",
    headers: live.customer.auth,
    payload: {
      data: JSON.stringify([{ itemId: visible?.menuItemId, quantity: 1, note: "", condiment_data: [] }]),
      order_type: 2,
      selected_outlet_id: 4,
      selected_method: "card",
    },
  });
  const placed = parsePlacedOrder(order.json());
  live.orderId = placed.id;
  const checkout = await t.app.inject({ method: "GET", url: placed.url });
  live.sessionId = String(checkout.headers.location).split("/").pop() ?? "";
  expect(live.sessionId).toMatch(/^[0-9a-f]{32}$/);
});
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [name, counts] of stats) {
      const summary = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.log(`${name.padEnd(40)} ${summary.join(" ")}`);
    }
  }
  await t?.close();
});

// ---- Properties ----------------------------------------------------------------------------

describe(`every route, arbitrary input: never a 5xx, always the JSON error shape (${testEngine})`, () => {
  it("fuzzes exactly the routes the server has (HEAD twins of GET routes aside)", () => {
    const served = servedRoutes(t.app);
    const fuzzed = ROUTES.map((route) => `${route.method} ${route.route}`);
    expect(served.length).toBeGreaterThan(20);
    expect([...fuzzed].sort()).toEqual([...served].sort());
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.route}`, route] as const))(
    "%s",
    async (_name, route) => {
      await fc.assert(property(route), runParameters);
    },
  );

  it("any method on any path: a JSON 404/405-style answer under /api, never a 5xx", async () => {
    const pathOf = (route: Route) => route.route.replace(/:[A-Za-z]+/, "x");
    const paths = fc.oneof(
      fc.constantFrom(...ROUTES.map(pathOf)),
      fc.string({ unit: character, maxLength: 30 }).map((path) => `/api/${encode(path)}`),
    );
    // As in requestFor: a stream that accepts the request stays open, so its path is not asked
    // for (GET, or HEAD, its twin) with a valid token.
    const streamPaths = new Set(ROUTES.filter((route) => route.stream).map(pathOf));
    const request = fc
      .record({
        method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"),
        url: paths,
        credential: fc.constantFrom<Credential>("valid", "none"),
        xRequestedWith: fc.boolean(),
        precognition: fc.constant(false),
        idempotencyKey: fc.constant(null),
        body: fc.constant(null),
      })
      .filter(
        ({ method, url, credential }) =>
          !(credential === "valid" && (method === "GET" || method === "HEAD") && streamPaths.has(url)),
      );
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const response = await send(generated);
        if (generated.method === "HEAD") {
          if (response.statusCode >= 500) throw new Error(`server error ${response.statusCode}`);
          return;
        }
        checkAnswer(generated.url, response);
      }),
      runParameters,
    );
  });

  it("a correctly signed payment result with arbitrary values is recorded or refused, never a 5xx", async () => {
    // The provider's signature is checked first; this reaches the code behind it.
    const secret = loadConfig({ APP_MODE: "demo" }).paymentsHmacSecret;
    const result = fc.record({
      session_id: fc.oneof(realSessionId, fc.string({ unit: character, maxLength: 64 })),
      order_id: fc.oneof(realOrderId, fc.uuid(), fc.string({ unit: character, maxLength: 64 })),
      amount: fc.oneof(fc.nat({ max: 10_000_000 }), fc.constantFrom(0, 1)).map(String),
      outcome: fc.constantFrom("approved", "declined"),
      reference: fc.oneof(
        fc.constantFrom("sbx_same_reference"),
        fc.string({ unit: character, maxLength: 64 }),
      ),
      message: fc.string({ unit: character, maxLength: 300 }),
    });
    await fc.assert(
      fc.asyncProperty(result, async (values) => {
        const fields = ["session_id", "order_id", "amount", "outcome", "reference", "message"] as const;
        const signature = createHmac("sha512", secret)
          .update(fields.map((name) => values[name]).join("\n"))
          .digest("hex");
        const url = `/payments/callback?${new URLSearchParams({ ...values, signature })}`;
        const response = await inject({ method: "GET", url });
        checkAnswer(url, response);
        expect(response.statusCode).toBe(303);
      }),
      runParameters,
    );
  });
});

// ---- Hand-picked nasty inputs --------------------------------------------------------------

const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const HUGE = "x".repeat(100_000);

/** Raw bodies, each sent with its content type; `fields` are filled with a nasty value each. */
function nastyBodies(
  fieldNames: string[],
): { name: string; contentType?: string; payload?: string | Buffer }[] {
  const everyField = (value: string) =>
    `{${fieldNames.map((name) => `${JSON.stringify(name)}:${value}`).join(",")}}`;
  const bodies: { name: string; contentType?: string; payload?: string | Buffer }[] = [
    { name: "no body, no content type" },
    { name: "empty body with content-type json", contentType: "application/json", payload: "" },
    { name: "null", contentType: "application/json", payload: "null" },
    { name: "array", contentType: "application/json", payload: "[]" },
    { name: "string", contentType: "application/json", payload: '"text"' },
    { name: "number", contentType: "application/json", payload: "0" },
    { name: "true", contentType: "application/json", payload: "true" },
    { name: "malformed JSON", contentType: "application/json", payload: '{"a": 1' },
    { name: "single quotes", contentType: "application/json", payload: "{'a': 1}" },
    { name: "trailing comma", contentType: "application/json", payload: '{"a": 1,}' },
    { name: "100 KB string body", contentType: "application/json", payload: JSON.stringify(HUGE) },
    {
      name: "100 KB in every field",
      contentType: "application/json",
      payload: everyField(JSON.stringify(HUGE)),
    },
    { name: "deeply nested object", contentType: "application/json", payload: deepObject(20_000) },
    { name: "deeply nested array", contentType: "application/json", payload: deepArray(100_000) },
    {
      name: "deep object in every field",
      contentType: "application/json",
      payload: everyField(deepObject(500)),
    },
    {
      name: "__proto__ key",
      contentType: "application/json",
      payload: `{"__proto__":{"status":500,"isAdmin":true},${everyField('"1"').slice(1)}`,
    },
    {
      name: "constructor.prototype key",
      contentType: "application/json",
      payload: `{"constructor":{"prototype":{"isAdmin":true}},${everyField('"1"').slice(1)}`,
    },
    {
      name: "__proto__ in every field",
      contentType: "application/json",
      payload: everyField('{"__proto__":{"a":1}}'),
    },
    {
      name: "RTL, emoji, Arabic",
      contentType: "application/json",
      payload: everyField(JSON.stringify("\u202eقهوة ☕👩🏽‍💻\u200f")),
    },
    {
      name: "lone surrogates",
      contentType: "application/json",
      payload: everyField('"\\ud800\\udc00\\udfff\\ud800"'),
    },
    {
      name: "control characters",
      contentType: "application/json",
      payload: everyField('"\\u0001\\u001f\\u007f\\b\\f"'),
    },
    { name: "1e309 as a JSON number", contentType: "application/json", payload: everyField("1e309") },
    { name: "-1e309 as a JSON number", contentType: "application/json", payload: everyField("-1e309") },
    { name: "1e-400 as a JSON number", contentType: "application/json", payload: everyField("1e-400") },
    { name: "negative zero", contentType: "application/json", payload: everyField("-0") },
    { name: "a 40-digit integer", contentType: "application/json", payload: everyField("1".repeat(40)) },
    { name: "'1e309' as a string", contentType: "application/json", payload: everyField('"1e309"') },
    { name: "'NaN' and 'Infinity'", contentType: "application/json", payload: everyField('"NaN"') },
    {
      name: "arrays in every field",
      contentType: "application/json",
      payload: everyField('["01012345678"]'),
    },
    {
      name: "objects in every field",
      contentType: "application/json",
      payload: everyField('{"a":"01012345678"}'),
    },
    { name: "nulls in every field", contentType: "application/json", payload: everyField("null") },
    {
      name: "invalid UTF-8",
      contentType: "application/json",
      payload: Buffer.concat([
        Buffer.from(everyField('"X"').replace(/X/g, "")),
        Buffer.from([0xff, 0xfe, 0xc3]),
      ]),
    },
    {
      name: "invalid UTF-8 inside strings",
      contentType: "application/json",
      payload: Buffer.from(everyField('"a\u00ffb"'), "latin1"),
    },
    { name: "BOM before JSON", contentType: "application/json", payload: `\ufeff${everyField('"1"')}` },
    { name: "text/plain", contentType: "text/plain", payload: everyField('"1"') },
    { name: "application/xml", contentType: "application/xml", payload: "<a>1</a>" },
    { name: "multipart", contentType: "multipart/form-data; boundary=x", payload: "--x\r\n\r\n--x--" },
    {
      name: "form-urlencoded",
      contentType: "application/x-www-form-urlencoded",
      payload: fieldNames.map((name) => `${name}=1&${name}=2`).join("&") || "a=1",
    },
    { name: "json with a UTF-16 charset", contentType: "application/json; charset=utf-16", payload: "{}" },
    { name: "a broken content type", contentType: "application/json;;;=", payload: "{}" },
    { name: "an empty content type", contentType: "", payload: "{}" },
  ];
  return bodies;
}

describe(`hand-picked nasty inputs (${testEngine})`, () => {
  const postRoutes = ROUTES.filter((route) => route.method === "POST");

  it.each(postRoutes.map((route) => [`POST ${route.route}`, route] as const))(
    "%s survives every nasty body",
    async (_name, route) => {
      const url = route.route.replace(":id", live.sessionId || "x");
      for (const body of nastyBodies(Object.keys(route.fields ?? {}))) {
        for (const credential of route.auth && route.auth !== "none"
          ? (["valid", "none"] as const)
          : (["none"] as const)) {
          const headers: Record<string, string> = { "x-requested-with": "XMLHttpRequest" };
          const token = tokenFor(credential, url);
          if (token) headers.authorization = `Bearer ${token}`;
          if (body.contentType !== undefined) headers["content-type"] = body.contentType;
          const response = await inject({ method: "POST", url, headers, payload: body.payload });
          try {
            checkAnswer(url, response);
          } catch (error) {
            throw new Error(`${body.name} (${credential} token) -> ${(error as Error).message}`);
          }
        }
      }
    },
  );

  it.each([
    ["order_details", (id: string) => `/api/order_details/${id}`],
    ["checkout", (id: string) => `/payments/checkout/${id}`],
    ["sandbox pay page", (id: string) => `/payments/sandbox/pay/${id}`],
    ["sandbox challenge page", (id: string) => `/payments/sandbox/challenge/${id}`],
  ])("%s: nasty path ids", async (_name, url) => {
    const ids = [
      encodeURIComponent("x".repeat(10_000)),
      encodeURIComponent("../../etc/passwd"),
      "..%2F..%2F",
      encodeURIComponent("' or 1=1 --"),
      encodeURIComponent("\u202e☕👩🏽‍💻قهوة"),
      "%ED%A0%80", // an encoded lone surrogate (invalid UTF-8)
      "-0",
      "1e309",
      encodeURIComponent(" "),
      "%20%09",
    ];
    for (const id of ids) {
      const response = await api({ method: "GET", url: url(id) });
      try {
        checkAnswer(url(id), response);
      } catch (error) {
        throw new Error(`${id.slice(0, 80)} -> ${(error as Error).message}`);
      }
    }
  });

  it("nasty headers: odd tokens, odd precognition headers, odd idempotency keys", async () => {
    const customer = live.customer as Customer;
    const cases: Record<string, string>[] = [
      { authorization: "Bearer" },
      { authorization: "Bearer  " },
      { authorization: `Bearer ${"A".repeat(5000)}` },
      { authorization: `bearer ${customer.token}` },
      { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` },
      { authorization: `Bearer ${customer.token}, Bearer ${customer.token}` },
      { ...customer.auth, precognition: "true", "precognition-validate-only": ",,,__proto__,constructor" },
      { ...customer.auth, precognition: "TRUE" },
      { ...customer.auth, precognition: "true", "precognition-validate-only": "x".repeat(8000) },
      { ...customer.auth, "idempotency-key": "" },
      { ...customer.auth, "idempotency-key": "k".repeat(8000) },
      { ...customer.auth, "idempotency-key": "☕☕☕☕☕☕☕☕" },
      { ...customer.auth, "if-none-match": '"", *, W/"x"' },
    ];
    for (const headers of cases) {
      for (const route of ROUTES.filter((r) => r.route.startsWith("/api/") && !r.route.includes(":"))) {
        if (route.route === "/api/logout") continue;
        const response = await api({
          method: route.method,
          url: route.route,
          headers,
          payload: route.method === "POST" ? {} : undefined,
        });
        try {
          checkAnswer(route.route, response);
        } catch (error) {
          throw new Error(
            `${route.route} ${JSON.stringify(headers).slice(0, 200)} -> ${(error as Error).message}`,
          );
        }
      }
    }
  });
});

// ---- Fixed bugs, kept as regression tests ----

describe(`fixed bugs (${testEngine})`, () => {
  /** Requests putting `bad` into a text field of each route whose text reaches the database. */
  const textCases = (bad: string): [string, () => InjectOptions][] => [
    [
      "POST /api/re_order",
      () => ({
        method: "POST",
        url: "/api/re_order",
        headers: live.customer?.auth,
        payload: { order_id: bad },
      }),
    ],
    [
      "POST /api/save_address",
      () => ({
        method: "POST",
        url: "/api/save_address",
        headers: live.customer?.auth,
        payload: addressPayload({ label: bad }),
      }),
    ],
    [
      "POST /api/update_user",
      () => ({
        method: "POST",
        url: "/api/update_user",
        headers: live.customer?.auth,
        payload: {
          first_name: bad,
          last_name: "B",
          email: "bad@example.com",
          phone_number: live.customer?.phone,
        },
      }),
    ],
    [
      "POST /api/save_card",
      () => ({
        method: "POST",
        url: "/api/save_card",
        headers: live.customer?.auth,
        payload: { name: bad, token: "tok_x", last4: "4242", brand: "Visa", expiry: "12/30" },
      }),
    ],
    [
      "POST /api/save_interested_users",
      () => ({
        method: "POST",
        url: "/api/save_interested_users",
        payload: { firstName: bad, lastName: "B", email: "bad@example.com", phone: "01012345678" },
      }),
    ],
    [
      "POST /api/register",
      () => ({
        method: "POST",
        url: "/api/register",
        headers: { "x-forwarded-for": `10.255.0.${forwardedFor++ & 255}` },
        payload: { phoneNumber: `0109${String(forwardedFor).padStart(7, "0").slice(-7)}`, name: bad },
      }),
    ],
    ["POST /api/place_order (a cart note)", () => placeOrderWithNote(bad)],
  ];
  const placeOrderWithNote = (note: string): InjectOptions => ({
    method: "POST",
    url: "/api/place_order",
    headers: live.customer?.auth,
    payload: {
      data: JSON.stringify([{ itemId: live.visibleItemId, quantity: 1, note, condiment_data: [] }]),
      order_type: 2,
      selected_outlet_id: 4,
      selected_method: "card",
    },
  });
  const notA500 = async (options: () => InjectOptions) => {
    const response = await api(options());
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().status).toBe(response.statusCode);
  };

  // BUG 1 (both engines): U+0000 in text that reaches PostgreSQL ("invalid byte sequence for
  // encoding UTF8: 0x00"; in jsonb "unsupported Unicode escape sequence") answers 500, and the 500's
  // log line carries all the query's parameters. Nothing refuses NUL before the database: the zod
  // texts of src/shared/contract/common.ts (requiredText, optionalText), re_order's order_id
  // (orders.ts), order_details' :id (orders.routes.ts), cart notes (cart.ts), and the sandbox
  // provider's session ids (sandbox-provider.ts, session()).
  it.each([
    ...textCases("a\u0000b"),
    ["GET /api/order_details/:id", () => ({ method: "GET", url: "/api/order_details/%00" })],
  ] as [string, () => InjectOptions][])(
    "%s: a NUL character is refused, not a 500",
    async (_name, options) => {
      await notA500(options);
    },
  );
  it.each([
    ["GET /payments/sandbox/pay/:id", () => ({ method: "GET", url: "/payments/sandbox/pay/%00" })],
    [
      "POST /payments/sandbox/pay/:id",
      () => ({
        method: "POST",
        url: "/payments/sandbox/pay/%00",
        payload: { name: "a", number: "1", expiry: "1", cvc: "1" },
      }),
    ],
    [
      "GET /payments/sandbox/challenge/:id",
      () => ({ method: "GET", url: "/payments/sandbox/challenge/%00" }),
    ],
    [
      "POST /payments/sandbox/challenge/:id",
      () => ({ method: "POST", url: "/payments/sandbox/challenge/%00", payload: { decision: "confirm" } }),
    ],
  ] as [string, () => InjectOptions][])(
    "%s: a NUL character in the session id is not a 500",
    async (_name, options) => {
      const response = await inject(options());
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  // BUG 3 (both engines): a lone surrogate in a cart note (JSON "\udfff" is valid JSON and arrives
  // as a lone UTF-16 surrogate) is stored in orders.lines (jsonb); PostgreSQL refuses the escape
  // JSON.stringify writes for it ("Unicode low surrogate must follow a high surrogate"): 500.
  // orderLineInputSchema.note (src/shared/contract/cart.ts) accepts ill-formed strings.
  it.each([
    ["a lone low surrogate", "\udfff"],
    ["a lone high surrogate", "a\ud800b"],
  ])("POST /api/place_order with %s in a cart note: 422, not a 500", async (_name, note) => {
    await notA500(() => placeOrderWithNote(note));
  });

  // BUG 4 (PGlite only; PostgreSQL passes): a lone low surrogate right after a non-ASCII character
  // (e.g. "é\udfff") in any text parameter answers 500 "invalid byte sequence for encoding UTF8".
  // @electric-sql/pglite 0.4.6's byte-length function (dist/chunk-JOTQFPBW.js, function T) skips the
  // character before a low surrogate, assuming a pair, so the message is cut short. The server
  // meets it because nothing refuses ill-formed UTF-16 (same places as BUG 1).
  it.each(textCases("\u00e9\udfff").filter(([name]) => !name.includes("place_order")))(
    "%s: 'é' + a lone low surrogate is refused or stored, not a 500",
    async (_name, options) => {
      await notA500(options);
    },
  );

  // BUG 2: a path Fastify's router refuses (broken percent-encoding: 400 FST_ERR_BAD_URL; a path
  // parameter over maxParamLength, 100: 414 FST_ERR_MAX_PARAM_LENGTH) never reaches the app's error
  // handler and answers Fastify's own body {error, code, message, statusCode}: no `status` field,
  // unlike every other API error (app.ts builds Fastify without a `frameworkErrors` handler).
  it.each([
    ["broken percent-encoding", "/api/order_details/%zz"],
    ["an encoded lone surrogate (invalid UTF-8)", "/api/order_details/%ED%A0%80"],
    ["an id over 100 characters", `/api/order_details/${"x".repeat(101)}`],
  ])(
    "GET /api/order_details/:id with %s answers the API's error shape {status, message}",
    async (_case, url) => {
      const response = await api({ method: "GET", url });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual({ status: response.statusCode, message: expect.any(String) });
    },
  );
});
