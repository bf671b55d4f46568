// kill -9 in the middle of a burst of orders and payment results, then restart: every
// acknowledged order exists once, every paid order reaches the POS once, no payment twice.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/database.ts";
import {
  api,
  type BenchServer,
  loginNewCustomer,
  pickupOrderBody,
  startServer,
} from "../fixtures/server-process.ts";

const engines = (process.env.RELIABILITY_ENGINES ?? "pglite,postgres").split(",") as (
  | "pglite"
  | "postgres"
)[];
const servers: BenchServer[] = [];
afterAll(async () => {
  // Newest first: the first server owns the database it drops, and a restarted one still uses it.
  for (const server of servers.toReversed()) await server.stop();
});

/** Walks the sandbox's pages up to the signed result, without delivering it yet. */
async function signedApproval(baseUrl: string, checkoutUrl: string): Promise<string> {
  const checkout = await fetch(`${baseUrl}${checkoutUrl}`, { redirect: "manual" });
  const payPage = checkout.headers.get("location") as string;
  const paid = await fetch(`${baseUrl}${payPage}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "name=Crash+Test&number=4242424242424242&expiry=12%2F30&cvc=123",
  });
  return paid.headers.get("location") as string;
}

async function query<T>(server: BenchServer, sql: string): Promise<T[]> {
  const database: Database = server.databaseUrl
    ? openDatabase({ engine: "postgres", url: server.databaseUrl, poolSize: 1 })
    : openDatabase({ engine: "pglite", dataDir: `${server.dataDir}/pglite` });
  try {
    return ((await database.db.execute(sql)) as unknown as { rows: T[] }).rows;
  } finally {
    await database.close();
  }
}

describe.each(engines)("crash safety on %s", (engine) => {
  it("keeps every acknowledged order and payment exactly once across a kill -9", async () => {
    const port = engine === "pglite" ? 8291 : 8292;
    let server = await startServer(engine, port);
    servers.push(server);
    const token = await loginNewCustomer(server.baseUrl, `0102${String(Date.now()).slice(-7)}`);
    const headers = { authorization: `Bearer ${token}` };

    // Orders waiting for payment, with signed approvals not yet delivered.
    const toPay: { id: string; callback: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const placed = (await (
        await api(server.baseUrl, "/place_order", { method: "POST", headers, body: pickupOrderBody })
      ).json()) as {
        id: string;
        url: string;
      };
      toPay.push({ id: placed.id, callback: await signedApproval(server.baseUrl, placed.url) });
    }

    // The burst: new orders and payment results at once; the server dies in the middle.
    const keys = Array.from({ length: 40 }, () => randomUUID());
    const acknowledged = new Map<string, string>();
    const paidAcknowledged = new Set<string>();
    const burst = [
      ...keys.map(async (key) => {
        try {
          const response = await api(server.baseUrl, "/place_order", {
            method: "POST",
            headers: { ...headers, "idempotency-key": key },
            body: pickupOrderBody,
          });
          if (response.ok) acknowledged.set(key, ((await response.json()) as { id: string }).id);
        } catch {
          // the connection died with the server
        }
      }),
      ...toPay.map(async ({ id, callback }) => {
        try {
          const response = await fetch(`${server.baseUrl}${callback}`, { redirect: "manual" });
          if (response.headers.get("location") === `/payment-success?order_id=${id}`)
            paidAcknowledged.add(id);
        } catch {
          // the connection died with the server
        }
      }),
    ];
    // Kill once the first answers are out: some requests done, most still in flight.
    const killAfter = Date.now() + 5_000;
    while (acknowledged.size + paidAcknowledged.size < 2 && Date.now() < killAfter) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await server.kill();
    await Promise.all(burst);
    // The kill must land mid-burst for the test to mean anything.
    console.log(
      `${engine}: before the kill ${acknowledged.size}/${keys.length} orders and ${paidAcknowledged.size}/${toPay.length} payments were acknowledged`,
    );
    expect(acknowledged.size + paidAcknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(keys.length);

    // Restart on the same data; clients retry what they never heard back about.
    server = await startServer(engine, port, { databaseUrl: server.databaseUrl, dataDir: server.dataDir });
    servers.push(server);
    for (const key of keys) {
      const response = await api(server.baseUrl, "/place_order", {
        method: "POST",
        headers: { ...headers, "idempotency-key": key },
        body: pickupOrderBody,
      });
      expect(response.status).toBe(200);
      const id = ((await response.json()) as { id: string }).id;
      if (acknowledged.has(key)) expect(id).toBe(acknowledged.get(key));
      acknowledged.set(key, id);
    }
    for (const { id, callback } of toPay) {
      const response = await fetch(`${server.baseUrl}${callback}`, { redirect: "manual" });
      expect(response.headers.get("location")).toBe(`/payment-success?order_id=${id}`);
      paidAcknowledged.add(id);
    }
    // The POS outbox resumes by itself after the restart; a row the killed process had claimed
    // waits for its claim to lapse (30 s) first.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const details = await Promise.all(
        toPay.map(
          async ({ id }) =>
            (await (await api(server.baseUrl, `/order_details/${id}`)).json()) as {
              data: { oracle_response: { header: { informationLines: string[] } } };
            },
        ),
      );
      if (
        details.every((d) =>
          d.data.oracle_response.header.informationLines.some((line) => line.startsWith("Check ")),
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await server.stopProcess();

    const [counts] = await query<{
      orders: number;
      keys: number;
      payments: number;
      approved_orders: number;
      checks: number;
      delivered: number;
    }>(
      server,
      `select (select count(*) from orders where reorder_of is null)::int as orders,
              (select count(*) from idempotency_keys)::int as keys,
              (select count(*) from payments)::int as payments,
              (select count(distinct order_id) from payments where outcome = 'approved')::int as approved_orders,
              (select count(*) from built_in_pos_checks)::int as checks,
              (select count(*) from pos_outbox where delivered_at is not null)::int as delivered`,
    );
    expect(counts).toEqual({
      orders: toPay.length + keys.length, // the 6 paid orders and one per key, none twice
      keys: keys.length,
      payments: toPay.length,
      approved_orders: toPay.length,
      checks: toPay.length,
      delivered: toPay.length,
    });
    const paid = await query<{ id: string }>(server, "select id from orders where status = 'paid'");
    expect(paid.map((row) => row.id).sort()).toEqual([...paidAcknowledged].sort());
  }, 240_000);
});
