// The live streams over a real socket: a customer's order status and a store's board hear each
// move as it is committed, on this instance and (PostgreSQL) on another instance of the same
// database; a board's stream ends with its session; a closing server ends its streams instead of
// waiting on them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { MAX_STREAMS_PER_ADDRESS } from "#server/http/stream-route.ts";
import { orderStatusEventSchema } from "#shared/contract/order-status.ts";
import { storeEventSchema } from "#shared/contract/store.ts";
import { type Customer, newCustomer } from "../fixtures/customers.ts";
import { itemNamed, menuOf, orderBody, payWithCard, placePaidOrder, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let t: TestApp;
let base: string;
let customer: Customer;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  customer = await newCustomer(t, "Salma Adel");
  const signedIn = await t.api({
    method: "POST",
    url: "/api/store/sign_in",
    payload: { username: "staff4", password: "demo-staff-4" },
  });
  staff = { authorization: `Bearer ${signedIn.json().data.token}` };
});
afterAll(async () => {
  await t?.close();
});

const paidOrder = () => placePaidOrder(t, customer.auth);
const move = (id: string, to: string) =>
  t.api({ method: "POST", url: `/api/store/orders/${id}/move`, payload: { to }, headers: staff });

/** Opens an event stream and collects its events' data, parsed. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const stop = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", "x-requested-with": "XMLHttpRequest", ...headers },
    signal: stop.signal,
  });
  const events: unknown[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          if (data) events.push(JSON.parse(data));
          for (const wake of waiters.splice(0)) wake();
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const wake of waiters.splice(0)) wake();
  })();
  return {
    response,
    events,
    /** Waits until `count` events have arrived (or fails after `ms`). */
    async waitFor(count: number, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (events.length < count) {
        if (ended) throw new Error(`the stream ended after ${events.length} events`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`only ${events.length} of ${count} events after ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
      return events;
    },
    ended: () => ended,
    reading,
    close() {
      stop.abort();
    },
  };
}

describe(`a customer's order status stream (${testEngine})`, () => {
  it("says where the order is at once, then each move as the store makes it", async () => {
    const id = await paidOrder();
    const stream = await openStream(`${base}/api/order_status/${id}/events`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const [first] = await stream.waitFor(1);
    expect(orderStatusEventSchema.parse(first)).toMatchObject({ id, order_status: "paid", order_type: 2 });
    expect(orderStatusEventSchema.parse(first).pickup_number).toBeGreaterThan(0);

    for (const to of ["accepted", "preparing", "ready"]) expect((await move(id, to)).statusCode).toBe(200);
    const events = (await stream.waitFor(4)).map((event) => orderStatusEventSchema.parse(event));
    expect(events.map((event) => event.order_status)).toEqual(["paid", "accepted", "preparing", "ready"]);
    stream.close();
  });

  it("answers an unknown order with a JSON 404, not a stream", async () => {
    const response = await fetch(`${base}/api/order_status/00000000-0000-4000-8000-000000000000/events`, {
      headers: { "x-requested-with": "XMLHttpRequest" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404 });
  });
});

describe(`a store's board stream (${testEngine})`, () => {
  it("hears its outlet's new orders, moves and sold-out changes, and nothing of other outlets'", async () => {
    const board = await openStream(`${base}/api/store/events`, staff);
    expect(board.response.status).toBe(200);
    const id = await paidOrder();
    await board.waitFor(1);
    expect(storeEventSchema.parse(board.events[0])).toEqual({ type: "order", id, order_status: "paid" });

    // Another outlet's order is not heard.
    const item = itemNamed(await menuOf(t, 5), "Espresso Single").menuItemId;
    const elsewhere = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: item, quantity: 1 }], { selected_outlet_id: 5 }),
      headers: customer.auth,
    });
    await payWithCard(t, elsewhere.json().url, TEST_CARDS.approve);

    const flatWhite = itemNamed(await menuOf(t, 4), "Flat White").menuItemId;
    await t.api({
      method: "POST",
      url: "/api/store/sold_out",
      payload: { kind: "item", id: flatWhite, sold_out: true, until: "end_of_day" },
      headers: staff,
    });
    await board.waitFor(2);
    expect(board.events[1]).toEqual({ type: "sold_out" });
    expect(board.events).toHaveLength(2);
    board.close();
  });

  it("refuses a stream without a staff token", async () => {
    const response = await fetch(`${base}/api/store/events`, {
      headers: { "x-requested-with": "XMLHttpRequest", ...customer.auth },
    });
    expect(response.status).toBe(401);
  });
});

