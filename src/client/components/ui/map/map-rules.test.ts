import { describe, expect, it } from "vitest";
import { chooseMapEngine, loadWithRetry, mapCentre, placeLabels } from "./map-rules.ts";

describe("chooseMapEngine", () => {
  it("uses mapbox-gl only when a token is configured", () => {
    expect(chooseMapEngine("pk.abc")).toBe("mapbox");
    expect(chooseMapEngine("")).toBe("maplibre");
    expect(chooseMapEngine("   ")).toBe("maplibre");
    expect(chooseMapEngine(undefined)).toBe("maplibre");
  });
});

describe("mapCentre", () => {
  const fallback = { lat: 31.218574, lng: 31.218574 };

  it("centres on the first point", () => {
    expect(
      mapCentre(
        [
          { lat: 30.0893, lng: 31.3241 },
          { lat: 29.96, lng: 31.2577 },
        ],
        fallback,
      ),
    ).toEqual({ lat: 30.0893, lng: 31.3241 });
  });

  it("falls back when there are no points or the first is not a coordinate", () => {
    expect(mapCentre([], fallback)).toEqual(fallback);
    expect(mapCentre([{ lat: Number.NaN, lng: 31 }], fallback)).toEqual(fallback);
    expect(mapCentre([{ lat: 120, lng: 31 }], fallback)).toEqual(fallback);
  });
});

describe("loadWithRetry", () => {
  it("retries up to 3 times with growing delays, then gives up", async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error("chunk failed");
    };
    await expect(
      loadWithRetry(failing, { baseDelayMs: 100, wait: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow("chunk failed");
    expect(calls).toBe(4);
    expect(waits).toEqual([100, 200, 300]);
  });

  it("returns the first success", async () => {
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls < 3) throw new Error("not yet");
      return "engine";
    };
    await expect(loadWithRetry(flaky, { wait: async () => {} })).resolves.toBe("engine");
    expect(calls).toBe(3);
  });
});

describe("placeLabels", () => {
  const size = { width: 100, height: 20 };

  it("puts a lone label after its pin", () => {
    expect(placeLabels([{ x: 50, y: 50, ...size }])).toEqual(["end"]);
  });

  it("moves a label that would overlap an earlier one", () => {
    const placements = placeLabels([
      { x: 50, y: 50, ...size },
      { x: 50, y: 60, ...size },
    ]);
    expect(placements[0]).toBe("end");
    expect(placements[1]).not.toBe("end");
  });

  it("keeps a label off another marker's pin", () => {
    // The second pin sits where the first label would go after its pin.
    const placements = placeLabels([
      { x: 50, y: 50, ...size },
      { x: 90, y: 50, ...size },
    ]);
    expect(placements[0]).not.toBe("end");
  });

  it("hides a label with no free place", () => {
    const crowd = [0, 1, 2, 3, 4, 5].map((offset) => ({ x: 200 + offset, y: 200 + offset, ...size }));
    expect(placeLabels(crowd)).toContain("hidden");
  });

  it("keeps labels inside the map", () => {
    const bounds = { width: 300, height: 200 };
    expect(placeLabels([{ x: 250, y: 100, ...size }], bounds)).toEqual(["start"]);
    expect(placeLabels([{ x: 5, y: 100, ...size }], { width: 60, height: 200 })).toEqual(["hidden"]);
  });

  it("keeps labels off obstacles such as the zoom buttons", () => {
    const zoomButtons = { x: 150, y: 90, width: 44, height: 88 };
    expect(placeLabels([{ x: 100, y: 100, ...size }], undefined, [zoomButtons])).toEqual(["start"]);
  });

  it("keeps far-apart labels where they prefer", () => {
    expect(
      placeLabels([
        { x: 0, y: 0, ...size },
        { x: 0, y: 300, ...size },
      ]),
    ).toEqual(["end", "end"]);
  });
});
