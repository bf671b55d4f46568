// buildApp() wires the API (and, when given a built client, the PWA) without listening,
// so tests drive it through inject() and main.ts decides where it listens.
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from "fastify";
import { CART_PAGE_PATH, MENU_PAGE_PATH, pageFileFor, SERVER_PAINT_DIR } from "#shared/contract/pages.ts";
import { isPaid } from "#shared/rules/order-lifecycle.ts";
import { gazetteerGeocoder } from "./adapters/geocoding/cairo-gazetteer.ts";
import { mapboxGeocoder } from "./adapters/geocoding/mapbox-geocoder.ts";
import { paymobProvider } from "./adapters/payments/paymob/paymob-provider.ts";
import { sandboxPaymentProvider } from "./adapters/payments/sandbox/sandbox-provider.ts";
import { builtInPos } from "./adapters/pos/built-in-pos.ts";
import { simphonyMenuSync } from "./adapters/pos/simphony-menu-sync.ts";
import { simphonyClient, simphonyPos } from "./adapters/pos/simphony-pos.ts";
import type { PushSender } from "./adapters/push/push.port.ts";
import { webPushSender } from "./adapters/push/web-push-sender.ts";
import { outboxSms } from "./adapters/sms/outbox-sms.ts";
import { twilioSms } from "./adapters/sms/twilio-sms.ts";
import { instagramSocialFeed } from "./adapters/social-feed/instagram-social-feed.ts";
import { seededSocialFeed } from "./adapters/social-feed/seeded-social-feed.ts";
import type { Config } from "./config/config.ts";
import type { Database } from "./db/database.ts";
import { createLiveEvents, type LiveEvents } from "./events/live-events.ts";
import { authenticate } from "./http/authenticate.ts";
import { registerDemoModeCookie } from "./http/demo-mode.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { registerRequestLocale } from "./http/locale.ts";
import { safeLoggerOptions } from "./http/logging.ts";
import { httpMessages } from "./http/messages.gen.ts";
import { registerOps } from "./http/ops.ts";
import { registerPrecognition } from "./http/precognition.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { RequestLog, requestIdGenerator } from "./http/request-log.ts";
import { requireXmlHttpRequest } from "./http/requested-with.ts";
import { zodSerializerCompiler } from "./http/route.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { zodValidatorCompiler } from "./http/validation.ts";
import { addressesRoutes } from "./modules/addresses/addresses.routes.ts";
import { createAddressesService } from "./modules/addresses/addresses.service.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { geocodingRoutes } from "./modules/geocoding/geocoding.routes.ts";
import { kioskRoutes } from "./modules/kiosk/kiosk.routes.ts";
import { createKioskService } from "./modules/kiosk/kiosk.service.ts";
import { createCartPage } from "./modules/menu/cart-page.ts";
import { menuRoutes } from "./modules/menu/menu.routes.ts";
import { createMenuService } from "./modules/menu/menu.service.ts";
import { createMenuPage } from "./modules/menu/menu-page.ts";
import { createPainter } from "./modules/menu/painter.ts";
import { createPosMenuSync, type PosMenuSync } from "./modules/menu/pos-menu-sync.ts";
import { ordersRoutes } from "./modules/orders/orders.routes.ts";
import { createOrdersService, type OrdersService } from "./modules/orders/orders.service.ts";
import { outletsRoutes } from "./modules/outlets/outlets.routes.ts";
import { createOutletsService } from "./modules/outlets/outlets.service.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import {
  createPaymentsService,
  PAYMENT_PAGE_MINUTES,
  type PaymentsService,
} from "./modules/payments/payments.service.ts";
import { createPosOutbox } from "./modules/pos/pos-outbox.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { createProfileService } from "./modules/profile/profile.service.ts";
import { pushRoutes } from "./modules/push/push.routes.ts";
import { createPushService, type PushService } from "./modules/push/push.service.ts";
import { createStaffService, type StaffService } from "./modules/store/staff.service.ts";
import { storeRoutes } from "./modules/store/store.routes.ts";

