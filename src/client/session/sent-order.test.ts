// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearAllStorage, readRaw, storageKeys } from "#client/lib/storage.ts";
import { forgetSentOrder, rememberSentOrder, sentOrderOf } from "./sent-order.ts";

const DAY = 24 * 60 * 60 * 1000;
const stored = () => readRaw(storageKeys.sentOrder);

describe("the sent queued order, waiting to be paid", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("is kept across a reload until it is paid or dismissed", () => {
    expect(rememberSentOrder({ id: "o1", url: "/payments/checkout/o1" }, 1_000)).toBe(true);
    // A reload reads it back from storage.
    expect(sentOrderOf(stored(), 2_000)).toEqual({ id: "o1", url: "/payments/checkout/o1", sentAt: 1_000 });
    forgetSentOrder();
    expect(sentOrderOf(stored(), 2_000)).toBeNull();
  });

  it("is an order without a payment page when the server answered no url", () => {
    rememberSentOrder({ id: "42", url: null }, 1_000);
    expect(sentOrderOf(stored(), 1_000)).toEqual({ id: "42", url: null, sentAt: 1_000 });
  });

  it("is not offered once its day is over, nor when damaged", () => {
    rememberSentOrder({ id: "o1", url: "/payments/checkout/o1" }, 1_000);
    expect(sentOrderOf(stored(), 1_000 + DAY - 1)).not.toBeNull();
    expect(sentOrderOf(stored(), 1_000 + DAY)).toBeNull();
    expect(sentOrderOf('{"id":1}', 1_000)).toBeNull();
    expect(sentOrderOf("not json", 1_000)).toBeNull();
  });

  it("goes with logout and a kiosk's wipe (both clear all storage but the device's)", () => {
    localStorage.setItem(storageKeys.kioskConfig, "{}");
    rememberSentOrder({ id: "o1", url: "/payments/checkout/o1" });
    clearAllStorage();
    expect(stored()).toBeNull();
    expect(localStorage.getItem(storageKeys.kioskConfig)).toBe("{}");
  });

  it("says so when storage refuses it, so the caller can open the payment page at once", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(rememberSentOrder({ id: "o1", url: "/payments/checkout/o1" })).toBe(false);
  });
});
