import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("CHECK_RESPONSES", () => {
  it("checks answers by default outside production, and can be turned off or on", () => {
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ CHECK_RESPONSES: "false" }).checkResponses).toBe(false);
    expect(loadConfig({ CHECK_RESPONSES: "true" }).checkResponses).toBe(true);
  });

  it("refuses anything but true or false", () => {
    expect(() => loadConfig({ CHECK_RESPONSES: "yes" })).toThrow(/CHECK_RESPONSES/);
  });
});