export type AppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built PWA (dist/); omitted in API tests and in `npm run dev`. */
  clientDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Clock for the order checks, rate limits and the kiosk PIN's waits (tests); the real time otherwise. */
  now?: () => Date;
  /** How long each instance reuses a loaded menu and the outlet rows (tests use 0). */
  menuCacheMs?: number;
  /**
   * Parse every 200 answer with its endpoint's response schema; a mismatch is a logged 500.
   * Default: the configuration's (CHECK_RESPONSES; on except in production mode, for speed).
   */
  checkResponses?: boolean;
  /** Tests: the Web Push sender (one that trusts the local fake push service); web-push otherwise. */
  pushSender?: PushSender;
  /** How often an open board stream checks that its staff session still stands (tests: a few ms). */
  staffSessionCheckMs?: number;
};

export async function buildApp({
  config,
  database,
  clientDir,
  logger,
  now,
  menuCacheMs,
  checkResponses,
  pushSender,
  staffSessionCheckMs = 60_000,
}: AppOptions) {
  const options: FastifyHttpOptions<Server> = {
    // URLs without their query strings, never a code, token, signature or whole phone number.
    logger: safeLoggerOptions(logger, config.logLevel),
    // One log line per request, with its id (http/request-log.ts), instead of Fastify's two.
    logController: new RequestLog(),
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 256 * 1024,
    // A request must arrive whole within the timeout (408 and closed otherwise), so a client
    // trickling its body cannot hold a connection; Node checks every few seconds.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits count per IP).
    trustProxy: config.trustProxy,
    // The router's own refusals (a malformed or overlong path) answer in the API's shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as unknown as FastifyReply)
        .status(status)
        .send({ status, message: httpMessages.invalidAddress });
    },
  };
  const app = Fastify(options);
  // Before every other hook: whatever they say is said in the request's language.
  registerRequestLocale(app);
  // An empty JSON body (POST delivery_location sends one) reads as no body, not as an error.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error("The request body is not valid JSON."), {
          statusCode: 400,
          code: "FST_ERR_CTP_INVALID_JSON_BODY",
        }),
        undefined,
      );
    }
  });
  // Requests in progress, so a shutdown can let them finish before the database closes.
  let inFlight = 0;
  app.addHook("onRequest", async () => {
    inFlight += 1;
  });
  app.addHook("onResponse", async () => {
    inFlight -= 1;
  });
  app.decorate("settle", async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  });
  app.decorateRequest("userId", null);
  app.decorateRequest("tokenHash", null);
  app.decorateRequest("walkInOutletId", null);
  app.decorateRequest("staff", null);
  app.setValidatorCompiler(zodValidatorCompiler);
  // A contract drift fails loudly in demo, dev and tests; production skips the parse for speed.
  app.setSerializerCompiler(zodSerializerCompiler(checkResponses ?? config.checkResponses));
  registerErrorHandler(app);
  // /healthz, /readyz, /metrics and the request log, before any route so their hooks see all.
  const metrics = registerOps(app, { database, metricsToken: config.metricsToken, now });
  registerDemoModeCookie(app, config.mode === "demo");
  await app.register(fastifyCompress, { threshold: 1024 });
  registerSecurityHeaders(app, {
    production: config.mode === "production",
    paymentOrigin: null, // the sandbox provider is served from this origin
    mapbox: config.publicMapboxToken !== null,
    instagram: config.instagram !== null,
  });

  // Outside systems, each behind its port, with the built-in default.
  const { db } = database;
  // loadConfig sets `twilio` exactly when SMS_PROVIDER=twilio.
  const sms = config.twilio
    ? twilioSms({ ...config.twilio, log: app.log })
    : outboxSms(db, app.log, { logBody: config.mode === "demo" });
  const seededFeed = seededSocialFeed(db);
  const socialFeed = config.instagram
    ? instagramSocialFeed({ ...config.instagram, fallback: seededFeed, log: app.log })
    : seededFeed;
  // loadConfig sets `paymob` exactly when PAYMENTS_PROVIDER=paymob.
  const paymentProvider = config.paymob
    ? paymobProvider({
        ...config.paymob,
        publicUrl: config.publicUrl,
        pageSeconds: PAYMENT_PAGE_MINUTES * 60,
      })
    : sandboxPaymentProvider({
        db,
        hmacSecret: config.paymentsHmacSecret,
        merchantName: "Specialty Coffee",
        isAllowedParentOrigin: (origin) =>
          origin === new URL(config.publicUrl).origin ||
          (config.mode === "demo" && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)),
      });
  // loadConfig sets `simphony` exactly when POS_PROVIDER=simphony.
  const pos = config.simphony ? simphonyPos({ ...config.simphony, log: app.log }) : builtInPos(db);
  const menuClient = config.simphony?.menuSync ? simphonyClient({ ...config.simphony, log: app.log }) : null;
  const posMenuSync = menuClient
    ? createPosMenuSync(db, { read: (ourMenu) => simphonyMenuSync(menuClient, ourMenu), log: app.log })
    : null;
  const push = createPushService(db, {
    sender: pushSender ?? webPushSender({ ...config.push, log: app.log }),
    publicKey: config.push.publicKey,
    serviceHosts: config.push.serviceHosts,
    log: app.log,
    // The auth module is made after this one (its logout forgets a session's devices); asked only
    // once both exist.
    standingSessions: (userId, tokenHashes) => auth.standingSessions(userId, tokenHashes),
  });
  const geocoder = config.mapboxToken ? mapboxGeocoder({ token: config.mapboxToken }) : gazetteerGeocoder();

  // Changes heard from every instance on the database (LISTEN/NOTIFY): live streams, caches.
  const events = createLiveEvents(database, app.log);
  app.addHook("onReady", () => events.start());
  app.addHook("onClose", () => events.stop());

  // Services.
  const limiter = createRateLimiter(db, now, metrics);
  const outlets = createOutletsService(db, { cacheMs: menuCacheMs });
  const menu = createMenuService(db, {
    boxProduct: config.boxProduct,
    outlets,
    cacheMs: menuCacheMs,
    clock: now,
  });
  // A sold-out mark made on any instance reaches this one's menu at once.
  events.onEvery((event) => {
    if (event.type === "sold_out") menu.forget(event.outletId);
  });
  const auth = createAuthService({
    db,
    sms,
    limiter,
    otpSecret: config.otpSecret,
    otpTtlSeconds: config.otpTtlSeconds,
    siteHost: new URL(config.publicUrl).hostname,
    perIpLimit: config.authRateLimitPerIp,
    registerSmsPerHour: config.registerSmsPerHour,
    now: now ?? (() => new Date()),
    push,
    metrics,
  });
  const addresses = createAddressesService(db, { outlets });
  // The outbox asks the orders service for an order only when it hands one over.
  const posOutbox = createPosOutbox(
    db,
    pos,
    app.log,
    (orderId) => orders.forPos(orderId),
    async (orderId, status) => {
      // A check the store voided at the POS cancels the order, and the customer's money goes back.
      if (status === "voided") {
        const { from } = await orders.move(orderId, "cancelled", { actor: "pos" });
        if (isPaid(from)) await payments.giveBack(orderId, "the store voided the check at the POS");
      }
      // A check closed at the till once the order was handed over (ready, or out with the
      // driver) completes it; closed earlier, the staff still move it along on the board.
      if (status === "closed") {
        const { order_status } = await orders.statusNow(orderId);
        if (order_status === "ready" || order_status === "out_for_delivery") {
          await orders.move(orderId, "completed", { actor: "pos" });
        }
      }
    },
    now,
    metrics,
  );
  const orders = createOrdersService(
    db,
    {
      menu,
      outlets,
      addresses,
      posOutbox,
      limiter,
      limits: config.limits,
      slotHoldMinutes: PAYMENT_PAGE_MINUTES,
      // The customer hears "ready" or "on its way" (Web Push); never holds up the move.
      onMoved: (order) => void push.notifyOrderMoved(order),
      metrics,
    },
    now,
  );
  const profile = createProfileService(db, { auth, cardProvider: paymentProvider.name, ...(now && { now }) });
  const payments = createPaymentsService(db, paymentProvider, {
    orders,
    cards: profile,
    posOutbox,
    limiter,
    sessionsPerIp: config.paymentSessionsPerIp,
    log: app.log,
    now,
    onRefundFailed: () => metrics.refundFailed(),
    onPaid: () => {
      metrics.orderPaid();
      posOutbox
        .drain()
        .catch((error) => app.log.error({ err: error }, "POS hand-off failed; the outbox retries"));
    },
  });
  const kiosk = createKioskService(db, {
    production: config.mode === "production",
    now: now ?? (() => new Date()),
    auth,
    limiter,
  });
  const staff = createStaffService(db, {
    production: config.mode === "production",
    limiter,
    now: now ?? (() => new Date()),
  });
  app.decorate("authenticate", authenticate(auth.liveTokenUser));
  app.decorate("authenticateStaff", staff.authenticate);

  await app.register(
    async (api) => {
      requireXmlHttpRequest(api);
      registerPrecognition(api);
      outletsRoutes(api, { outlets });
      menuRoutes(api, { menu });
      authRoutes(api, { auth, db, demoMode: config.mode === "demo", smsOutbox: config.demoSmsOutbox });
      addressesRoutes(api, { addresses });
      ordersRoutes(api, { orders, events });
      profileRoutes(api, { profile });
      contentRoutes(api, { db, socialFeed, limiter, limits: config.limits });
      geocodingRoutes(api, { geocoder, limiter, limits: config.limits });
      kioskRoutes(api, { kiosk });
      pushRoutes(api, { push });
      storeRoutes(api, { staff, orders, menu, payments, events, sessionCheckMs: staffSessionCheckMs });
    },
    { prefix: "/api" },
  );
  paymentsRoutes(app, { payments, provider: paymentProvider, metrics });
  await paymentProvider.registerProviderRoutes?.(app);

  if (clientDir) await serveClient(app, clientDir);
  const sendsPages = Boolean(clientDir);
  const paintOptions = clientDir
    ? {
        painter: createPainter(clientDir, app.log),
        menu,
        outlets,
        clock: now ?? (() => new Date()),
        log: app.log,
      }
    : undefined;
  // Cold loads the server paints for the browser's cookie (shared/contract/menu-paint.ts, cart-paint.ts).
  const paintedPages = new Map(
    paintOptions
      ? [
          [MENU_PAGE_PATH, createMenuPage(paintOptions)],
          [CART_PAGE_PATH, createCartPage(paintOptions)],
        ]
      : [],
  );
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    // Client-side routes (/store-menu, /cart, ...) get the app shell; /api and files never do.
    const wantsPage = request.method === "GET" && !pathname.startsWith("/api/") && !path.extname(pathname);
    if (sendsPages && wantsPage) {
      const painted = await paintedPages.get(pathname)?.page(request.headers.cookie);
      if (painted) {
        // Painted for this browser's cookie: no shared cache may keep it for another's. Sent
        // uncompressed (this handler has no compression hook), which measured better on a slow
        // phone: compressed, the whole page arrives at once and its code with it, whose arrival
        // then holds the first paint back (README, "Where the performance goals stand").
        reply.header("cache-control", "private, no-cache").header("vary", "cookie");
        return reply.type("text/html; charset=utf-8").send(painted);
      }
      reply.header("cache-control", "no-cache");
      return reply.sendFile(pageFileFor(pathname));
    }
    return reply.status(404).send({ status: 404, message: `No route ${request.method} ${pathname}.` });
  });

  app.decorate("posOutbox", posOutbox);
  app.decorate("payments", payments);
  app.decorate("orders", orders);
  app.decorate("posMenuSync", posMenuSync);
  app.decorate("push", push);
  app.decorate("staff", staff);
  app.decorate("events", events);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    posOutbox: ReturnType<typeof createPosOutbox>;
    payments: PaymentsService;
    orders: OrdersService;
    /** Set when the POS's menu is synced (SIMPHONY_MENU_SYNC=on). */
    posMenuSync: PosMenuSync | null;
    /** Web Push: notifyOrderMoved after a store's move. */
    push: PushService;
    staff: StaffService;
    events: LiveEvents;
    /** Waits (at most timeoutMs) until no request is in progress. */
    settle(timeoutMs: number): Promise<void>;
  }
}

async function serveClient(app: FastifyInstance, clientDir: string) {
  const indexHtml = path.join(clientDir, "index.html");
  if (!existsSync(indexHtml)) throw new Error(`No built client at ${clientDir}: run \`npm run build\`.`);

  await app.register(fastifyStatic, {
    root: clientDir,
    // A route for each file of the build, which is fixed while the server runs: a wildcard route
    // reads every directory of the path on each request, to check its spelling (a static burst
    // of a cold load costs a third more).
    wildcard: false,
    index: "index.html",
    // The build's Brotli and gzip copies (precompress-plugin.ts), where the browser takes them;
    // they are no addresses of their own.
    preCompressed: true,
    globIgnore: ["**/*.br", "**/*.gz"],
    // The server's own module in the build (it paints the menu and the cart): not a file for browsers.
    allowedPath: (pathname) => !pathname.startsWith(`/${SERVER_PAINT_DIR}/`),
    setHeaders(res, filePath) {
      // Hashed build output never changes; everything else is revalidated (the service
      // worker and the shell must update promptly after a deployment).
      const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", cacheable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}
