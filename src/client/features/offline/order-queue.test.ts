// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { del, get, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INDEXED_DB_WAIT_MS } from "#client/lib/indexed-db-wait.ts";
import {
  dropQueuedOrder,
  flushQueuedOrder,
  queueOrder,
  readQueuedOrder,
  type SendFailure,
} from "./order-queue.ts";

// The real store, which one group of tests makes silent.
vi.mock("idb-keyval", async (importOriginal) => {
  const real = await importOriginal<typeof import("idb-keyval")>();
  return { ...real, get: vi.fn(real.get), set: vi.fn(real.set), del: vi.fn(real.del) };
});

const order = (overrides = {}) => ({
  body: { order_type: 2 as const, selected_outlet_id: 4, data: "[]", selected_method: "card" as const },
  idempotencyKey: "key-12345678",
  queuedAt: 1_000,
  expiresAt: 1_000 + 24 * 3600_000,
  ...overrides,
});
/** Reads the test's failures: `{ network: true }`, or an Error, with `field: "pickup_at"` for a refused time. */
const judge = (error: unknown): SendFailure => {
  if ((error as { network?: boolean }).network) return { kind: "still-offline" };
  const { message, field } = error as Error & { field?: string };
  return { kind: field === "pickup_at" ? "choose-time" : "refused", message };
};

describe("the queued order", () => {
  beforeEach(async () => {
    await dropQueuedOrder();
  });

  it("is sent once with its idempotency key, then removed", async () => {
    await queueOrder(order());
    const send = vi.fn(async (_order: unknown) => ({ id: "o1" }));
    const [first, second] = await Promise.all([
      flushQueuedOrder(send, judge, 2_000),
      flushQueuedOrder(send, judge, 2_000),
    ]);
    expect(first).toEqual({ kind: "placed", answer: { id: "o1" } });
    expect(second).toEqual(first);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ idempotencyKey: "key-12345678" });
    expect(await readQueuedOrder()).toBeNull();
  });

  it("stays queued while the network is still missing", async () => {
    await queueOrder(order());
    const outcome = await flushQueuedOrder(async () => Promise.reject({ network: true }), judge, 2_000);
    expect(outcome).toEqual({ kind: "still-offline" });
    expect(await readQueuedOrder()).not.toBeNull();
  });

  it("is dropped with a reason when the server refuses it, or when it outlived the cart", async () => {
    await queueOrder(order());
    expect(await flushQueuedOrder(async () => Promise.reject(new Error("closed now")), judge, 2_000)).toEqual(
      {
        kind: "refused",
        message: "closed now",
      },
    );
    await queueOrder(order());
    const send = vi.fn();
    expect(await flushQueuedOrder(send, judge, 1_000 + 24 * 3600_000)).toEqual({
      kind: "expired",
    });
    expect(send).not.toHaveBeenCalled();
    expect(await readQueuedOrder()).toBeNull();
  });

  it("keeps its chosen slot, and is not sent once that slot has begun: the customer chooses again", async () => {
    const slot = "2026-03-10T08:15:00.000Z";
    const queuedAt = Date.parse(slot) - 3600_000;
    const ahead = () =>
      order({ body: { ...order().body, pickup_at: slot }, queuedAt, expiresAt: queuedAt + 24 * 3600_000 });
    await queueOrder(ahead());
    expect((await readQueuedOrder())?.body.pickup_at).toBe(slot);

    const send = vi.fn(async (_order: unknown) => ({ id: "o1" }));
    expect(await flushQueuedOrder(send, judge, Date.parse(slot))).toEqual({ kind: "choose-time" });
    expect(send).not.toHaveBeenCalled();
    expect(await readQueuedOrder()).toBeNull();

    // A minute before its slot it is still sent, with the slot.
    await queueOrder(ahead());
    expect(await flushQueuedOrder(send, judge, Date.parse(slot) - 60_000)).toEqual({
      kind: "placed",
      answer: { id: "o1" },
    });
    expect(send.mock.calls[0]?.[0]).toMatchObject({ body: { pickup_at: slot } });
  });

  it("asks for a new time when the server refuses the queued order's time", async () => {
    await queueOrder(order({ body: { ...order().body, pickup_at: "2026-03-10T08:15:00.000Z" } }));
    const tooSoon = Object.assign(new Error("Too soon for the store."), { field: "pickup_at" });
    expect(await flushQueuedOrder(async () => Promise.reject(tooSoon), judge, 2_000)).toEqual({
      kind: "choose-time",
      message: "Too soon for the store.",
    });
    expect(await readQueuedOrder()).toBeNull();
  });
});

describe("the queued order, where IndexedDB never answers", () => {
  const never = () => new Promise<never>(() => {});
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(get).mockImplementation(never);
    vi.mocked(set).mockImplementation(never);
    vi.mocked(del).mockImplementation(never);
  });
  afterEach(() => {
    vi.mocked(get).mockReset();
    vi.mocked(set).mockReset();
    vi.mocked(del).mockReset();
    vi.useRealTimers();
    localStorage.clear();
  });
  /** `work`, with IndexedDB's waits run out as they come (each call to it waits once). */
  const settled = async <T>(work: Promise<T>): Promise<T> => {
    let done = false;
    const finish = () => {
      done = true;
    };
    work.then(finish, finish);
    for (let wait = 0; wait < 5 && !done; wait++) await vi.advanceTimersByTimeAsync(INDEXED_DB_WAIT_MS);
    return work;
  };

  it("is queued in local storage instead of hanging the checkout, and sent from there", async () => {
    await settled(queueOrder(order()));
    expect(JSON.parse(localStorage.getItem("queued_order") ?? "null")).toMatchObject({
      idempotencyKey: "key-12345678",
    });
    expect(await settled(readQueuedOrder())).toMatchObject({ idempotencyKey: "key-12345678" });

    const send = vi.fn(async (_order: unknown) => ({ id: "o1" }));
    expect(await settled(flushQueuedOrder(send, judge, 2_000))).toEqual({
      kind: "placed",
      answer: { id: "o1" },
    });
    expect(send.mock.calls[0]?.[0]).toMatchObject({ idempotencyKey: "key-12345678" });
    expect(localStorage.getItem("queued_order")).toBeNull();
  });

  it("reads a damaged local copy as no order", async () => {
    localStorage.setItem("queued_order", "{not json");
    expect(await settled(readQueuedOrder())).toBeNull();
  });
});
