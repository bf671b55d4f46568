import { afterEach, describe, expect, it, vi } from "vitest";
import { CAIRO_CLOCK_LOCALE, CAIRO_TIME_ZONE } from "#shared/rules/cairo-time-zone.ts";
import { warmUpIntlOffMainThread } from "./intl-warm-up.ts";

/** A Worker that keeps what it was started with, to run its script here as a worker would. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  terminated = false;
  constructor(readonly url: string) {
    super();
    FakeWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

const scripts = new Map<string, Blob>();
function stubBrowser() {
  FakeWorker.started = [];
  scripts.clear();
  let next = 0;
  vi.stubGlobal("Worker", FakeWorker);
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:test/${++next}`;
    scripts.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => scripts.delete(url));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("warmUpIntlOffMainThread", () => {
  it("formats a price and Cairo times (the customer's and the rules' clock) in a worker, which it ends once told", async () => {
    stubBrowser();
    warmUpIntlOffMainThread("ar-EG-u-nu-latn");

    const [worker] = FakeWorker.started;
    const script = await scripts.get(worker?.url ?? "")?.text();
    expect(script).toContain('new Intl.NumberFormat("ar-EG-u-nu-latn")');
    expect(script).toContain(`new Intl.DateTimeFormat("ar-EG-u-nu-latn", { timeZone: "${CAIRO_TIME_ZONE}"`);
    expect(script).toContain(
      `new Intl.DateTimeFormat("${CAIRO_CLOCK_LOCALE}", { timeZone: "${CAIRO_TIME_ZONE}"`,
    );
    const posted: unknown[] = [];
    new Function("postMessage", script ?? "")((message: unknown) => posted.push(message));
    expect(posted).toEqual([0]);

    worker?.dispatchEvent(new MessageEvent("message", { data: 0 }));
    expect(worker?.terminated).toBe(true);
    expect(scripts.size).toBe(0); // its script's address given back
  });

  it("ends the worker if its script fails", () => {
    stubBrowser();
    warmUpIntlOffMainThread("en-EG");
    const [worker] = FakeWorker.started;
    worker?.dispatchEvent(new Event("error"));
    expect(worker?.terminated).toBe(true);
    expect(scripts.size).toBe(0);
  });

  it("does nothing where workers are refused", () => {
    stubBrowser();
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("Refused by the content security policy", "SecurityError");
        }
      },
    );
    expect(() => warmUpIntlOffMainThread("en-EG")).not.toThrow();
  });
});
