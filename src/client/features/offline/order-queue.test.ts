// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dropQueuedOrder, flushQueuedOrder, queueOrder, readQueuedOrder } from "./order-queue.ts";

const order = (overrides = {}) => ({
  body: { order_type: 2 as const, selected_outlet_id: 4, data: "[]", selected_method: "card" as const },
  idempotencyKey: "key-12345678",
  queuedAt: 1_000,
  expiresAt: 1_000 + 24 * 3600_000,
  ...overrides,
});
const isNetwork = (error: unknown) => (error as { network?: boolean }).network === true;
const messageOf = (error: unknown) => (error as Error).message;

describe("the queued order", () => {
  beforeEach(async () => {
    await dropQueuedOrder();
  });

  it("is sent once with its idempotency key, then removed", async () => {
    await queueOrder(order());
    const send = vi.fn(async (_order: unknown) => ({ id: "o1" }));
    const [first, second] = await Promise.all([
      flushQueuedOrder(send, isNetwork, messageOf, 2_000),
      flushQueuedOrder(send, isNetwork, messageOf, 2_000),
    ]);
    expect(first).toEqual({ kind: "placed", answer: { id: "o1" } });
    expect(second).toEqual(first);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ idempotencyKey: "key-12345678" });
    expect(await readQueuedOrder()).toBeNull();
  });

  it("stays queued while the network is still missing", async () => {
    await queueOrder(order());
    const outcome = await flushQueuedOrder(
      async () => Promise.reject({ network: true }),
      isNetwork,
      messageOf,
      2_000,
    );
    expect(outcome).toEqual({ kind: "still-offline" });
    expect(await readQueuedOrder()).not.toBeNull();
  });

  it("is dropped with a reason when the server refuses it, or when it outlived the cart", async () => {
    await queueOrder(order());
    expect(
      await flushQueuedOrder(
        async () => Promise.reject(new Error("closed now")),
        isNetwork,
        messageOf,
        2_000,
      ),
    ).toEqual({
      kind: "refused",
      message: "closed now",
    });
    await queueOrder(order());
    const send = vi.fn();
    expect(await flushQueuedOrder(send, isNetwork, messageOf, 1_000 + 24 * 3600_000)).toEqual({
      kind: "expired",
    });
    expect(send).not.toHaveBeenCalled();
    expect(await readQueuedOrder()).toBeNull();
  });
});
