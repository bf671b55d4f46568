// Production mode with every outside system real (Twilio, Paymob, Simphony, here their local
// fakes): a customer signs in by text message, pays on Paymob's page, and a kill -9 lands after
// Paymob's processed callbacks were acknowledged but before the POS took the orders. After the
// restart, Paymob's repeated callbacks and the customers' browsers record nothing twice, and
// each paid order becomes exactly one Simphony check.
import { afterAll, describe, expect, it } from "vitest";
import { type LocalProviders, startLocalProviders } from "../fakes/local-providers.ts";
import { api, type BenchServer, pickupOrderBodyAt, startServer } from "../fixtures/server-process.ts";

// Production mode runs on the real clock: outlet 1 (Korba) is open around the clock.
const pickupOrderBody = pickupOrderBodyAt(1);

const engines = (process.env.RELIABILITY_ENGINES ?? "pglite,postgres").split(",") as (
  | "pglite"
  | "postgres"
)[];
const servers: BenchServer[] = [];
const providers: LocalProviders[] = [];
afterAll(async () => {
  // Newest first: the first server owns the database it drops, and a restarted one still uses it.
  for (const server of servers.toReversed()) await server.stop();
  for (const running of providers) await running.close();
});

const ORDERS = 5;

async function signIn(baseUrl: string, fakes: LocalProviders, phone: string): Promise<string> {
  const registered = await api(baseUrl, "/register", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, name: "Live Test" }),
  });
  expect(registered.status).toBe(200);
  const challenge = ((await registered.json()) as { user_data: { id: string } }).user_data.id;
  const text = fakes.twilio.messages.at(-1)?.body ?? "";
  const code = /code is (\d{4})/.exec(text)?.[1];
  expect(code, `no code in "${text}"`).toBeDefined();
  const verified = await api(baseUrl, "/verify_otp", {
    method: "POST",
    body: JSON.stringify({ pin: code, id: challenge }),
  });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

describe.each(engines)("production mode with real providers on %s", (engine) => {
  it("takes each paid order to the POS once across a kill -9 after Paymob's callback", async () => {
    const port = engine === "pglite" ? 8293 : 8294;
    const baseUrl = `http://127.0.0.1:${port}`;
    const fakes = await startLocalProviders({ storefrontUrl: baseUrl });
    providers.push(fakes);
    // Production mode loads no demo data: a demo start fills the database first.
    const demo = await startServer(engine, port);
    servers.push(demo);
    await demo.stopProcess();
    const data = { databaseUrl: demo.databaseUrl, dataDir: demo.dataDir };
    let server = await startServer(engine, port, { ...data, extraEnv: fakes.settings });
    servers.push(server);
    // The demo's SMS outbox is not there in production.
    expect((await api(baseUrl, "/dev/sms-outbox?phone=01000000000")).status).toBe(404);

    const token = await signIn(baseUrl, fakes, `0102${String(Date.now()).slice(-7)}`);
    const headers = { authorization: `Bearer ${token}` };
    const paid: { orderId: string; callback: ReturnType<LocalProviders["paymob"]["pay"]> }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const placed = (await (
        await api(baseUrl, "/place_order", { method: "POST", headers, body: pickupOrderBody })
      ).json()) as { id: string; url: string };
      const checkout = await fetch(`${baseUrl}${placed.url}`, { redirect: "manual" });
      const intention = fakes.paymob.intentionAt(checkout.headers.get("location") ?? "");
      paid.push({ orderId: placed.id, callback: fakes.paymob.pay(intention, "approved") });
    }

    // The POS is unreachable: every check hangs. Paymob's server reports each payment.
    fakes.simphony.failNext(1000, "hang", "createCheck");
    const notify = (callback: (typeof paid)[number]["callback"]) =>
      fetch(`${baseUrl}/payments/notification?${new URLSearchParams(callback.query)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(callback.body),
      });
    const acknowledged = await Promise.all(paid.map(({ callback }) => notify(callback)));
    expect(acknowledged.map((answer) => answer.status)).toEqual(paid.map(() => 200));
    // The POS hand-off is under way (a check was asked for) when the server dies.
    const deadline = Date.now() + 20_000;
    while (fakes.simphony.requestsFor("createCheck").length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fakes.simphony.requestsFor("createCheck").length).toBeGreaterThan(0);
    expect(fakes.simphony.checks).toHaveLength(0);
    await server.kill();

    // Back up, with the POS reachable again; Paymob repeats its callbacks, browsers come back.
    fakes.simphony.clearFailures();
    server = await startServer(engine, port, { ...data, extraEnv: fakes.settings });
    servers.push(server);
    for (const { orderId, callback } of paid) {
      expect((await notify(callback)).status).toBe(200);
      const back = await fetch(
        `${baseUrl}/payments/callback?${new URLSearchParams(callback.redirectQuery)}`,
        {
          redirect: "manual",
        },
      );
      expect(back.headers.get("location")).toBe(`/payment-success?order_id=${orderId}`);
    }
    // The outbox resumes by itself; rows the killed process had claimed wait for the claim (30 s).
    const handedBy = Date.now() + 90_000;
    const receipts = async () =>
      Promise.all(
        paid.map(
          async ({ orderId }) =>
            (await (await api(baseUrl, `/order_details/${orderId}`)).json()) as {
              data: { oracle_response: { header: { informationLines: string[] } } };
            },
        ),
      );
    while (Date.now() < handedBy) {
      const all = await receipts();
      if (
        all.every((r) =>
          r.data.oracle_response.header.informationLines.some((line) => line.startsWith("Check ")),
        )
      ) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const names = fakes.simphony.checks.map((check) => check.header.checkName).sort();
    expect(names).toHaveLength(ORDERS);
    expect(new Set(names).size).toBe(ORDERS);
    // Paymob was never asked to refund: no payment was taken for a paid order twice.
    expect(fakes.paymob.calls.filter((call) => call.route === "refund" || call.route === "void")).toEqual([]);
    for (const check of fakes.simphony.checks) expect(check.header.status).not.toMatch(/void/i);
  }, 240_000);
});
