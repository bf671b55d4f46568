// The server against the endpoint table: it serves exactly the table's routes under /api, each
// bearer endpoint refuses a call without a token, and an answer outside its response schema is a
// logged 500 (never a silent pass).
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import * as z from "zod/mini";
import { registerErrorHandler } from "#server/http/errors.ts";
import { type EndpointRequest, route, zodSerializerCompiler } from "#server/http/route.ts";
import { zodValidatorCompiler } from "#server/http/validation.ts";
import { staffStrings } from "#server/modules/store/staff.service.ts";
import { type BodyOf, endpoint, type ParamsOf, type QueryOf } from "#shared/contract/endpoint.ts";
import { endpoints } from "#shared/contract/endpoints.ts";
import type { reverseGeocode } from "#shared/contract/geocoding.ts";
import { fetchMenuResponseSchema } from "#shared/contract/menu.ts";
import type { orderDetails } from "#shared/contract/orders.ts";
import { fetchOutletResponseSchema } from "#shared/contract/outlets.ts";
import type { placeOrder } from "#shared/contract/place-order.ts";
import { servedRoutes } from "../fixtures/served-routes.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const table = Object.values(endpoints);
const tableRoutes = (except: readonly unknown[] = []) =>
  table
    .filter((entry) => !except.includes(entry))
    .map((entry) => `${entry.method} /api${entry.path}`)
    .sort();
const apiRoutes = (t: TestApp) =>
  servedRoutes(t.app)
    .filter((served) => served.split(" ")[1]?.startsWith("/api/"))
    .sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`the server serves the endpoint table (${testEngine})`, () => {
  it("registers exactly the table's routes under /api in demo mode", () => {
    expect(table.length).toBe(42);
    expect(apiRoutes(t)).toEqual(tableRoutes());
  });

  it("leaves out only dev/sms-outbox in production mode", async () => {
    const production = await createTestApp({ config: { mode: "production" } });
    try {
      expect(apiRoutes(production)).toEqual(tableRoutes([endpoints.devSmsOutbox]));
    } finally {
      await production.close();
    }
  });

  it.each(
    table.filter((entry) => entry.auth !== "none").map((entry) => [`${entry.method} ${entry.path}`, entry]),
  )("%s answers 401 without a token", async (_name, entry) => {
    const response = await t.api({
      method: entry.method,
      url: `/api${entry.path.replace(/:[A-Za-z_]+/g, "x")}`,
      payload: entry.method === "POST" ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
    const message = entry.auth === "staff" ? staffStrings.unauthenticated : "Unauthenticated.";
    expect(response.json()).toEqual({ status: 401, message });
  });

  it("the public endpoints need no token", async () => {
    const response = await t.api({ method: "GET", url: "/api/delivery_areas" });
    expect(response.statusCode).toBe(200);
  });

  // These two send a pre-serialised text with an ETag: no serialiser checks them, so we do.
  it("fetch_outlet and fetch_menu answer within their response schemas", async () => {
    const outlets = await t.api({ method: "GET", url: "/api/fetch_outlet" });
    expect(outlets.statusCode).toBe(200);
    expect(fetchOutletResponseSchema.safeParse(outlets.json()).error).toBeUndefined();
    for (const outlet of fetchOutletResponseSchema.parse(outlets.json()).data) {
      const menu = await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: outlet.id } });
      expect(menu.statusCode).toBe(200);
      expect(fetchMenuResponseSchema.safeParse(menu.json()).error).toBeUndefined();
    }
  });
});

describe("response schemas", () => {
  const broken = endpoint({
    method: "GET",
    path: "/broken",
    auth: "none",
    response: z.object({ status: z.literal(200), name: z.string() }),
    offline: "never",
  });

  async function appAnswering(answer: unknown, checkResponses: boolean) {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: "error", stream: { write: (line: string) => void logged.push(line) } },
    });
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(zodSerializerCompiler(checkResponses));
    registerErrorHandler(app);
    route(app, broken)(async () => answer as { status: 200; name: string });
    await app.ready();
    return { app, logged };
  }

  it("a reply outside its schema is a 500, and logged", async () => {
    const { app, logged } = await appAnswering({ status: 200, name: 42 }, true);
    try {
      const response = await app.inject({ method: "GET", url: "/broken" });
      expect(response.statusCode).toBe(500);
      // The request's id too, for the error screen's "quote this code".
      expect(response.json()).toEqual({
        status: 500,
        message: "Something went wrong on our side.",
        request_id: expect.any(String),
      });
      expect(logged.join("\n")).toContain("GET /broken answered outside its response schema: name:");
    } finally {
      await app.close();
    }
  });

  it("a reply within its schema is sent as it is", async () => {
    const { app } = await appAnswering({ status: 200, name: "Nour" }, true);
    try {
      const response = await app.inject({ method: "GET", url: "/broken" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, name: "Nour" });
    } finally {
      await app.close();
    }
  });

  it("without checks, a reply is serialised unchecked (production mode)", async () => {
    const { app } = await appAnswering({ status: 200, name: 42 }, false);
    try {
      const response = await app.inject({ method: "GET", url: "/broken" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, name: 42 });
    } finally {
      await app.close();
    }
  });

  it("types a handler's request parts as the parsed outputs of its endpoint's schemas", () => {
    expectTypeOf<EndpointRequest<typeof placeOrder>["body"]>().toEqualTypeOf<BodyOf<typeof placeOrder>>();
    expectTypeOf<EndpointRequest<typeof orderDetails>["params"]>().toEqualTypeOf<
      ParamsOf<typeof orderDetails>
    >();
    expectTypeOf<EndpointRequest<typeof reverseGeocode>["query"]>().toEqualTypeOf<
      QueryOf<typeof reverseGeocode>
    >();
    expectTypeOf<EndpointRequest<typeof reverseGeocode>["query"]["lat"]>().toEqualTypeOf<number>();
  });
});
