// The optional menu sync from Simphony (SIMPHONY_MENU_SYNC=on): the POS's prices and sold-out
// items reach the outlet's menu and the prices place_order charges; items the POS does not know
// are left alone; off by default.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outletMenuItems } from "#server/db/schema.ts";
import type { SimphonyFake } from "../fakes/simphony-fake.ts";
import { SIMPHONY_OUTLET as OUTLET, startOneStoreSimphony } from "../fixtures/one-store-simphony.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let fake: SimphonyFake;
let t: TestApp;
let mapped: { itemId: number; price: number }[];

beforeAll(async () => {
  const simphony = await startOneStoreSimphony({
    101: { name: "A", price: 1 },
    102: { name: "B", price: 1 },
  });
  fake = simphony.fake;
  const probe = await createTestApp();
  // Two of the outlet's items have Simphony numbers; the rest are not in the menu map.
  mapped = (
    await probe.database.db
      .select({ itemId: outletMenuItems.itemId, price: outletMenuItems.price })
      .from(outletMenuItems)
      .where(eq(outletMenuItems.outletId, OUTLET))
      .orderBy(outletMenuItems.itemId)
  ).slice(0, 2);
  await probe.close();
  const items = new Map([
    [mapped[0]?.itemId ?? 0, 101],
    [mapped[1]?.itemId ?? 0, 102],
  ]);
  t = await createTestApp({
    menuCacheMs: 0,
    config: { posProvider: "simphony", simphony: simphony.config(items, true) },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const menuItemsOf = async () => {
  const answer = await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: OUTLET } });
  return JSON.stringify(answer.json().menu_data);
};
const row = async (itemId: number) =>
  (
    await t.database.db
      .select({ price: outletMenuItems.price, available: outletMenuItems.available })
      .from(outletMenuItems)
      .where(and(eq(outletMenuItems.outletId, OUTLET), eq(outletMenuItems.itemId, itemId)))
  )[0];

describe(`the menu sync from Simphony (${testEngine})`, () => {
  it("writes the POS's price and sold-out items over the outlet's menu, and nothing else", async () => {
    const [first, second] = mapped;
    if (!first || !second) throw new Error("the demo outlet has fewer than two items");
    const others = await t.database.db
      .select({ itemId: outletMenuItems.itemId, price: outletMenuItems.price })
      .from(outletMenuItems)
      .where(eq(outletMenuItems.outletId, OUTLET));
    fake.setPrice(101, (first.price + 500) / 100);
    fake.setPrice(102, second.price / 100);
    fake.setUnavailable([102]);
    expect(await t.app.posMenuSync?.run()).toBe(2);
    expect(await row(first.itemId)).toEqual({ price: first.price + 500, available: true });
    expect(await row(second.itemId)).toEqual({ price: second.price, available: false });
    const menu = await menuItemsOf();
    expect(menu).toContain(`"menuItemId":${first.itemId},`);
    expect(menu).not.toContain(`"menuItemId":${second.itemId},`);
    // Items without a Simphony number are as they were.
    for (const other of others.filter(
      (item) => item.itemId !== first.itemId && item.itemId !== second.itemId,
    )) {
      expect(await row(other.itemId)).toEqual({ price: other.price, available: true });
    }
    // Nothing more to change on the next pass; back on sale when the POS says so.
    expect(await t.app.posMenuSync?.run()).toBe(0);
    fake.setUnavailable([]);
    expect(await t.app.posMenuSync?.run()).toBe(1);
    expect((await row(second.itemId))?.available).toBe(true);
  });

  it("is off unless switched on", async () => {
    const plain = await createTestApp();
    expect(plain.app.posMenuSync).toBeNull();
    await plain.close();
  });
});
