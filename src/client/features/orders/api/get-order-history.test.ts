// @vitest-environment jsdom
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { orderHistoryQueryOptions } from "./get-order-history.ts";

const answer = () => new Response(JSON.stringify({ status: 200, data: [] }), { status: 200 });

/** Whether a screen showing the order history asks the server for it. */
async function asksWhenShown(): Promise<boolean> {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(queryClient, orderHistoryQueryOptions());
  const stop = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe("idle"));
  stop();
  queryClient.clear();
  return fetchMock.mock.calls.length > 0;
}

describe("the order history query", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("is asked for while a customer is logged in", async () => {
    localStorage.setItem("token", "a-token");
    expect(await asksWhenShown()).toBe(true);
  });

  it("is never asked for without a token (a screen still showing just after logout)", async () => {
    expect(await asksWhenShown()).toBe(false);
  });
});
