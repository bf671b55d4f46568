// A local stand-in for Oracle Simphony STS Gen2, as documented (pages listed in
// src/server/adapters/pos/simphony-pos.ts): the OpenID provider's authorize, signin and token
// steps (PKCE, an API account, the id_token as bearer), the Checks API (POST /checks with
// duplicate detection, GET /checks, GET /checks/{checkRef}) and the Configuration API's menu
// reads. Checks are priced from the fake's own menu (14% tax on taxable items), so a test can make
// them differ from what was charged. Tests can make the next requests fail, hang, or lose their
// answer after the work is done ("drop").
import { createHash, randomBytes } from "node:crypto";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";

/** A menu item or condiment; a null price is an open price (the check's request sets it). */
export type FakeMenuEntry = { name: string; price: number | null; taxable?: boolean };
export type FakePlace = { locRef: string; rvcRef: number };
type Failure = 400 | 429 | 500 | 503 | "hang" | "drop";
export type FakeOperation = "createCheck" | "listChecks" | "getCheck" | "signin" | "token" | "menu";

export type FakeCheckLine = {
  menuItemId: number;
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
  condiments: { condimentId: number; name: string; quantity: number; unitPrice: number; total: number }[];
};
export type FakeCheck = {
  header: {
    orgShortName: string;
    locRef: string;
    rvcRef: number;
    checkRef: string;
    checkNumber: number;
    checkName: string;
    checkEmployeeRef: number;
    orderTypeRef?: number;
    idempotencyId?: string;
    status: string;
    openTime: string;
    isCachedResponse?: boolean;
  };
  menuItems: FakeCheckLine[];
  tenders: { tenderId: number; total: number }[];
  totals: { subtotal: number; taxTotal: number; paymentTotal: number; totalDue: number };
};
export type FakeRequest = {
  operation: FakeOperation | "authorize";
  method: string;
  url: string;
  authorized: boolean;
  headers: Record<string, string | undefined>;
  body: unknown;
};

const piastres = (egp: number) => Math.round(egp * 100);
const egp = (value: number) => value / 100;

