// The menu service's cache and the outlets service's (which place_order and fetch_menu read):
// never used past their lifetime, reloaded ahead of expiry without making a request wait, and
// one load at a time.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "#server/db/database.ts";
import { outletMenuItems, outlets } from "#server/db/schema.ts";
import { createMenuService } from "#server/modules/menu/menu.service.ts";
import { createOutletsService } from "#server/modules/outlets/outlets.service.ts";
import { createTestDatabase, testEngine } from "../fixtures/test-database.ts";

const TTL_MS = 1_000;
const ITEM = 21001;
let database: Database;
let clock = 0;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const newOutlets = (cacheMs = TTL_MS) => createOutletsService(database.db, { cacheMs, now: () => clock });
const newService = (outletService = newOutlets()) =>
  createMenuService(database.db, {
    boxProduct: "Brew",
    outlets: outletService,
    cacheMs: TTL_MS,
    now: () => clock,
  });
const setPrice = (price: number) =>
  database.db
    .update(outletMenuItems)
    .set({ price })
    .where(and(eq(outletMenuItems.outletId, 4), eq(outletMenuItems.itemId, ITEM)));
const priceIn = async (menu: ReturnType<typeof newService>) =>
  (await menu.catalogue(4)).items.get(ITEM)?.price;

describe(`menu service caches (${testEngine})`, () => {
  it("answers from the cache until it expires, then loads again", async () => {
    clock = 0;
    await setPrice(4_500);
    const menu = newService();
    expect(await priceIn(menu)).toBe(4_500);
    await setPrice(5_000);
    clock = 700;
    expect(await priceIn(menu)).toBe(4_500);
    clock = 1_001;
    expect(await priceIn(menu)).toBe(5_000);
  });

  it("starts the next load in the last fifth of the lifetime and answers from the cache meanwhile", async () => {
    clock = 0;
    await setPrice(4_500);
    const menu = newService();
    expect(await priceIn(menu)).toBe(4_500);
    await setPrice(5_500);
    clock = 900;
    // This request is answered at once from the cache; the load it started replaces it.
    expect(await priceIn(menu)).toBe(4_500);
    await vi.waitFor(async () => expect(await priceIn(menu)).toBe(5_500));
    // The new load lives its own lifetime from when it finished.
    await setPrice(6_000);
    clock = 1_500;
    expect(await priceIn(menu)).toBe(5_500);
    clock = 2_000;
    await vi.waitFor(async () => expect(await priceIn(menu)).toBe(6_000));
  });

  it("never answers past the lifetime, even when a load started ahead is still running", async () => {
    clock = 0;
    await setPrice(4_500);
    const menu = newService();
    expect(await priceIn(menu)).toBe(4_500);
    await setPrice(7_000);
    clock = 950;
    expect(await priceIn(menu)).toBe(4_500); // answered from the cache; starts the load ahead
    clock = 1_001; // expired, whether or not that load has finished: this request waits for it
    expect(await priceIn(menu)).toBe(7_000);
  });

  it("shares one menu between concurrent requests", async () => {
    clock = 0;
    const menu = newService();
    const bodies = await Promise.all(Array.from({ length: 6 }, () => menu.menuBody(4)));
    expect(new Set(bodies).size).toBe(1);
  });

  it("refuses an unknown outlet, and does not keep the refusal", async () => {
    clock = 0;
    const outletService = newOutlets();
    const menu = newService(outletService);
    await expect(menu.menuBody(999)).rejects.toMatchObject({
      errors: { outlet_id: ["The selected outlet does not exist."] },
    });
    await expect(menu.menuBody(999)).rejects.toBeDefined();
    expect(await outletService.outlet(999)).toBeNull();
  });

  it("keeps the outlets (opening times, delivery) under the same lifetime", async () => {
    clock = 0;
    const outletService = newOutlets();
    expect(await outletService.outlet(4)).toMatchObject({ id: 4, deliveryEnabled: true });
    await database.db.update(outlets).set({ deliveryEnabled: false }).where(eq(outlets.id, 4));
    try {
      clock = 500;
      expect((await outletService.outlet(4))?.deliveryEnabled).toBe(true);
      clock = 1_001;
      expect((await outletService.outlet(4))?.deliveryEnabled).toBe(false);
    } finally {
      await database.db.update(outlets).set({ deliveryEnabled: true }).where(eq(outlets.id, 4));
    }
  });

  it("loads every time when the lifetime is 0 (the order tests' setting)", async () => {
    clock = 0;
    const menu = createMenuService(database.db, {
      boxProduct: "Brew",
      outlets: newOutlets(0),
      cacheMs: 0,
      now: () => clock,
    });
    await setPrice(4_500);
    expect(await priceIn(menu)).toBe(4_500);
    await setPrice(4_600);
    expect(await priceIn(menu)).toBe(4_600);
    await setPrice(4_500);
  });
});
