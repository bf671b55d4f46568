import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#server/http/security-headers.ts";
import { newCustomer } from "../fixtures/customers.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ config: { mode: "production" } });
});
afterAll(async () => {
  await t?.close();
  await production?.close();
});

describe(`security headers (${testEngine})`, () => {
  it.each([
    ["an API answer", "/api/fetch_outlet"],
    ["an API error", "/api/nothing"],
    ["a payment page", "/payments/checkout/unknown"],
  ])("are on %s", async (_case, url) => {
    const response = await t.api({ method: "GET", url });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("let the landing show Instagram's pictures and videos only once the feed is configured", () => {
    const policy = (instagram: boolean) =>
      contentSecurityPolicy({ production: true, paymentOrigin: null, mapbox: false, instagram });
    expect(policy(false)).toContain("img-src 'self' data: blob:;");
    expect(policy(false)).toContain("media-src 'self';");
    expect(policy(true)).toContain(
      "img-src 'self' data: blob: https://*.cdninstagram.com https://*.fbcdn.net;",
    );
    expect(policy(true)).toContain("media-src 'self' https://*.cdninstagram.com https://*.fbcdn.net;");
  });

  it("add HSTS in production mode", async () => {
    const response = await production.api({ method: "GET", url: "/api/fetch_outlet" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("keep a signed-in customer's answers out of every cache, and leave the public menu cacheable", async () => {
    const customer = await newCustomer(t);
    for (const [method, url] of [
      ["GET", "/api/order_history"],
      ["POST", "/api/fetch_address"],
    ] as const) {
      const answer = await t.api({
        method,
        url,
        headers: customer.auth,
        ...(method === "POST" ? { payload: {} } : {}),
      });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["cache-control"], url).toBe("private, no-store");
    }
    const refused = await t.api({ method: "GET", url: "/api/order_history" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    const outlets = await t.api({ method: "GET", url: "/api/fetch_outlet" });
    expect(outlets.headers["cache-control"]).toMatch(/^public, max-age=/);
  });

  it("let the card provider's frame be embedded only by the storefront", async () => {
    const allowed = await t.app.inject({
      method: "GET",
      url: "/payments/sandbox/card-frame?parent_origin=http://localhost:8080",
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["content-security-policy"]).toContain("frame-ancestors http://localhost:8080");
    expect(allowed.headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+'/);

    const stranger = await t.app.inject({
      method: "GET",
      url: "/payments/sandbox/card-frame?parent_origin=https://evil.example",
    });
    expect(stranger.statusCode).toBe(400);
  });
});
