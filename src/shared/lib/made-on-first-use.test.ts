import { describe, expect, it, vi } from "vitest";
import { madeOnFirstUse } from "./made-on-first-use.ts";

describe("madeOnFirstUse", () => {
  it("makes the value on the first call only, then returns the same one", () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("keeps a value that is undefined without making it again", () => {
    const make = vi.fn(() => undefined);
    const value = madeOnFirstUse(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
