// Two API instances on one PostgreSQL database: idempotency keys, OTP attempt limits and rate
// limits hold across both, because their state lives in the database.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type BenchServer, loginNewCustomer, startServer } from "../fixtures/server-process.ts";

let a: BenchServer;
let b: BenchServer;
beforeAll(async () => {
  a = await startServer("postgres", 8391);
  b = await startServer("postgres", 8392, { databaseUrl: a.databaseUrl });
}, 240_000);
afterAll(async () => {
  await b?.stopProcess();
  await a?.stop();
});

const phone = (suffix: number) => `0115${String(Date.now() + suffix).slice(-7)}`;
const post = (server: BenchServer, url: string, body: unknown, headers: Record<string, string> = {}) =>
  api(server.baseUrl, url, { method: "POST", headers, body: JSON.stringify(body) });

describe("two instances on one PostgreSQL", () => {
  it("make one order from one Idempotency-Key sent to both at once", async () => {
    const token = await loginNewCustomer(a.baseUrl, phone(1));
    const headers = { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() };
    const body = {
      data: JSON.stringify([{ itemId: 21001, quantity: 1, note: "", condiment_data: [] }]),
      order_type: 2,
      selected_address_id: "",
      selected_outlet_id: 4,
      selected_method: "card",
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(i % 2 ? a : b, "/place_order", body, headers)),
    );
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(ids).size).toBe(1);
  });

  it("count wrong OTP tries across both: the fifth locks the code wherever it lands", async () => {
    const number = phone(2);
    const registered = (await (await post(a, "/register", { phoneNumber: number, name: "Twin" })).json()) as {
      user_data: { id: string };
    };
    const sms = (await (await api(a.baseUrl, `/dev/sms-outbox?phone=${number}`)).json()) as {
      data: { code: string };
    };
    const wrong = sms.data.code === "0000" ? "1111" : "0000";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post(i % 2 ? a : b, "/verify_otp", { pin: wrong, id: registered.user_data.id })).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 423, 423]);
    const right = await post(a, "/verify_otp", { pin: sms.data.code, id: registered.user_data.id });
    expect(right.status).toBe(423);
  });

  it("share rate limits: a resend on one instance blocks the next minute's on the other", async () => {
    const number = phone(3);
    await post(a, "/register", { phoneNumber: number, name: "Twin" });
    expect((await post(a, "/resend_otp", { phone: number })).status).toBe(200);
    const second = await post(b, "/resend_otp", { phone: number });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("book one slot ahead to its capacity and no further: 200 orders at once, 10 places, at most 2 a customer", async () => {
    // Outlet 7 is open around the clock and takes 10 orders a slot (the demo data's).
    const slots = (await (await api(a.baseUrl, "/order_ahead_slots?outlet_id=7")).json()) as {
      data: { slots: { start: string }[] };
    };
    const slot = slots.data.slots[8]?.start ?? "";
    const menu = (await (await post(a, "/fetch_menu", { outlet_id: 7 })).json()) as {
      menu_data: { items: { menuItemId: number; item_name: string }[] };
    };
    const espresso = menu.menu_data.items.find((item) => item.item_name === "Espresso Single");
    const tokens = await Promise.all(
      Array.from({ length: 10 }, (_, i) => loginNewCustomer(a.baseUrl, phone(100 + i))),
    );
    const body = {
      data: JSON.stringify([{ itemId: espresso?.menuItemId, quantity: 1, note: "", condiment_data: [] }]),
      order_type: 2,
      selected_address_id: "",
      selected_outlet_id: 7,
      selected_method: "card",
      pickup_at: slot,
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(i % 2 ? a : b, "/place_order", body, {
          authorization: `Bearer ${tokens[i % 10]}`,
          "idempotency-key": randomUUID(),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(190);
    // A customer who already holds two unpaid places is told so while the slot still has room;
    // once it is full, everyone is told that.
    const refusals = new Set<string>();
    for (const answer of answers.filter((candidate) => candidate.status === 422)) {
      const { errors } = (await answer.json()) as { errors: { pickup_at: string[] } };
      expect(Object.keys(errors)).toEqual(["pickup_at"]);
      for (const message of errors.pickup_at) refusals.add(message);
    }
    expect(refusals).toContain("This time is fully booked. Please choose another.");
    for (const message of refusals) {
      expect([
        "This time is fully booked. Please choose another.",
        "You already have two orders ahead waiting for payment. Pay for one of them first, or order for as soon as possible.",
      ]).toContain(message);
    }
    // And no customer holds more than their two places.
    const placesPerCustomer = new Map<number, number>();
    answers.forEach((answer, i) => {
      if (answer.status === 200) placesPerCustomer.set(i % 10, (placesPerCustomer.get(i % 10) ?? 0) + 1);
    });
    expect(Math.max(...placesPerCustomer.values())).toBeLessThanOrEqual(2);
  });
});
