import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, setLocaleSource } from "#shared/i18n/locale.ts";
import { formatApiEgp, formatOrderDate, newIdempotencyKey } from "./order-format.ts";

describe("order formatting", () => {
  it("shows dates in Cairo time, whatever the device's zone", () => {
    // 08:05 UTC is 10:05 in Cairo in winter (UTC+2) and 11:05 in summer (UTC+3).
    expect(formatOrderDate("2025-01-15T08:05:00.000Z")).toBe("15 Jan 2025, 10:05");
    expect(formatOrderDate("2025-07-15T08:05:00.000Z")).toBe("15 Jul 2025, 11:05");
    expect(formatOrderDate("not a date")).toBe("not a date");
  });

  describe("in Arabic", () => {
    afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

    it("names the month in Arabic and keeps Western digits", () => {
      setLocaleSource(() => "ar");
      expect(formatOrderDate("2025-01-15T08:05:00.000Z")).toBe("15 يناير 2025، 10:05");
    });
  });

  it("formats the API's EGP decimals like every other amount", () => {
    expect(formatApiEgp(87.5)).toBe("EGP 87.50");
    expect(formatApiEgp(1425.06)).toBe("EGP 1,425.06");
  });

  it("makes keys the server accepts", () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