export async function startSimphonyFake(setup: {
  clientId: string;
  username: string;
  password: string;
  orgShortName: string;
  places: FakePlace[];
  menuItems: Record<number, FakeMenuEntry>;
  condiments: Record<number, FakeMenuEntry>;
  tokenLifetimeSeconds?: number;
  /** 0: any free port. */
  port?: number;
}) {
  const requests: FakeRequest[] = [];
  const checks: FakeCheck[] = [];
  const menuItems = new Map(Object.entries(setup.menuItems).map(([id, entry]) => [Number(id), { ...entry }]));
  const condiments = new Map(Object.entries(setup.condiments).map(([id, entry]) => [Number(id), entry]));
  const unavailable = new Set<number>();
  const sessions = new Map<string, string>(); // session cookie -> code_challenge
  const codes = new Map<string, string>(); // authorization code -> code_challenge
  const tokens = new Map<string, number>(); // id_token -> expiry (ms)
  /** Every id_token handed out (tests look for them in logs). */
  const issuedTokens: string[] = [];
  const duplicates = new Map<string, FakeCheck>(); // idempotencyId -> check
  const failures = new Map<FakeOperation, Failure[]>();
  const hanging = new Set<() => void>();
  let tokenLifetimeSeconds = setup.tokenLifetimeSeconds ?? 14 * 24 * 3600;
  let nextCheckNumber = 1001;

  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(formbody);

  const problem = (reply: FastifyReply, status: number, detail: string, instance = "error:pos-error") =>
    reply.status(status).send({ type: "about:blank", title: `HTTP ${status}`, status, detail, instance });
  const placeOf = (locRef: unknown, rvcRef: unknown) =>
    setup.places.find(
      (place) =>
        place.locRef.toLowerCase() === String(locRef ?? "").toLowerCase() && place.rvcRef === Number(rvcRef),
    );
  const isAuthorized = (header: string | undefined) => {
    const expiry = header?.startsWith("Bearer ") ? tokens.get(header.slice(7)) : undefined;
    return expiry !== undefined && Date.now() < expiry;
  };
  const record = (operation: FakeRequest["operation"], request: FastifyRequest) => {
    const headers = request.headers as Record<string, string | undefined>;
    requests.push({
      operation,
      method: request.method,
      url: request.url,
      authorized: isAuthorized(headers.authorization),
      headers,
      body: request.body ?? null,
    });
  };

  /** A programmed failure for this request: answered here (true), or none (false). */
  async function failed(
    operation: FakeOperation,
    request: FastifyRequest,
    reply: FastifyReply,
    work?: () => void,
  ) {
    const failure = failures.get(operation)?.shift();
    if (failure === undefined) return false;
    if (failure === "hang") {
      await new Promise<void>((resolve) => hanging.add(resolve));
      return true;
    }
    if (failure === "drop") {
      work?.();
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    }
    await problem(reply, failure, `Programmed failure ${failure}`);
    return true;
  }

  // -- OpenID provider ------------------------------------------------------------------------

  app.get<{ Querystring: Record<string, string> }>(
    "/oidc-provider/v1/oauth2/authorize",
    async (request, reply) => {
      record("authorize", request);
      const query = request.query;
      if (
        query.client_id !== setup.clientId ||
        query.scope !== "openid" ||
        query.response_type !== "code" ||
        query.redirect_uri !== "apiaccount://callback" ||
        query.code_challenge_method !== "S256" ||
        !/^[A-Za-z0-9_-]{43,128}$/.test(query.code_challenge ?? "")
      ) {
        return reply.status(400).send({ error: "invalid_request" });
      }
      const session = randomBytes(16).toString("hex");
      sessions.set(session, query.code_challenge ?? "");
      reply.header("set-cookie", `OIDC_SESSION=${session}; Path=/oidc-provider; HttpOnly; Secure`);
      return reply.type("text/html").send("<html><body>Sign in</body></html>");
    },
  );

  app.post<{ Body: Record<string, string> }>("/oidc-provider/v1/oauth2/signin", async (request, reply) => {
    record("signin", request);
    if (await failed("signin", request, reply)) return reply;
    const session = /OIDC_SESSION=([0-9a-f]+)/.exec(request.headers.cookie ?? "")?.[1];
    const challenge = session ? sessions.get(session) : undefined;
    if (!session || challenge === undefined) {
      return reply.status(400).send({ status: 400, message: "no.session", code: "SESSION_INVALID" });
    }
    const { username, password, orgname } = request.body ?? {};
    if (username !== setup.username || password !== setup.password || orgname !== setup.orgShortName) {
      return reply
        .status(401)
        .send({ status: 401, message: "invalid.credentials", code: "AUTHENTICATION_INVALID" });
    }
    sessions.delete(session);
    const code = randomBytes(24).toString("base64url");
    codes.set(code, challenge);
    return { nextOp: "redirect", success: "true", redirectUrl: `?code=${code}` };
  });

  app.post<{ Body: Record<string, string> }>("/oidc-provider/v1/oauth2/token", async (request, reply) => {
    record("token", request);
    if (await failed("token", request, reply)) return reply;
    const body = request.body ?? {};
    const challenge = codes.get(body.code ?? "");
    const verified =
      challenge !== undefined &&
      createHash("sha256")
        .update(body.code_verifier ?? "")
        .digest("base64url") === challenge;
    if (body.grant_type !== "authorization_code" || body.client_id !== setup.clientId || !verified) {
      return reply.status(400).send({ error: "invalid_grant" });
    }
    codes.delete(body.code ?? "");
    const idToken = `eyJ.${randomBytes(24).toString("base64url")}.sig`;
    tokens.set(idToken, Date.now() + tokenLifetimeSeconds * 1000);
    issuedTokens.push(idToken);
    return {
      id_token: idToken,
      refresh_token: randomBytes(24).toString("base64url"),
      token_type: "Bearer",
      expires_in: tokenLifetimeSeconds,
    };
  });

  // -- Checks API -----------------------------------------------------------------------------

  /** The revenue center named by the Simphony-* headers; otherwise answered (401 or 400). */
  async function context(request: FastifyRequest, reply: FastifyReply): Promise<FakePlace | null> {
    if (!isAuthorized(request.headers.authorization)) {
      await reply.status(401).send({ status: 401, title: "Unauthorized" });
      return null;
    }
    const headers = request.headers;
    const place = placeOf(headers["simphony-locref"], headers["simphony-rvcref"]);
    if (
      String(headers["simphony-orgshortname"] ?? "").toLowerCase() !== setup.orgShortName.toLowerCase() ||
      !place
    ) {
      await problem(reply, 400, "Unknown organization, location or revenue center", "error:bad-context");
      return null;
    }
    return place;
  }

  type NewCheck = {
    header?: Partial<FakeCheck["header"]>;
    menuItems?: {
      menuItemId?: number;
      quantity?: number;
      unitPrice?: number;
      condiments?: { condimentId?: number; quantity?: number }[];
    }[];
    tenders?: { tenderId?: number; total?: number }[];
  };

  /** The check a request describes, priced from the fake's menu; or why it cannot be. */
  function priced(body: NewCheck, place: FakePlace): FakeCheck | string {
    const header = body.header ?? {};
    if (String(header.orgShortName ?? "").toLowerCase() !== setup.orgShortName.toLowerCase())
      return "Bad orgShortName";
    if (placeOf(header.locRef, header.rvcRef) !== place)
      return "The check header names another revenue center";
    if (!Number.isInteger(header.checkEmployeeRef)) return "checkEmployeeRef is required";
    let subtotal = 0;
    let taxable = 0;
    const lines: FakeCheckLine[] = [];
    for (const item of body.menuItems ?? []) {
      const entry = menuItems.get(Number(item.menuItemId));
      if (!entry) return `Menu item ${item.menuItemId} is not on the menu`;
      if (unavailable.has(Number(item.menuItemId))) return `Menu item ${item.menuItemId} is unavailable`;
      const quantity = Number(item.quantity ?? 1);
      const unitPrice = entry.price === null ? piastres(Number(item.unitPrice ?? 0)) : piastres(entry.price);
      const lineCondiments = [];
      for (const condiment of item.condiments ?? []) {
        const found = condiments.get(Number(condiment.condimentId));
        if (!found) return `Condiment ${condiment.condimentId} is not on the menu`;
        const price = piastres(found.price ?? 0);
        const total = price * Number(condiment.quantity ?? 1) * quantity;
        lineCondiments.push({
          condimentId: Number(condiment.condimentId),
          name: found.name,
          quantity: Number(condiment.quantity ?? 1),
          unitPrice: egp(price),
          total: egp(total),
        });
        subtotal += total;
        if (entry.taxable !== false) taxable += total;
      }
      subtotal += unitPrice * quantity;
      if (entry.taxable !== false) taxable += unitPrice * quantity;
      lines.push({
        menuItemId: Number(item.menuItemId),
        name: entry.name,
        quantity,
        unitPrice: egp(unitPrice),
        total: egp(unitPrice * quantity),
        condiments: lineCondiments,
      });
    }
    const tax = Math.round((taxable * 14) / 100);
    const tenders = (body.tenders ?? []).map((tender) => ({
      tenderId: Number(tender.tenderId),
      total: Number(tender.total ?? 0),
    }));
    const paid = tenders.reduce((sum, tender) => sum + piastres(tender.total), 0);
    const due = subtotal + tax - paid;
    const checkNumber = nextCheckNumber++;
    return {
      header: {
        orgShortName: setup.orgShortName,
        locRef: place.locRef,
        rvcRef: place.rvcRef,
        checkRef: randomBytes(20).toString("hex"),
        checkNumber,
        checkName: String(header.checkName ?? ""),
        checkEmployeeRef: Number(header.checkEmployeeRef),
        ...(header.orderTypeRef === undefined ? {} : { orderTypeRef: Number(header.orderTypeRef) }),
        ...(header.idempotencyId === undefined ? {} : { idempotencyId: String(header.idempotencyId) }),
        status: due <= 0 ? "closed" : "open",
        openTime: new Date().toISOString(),
      },
      menuItems: lines,
      tenders,
      totals: { subtotal: egp(subtotal), taxTotal: egp(tax), paymentTotal: egp(paid), totalDue: egp(due) },
    };
  }

  app.post<{ Body: NewCheck }>("/api/v1/checks", async (request, reply) => {
    record("createCheck", request);
    const place = await context(request, reply);
    if (!place) return reply;
    const detect = String(request.headers["simphony-features"] ?? "").includes("detect-duplicate-request");
    const idempotencyId = request.body?.header?.idempotencyId;
    if (detect && !idempotencyId) return problem(reply, 400, "idempotencyId is required", "error:validation");
    const cached = detect && idempotencyId ? duplicates.get(idempotencyId) : undefined;
    if (cached)
      return reply.status(201).send({ ...cached, header: { ...cached.header, isCachedResponse: true } });

    const check = priced(request.body ?? {}, place);
    if (typeof check === "string") return problem(reply, 400, check, "error:check_validation_failure");
    const clash = checks.find(
      (open) =>
        open.header.status === "open" &&
        open.header.locRef === place.locRef &&
        open.header.rvcRef === place.rvcRef &&
        open.header.checkName === check.header.checkName,
    );
    if (clash) return problem(reply, 400, "checkName must be unique among open checks", "error:validation");
    const open = () => {
      checks.push(check);
      if (detect && idempotencyId) duplicates.set(idempotencyId, check);
    };
    if (await failed("createCheck", request, reply, open)) return reply;
    open();
    return reply.status(201).send(check);
  });

  app.get<{ Querystring: Record<string, string> }>("/api/v1/checks", async (request, reply) => {
    record("listChecks", request);
    const place = await context(request, reply);
    if (!place) return reply;
    if (await failed("listChecks", request, reply)) return reply;
    const { includeClosed, checkEmployeeRef, sinceTime } = request.query;
    const listed = checks.filter(
      (check) =>
        check.header.locRef === place.locRef &&
        check.header.rvcRef === place.rvcRef &&
        (includeClosed === "true" || check.header.status === "open") &&
        (checkEmployeeRef === undefined || check.header.checkEmployeeRef === Number(checkEmployeeRef)) &&
        (sinceTime === undefined || check.header.openTime >= new Date(sinceTime).toISOString()),
    );
    return { checks: listed.map((check) => ({ header: check.header })) };
  });

  app.get<{ Params: { checkRef: string } }>("/api/v1/checks/:checkRef", async (request, reply) => {
    record("getCheck", request);
    const place = await context(request, reply);
    if (!place) return reply;
    if (await failed("getCheck", request, reply)) return reply;
    const check = checks.find(
      (candidate) =>
        candidate.header.checkRef === request.params.checkRef &&
        candidate.header.locRef === place.locRef &&
        candidate.header.rvcRef === place.rvcRef,
    );
    return check ?? problem(reply, 404, "Check not found", "error:not-found");
  });

  // -- Configuration API (menus) ----------------------------------------------------------------

  const MENU_ID = "1";
  app.get<{ Querystring: Record<string, string> }>("/api/v1/menus/summary", async (request, reply) => {
    record("menu", request);
    if (!isAuthorized(request.headers.authorization)) return reply.status(401).send({ status: 401 });
    if (await failed("menu", request, reply)) return reply;
    const { orgShortName, locRef, rvcRef } = request.query;
    if (orgShortName !== setup.orgShortName || !placeOf(locRef, rvcRef))
      return problem(reply, 400, "Unknown RVC");
    return { items: [{ menuId: MENU_ID, name: "Web menu" }] };
  });

  app.get<{ Params: { menuId: string } }>("/api/v1/menus/:menuId", async (request, reply) => {
    record("menu", request);
    const place = await context(request, reply);
    if (!place) return reply;
    if (request.params.menuId !== MENU_ID) return problem(reply, 404, "No such menu");
    return {
      menuId: MENU_ID,
      menuItems: [...menuItems].map(([menuItemId, entry]) => ({
        menuItemId,
        name: entry.name,
        definitions: [{ defSequence: 1, prices: entry.price === null ? [] : [{ price: entry.price }] }],
      })),
    };
  });

  app.get<{ Querystring: Record<string, string> }>(
    "/api/v1/menus/items/unavailable",
    async (request, reply) => {
      record("menu", request);
      if (!isAuthorized(request.headers.authorization)) return reply.status(401).send({ status: 401 });
      const { OrgShortName, LocRef, RvcRef } = request.query;
      const place = placeOf(LocRef, RvcRef);
      if (OrgShortName !== setup.orgShortName || !place) return problem(reply, 400, "Unknown RVC");
      return {
        ...place,
        orgShortName: setup.orgShortName,
        menuItems: [...unavailable].map((menuItemId) => ({ menuItemId })),
      };
    },
  );

  const address = await app.listen({ host: "127.0.0.1", port: setup.port ?? 0 });
  return {
    /** Both SIMPHONY_API_URL and SIMPHONY_AUTH_URL for the adapter. */
    url: address,
    requests,
    checks,
    issuedTokens,
    /** Requests of one kind, in order. */
    requestsFor: (operation: FakeRequest["operation"]) =>
      requests.filter((entry) => entry.operation === operation),
    /** The next `count` requests of `operation` answer `failure`, never answer, or lose their answer. */
    failNext(count: number, failure: Failure, operation: FakeOperation) {
      const queue = failures.get(operation) ?? [];
      for (let i = 0; i < count; i += 1) queue.push(failure);
      failures.set(operation, queue);
    },
    /** Answers normally again: programmed failures dropped, hanging requests let go. */
    clearFailures() {
      failures.clear();
      for (const release of hanging) release();
      hanging.clear();
    },
    /** Revokes every id_token handed out so far (the next API call is a 401). */
    expireTokens: () => tokens.clear(),
    setTokenLifetime(seconds: number) {
      tokenLifetimeSeconds = seconds;
    },
    /** The 300 seconds of duplicate detection have passed. */
    forgetDuplicates: () => duplicates.clear(),
    setPrice(menuItemId: number, price: number) {
      const entry = menuItems.get(menuItemId);
      if (entry) entry.price = price;
    },
    setUnavailable(menuItemIds: number[]) {
      unavailable.clear();
      for (const id of menuItemIds) unavailable.add(id);
    },
    /** What the store does at the POS: close, void, or reopen a check. */
    setStatus(checkRef: string, status: string) {
      const check = checks.find((candidate) => candidate.header.checkRef === checkRef);
      if (check) check.header.status = status;
    },
    reset() {
      requests.length = 0;
      checks.length = 0;
      duplicates.clear();
      failures.clear();
      unavailable.clear();
      for (const [id, entry] of Object.entries(setup.menuItems)) menuItems.set(Number(id), { ...entry });
    },
    async close() {
      for (const release of hanging) release();
      await app.close();
    },
  };
}
export type SimphonyFake = Awaited<ReturnType<typeof startSimphonyFake>>;