describe.runIf(testEngine === "postgres")("two API instances on one PostgreSQL", () => {
  it("a move made on one instance reaches a customer streaming from the other", async () => {
    const url = t.database.url;
    if (!url) throw new Error("no database URL");
    const secondDatabase = openDatabase({ engine: "postgres", url, poolSize: 3 });
    const second = await buildApp({
      config: loadConfig({ APP_MODE: "demo", LOG_LEVEL: "silent" }),
      database: secondDatabase,
      logger: false,
    });
    try {
      const secondBase = await second.listen({ port: 0, host: "127.0.0.1" });
      const id = await paidOrder();
      const stream = await openStream(`${secondBase}/api/order_status/${id}/events`);
      await stream.waitFor(1);
      expect((await move(id, "accepted")).statusCode).toBe(200); // on the first instance
      const events = await stream.waitFor(2);
      expect(orderStatusEventSchema.parse(events[1]).order_status).toBe("accepted");
      stream.close();
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  });
});

describe(`one client's share of the streams (${testEngine})`, () => {
  it(`holds ${MAX_STREAMS_PER_ADDRESS} streams an address at most, and never keeps a store's board out`, async () => {
    const url = `${base}/api/order_status/${await paidOrder()}/events`;
    const opened = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ADDRESS + 3 }, () => openStream(url, customer.auth)),
    );
    const statuses = opened.map((stream) => stream.response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_STREAMS_PER_ADDRESS);
    const refused = opened.filter((stream) => stream.response.status === 503);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.response.headers.get("retry-after")).toBe("30");
    const board = await openStream(`${base}/api/store/events`, staff);
    expect(board.response.status).toBe(200);
    // A stream closed gives its place back.
    const streaming = opened.filter((stream) => stream.response.status === 200);
    streaming[0]?.close();
    await streaming[0]?.reading;
    await expect
      .poll(async () => {
        const again = await openStream(url, customer.auth);
        again.close();
        return again.response.status;
      })
      .toBe(200);
    for (const stream of [...opened, board]) stream.close();
  });
});

describe(`a board's session (${testEngine})`, () => {
  it("ends the board's stream when its session ends, and no other", async () => {
    const own = await createTestApp({ staffSessionCheckMs: 50 });
    try {
      const ownBase = await own.app.listen({ port: 0, host: "127.0.0.1" });
      const signIn = async () => {
        const signedIn = await own.api({
          method: "POST",
          url: "/api/store/sign_in",
          payload: { username: "staff4", password: "demo-staff-4" },
        });
        return { authorization: `Bearer ${signedIn.json().data.token}` };
      };
      const [leaving, staying] = [await signIn(), await signIn()];
      const leavingStream = await openStream(`${ownBase}/api/store/events`, leaving);
      const stayingStream = await openStream(`${ownBase}/api/store/events`, staying);
      expect([leavingStream.response.status, stayingStream.response.status]).toEqual([200, 200]);

      const signedOut = await own.api({ method: "POST", url: "/api/store/sign_out", headers: leaving });
      expect(signedOut.statusCode).toBe(200);
      await leavingStream.reading;
      expect(leavingStream.ended()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200)); // several checks later
      expect(stayingStream.ended()).toBe(false);
      stayingStream.close();
    } finally {
      await own.close();
    }
  });
});

describe(`closing the server (${testEngine})`, () => {
  it("ends open streams rather than waiting on them", async () => {
    const own = await createTestApp();
    const ownBase = await own.app.listen({ port: 0, host: "127.0.0.1" });
    const signedIn = await own.api({
      method: "POST",
      url: "/api/store/sign_in",
      payload: { username: "staff4", password: "demo-staff-4" },
    });
    const stream = await openStream(`${ownBase}/api/store/events`, {
      authorization: `Bearer ${signedIn.json().data.token}`,
    });
    expect(stream.response.status).toBe(200);
    // A server that waited on its streams would never close: the test would time out here.
    await own.close();
    await stream.reading;
    expect(stream.ended()).toBe(true);
  });
});
