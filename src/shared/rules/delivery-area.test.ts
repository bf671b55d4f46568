import { describe, expect, it } from "vitest";
import { demoDeliveryAreas, demoOutlets } from "#server/db/seed/demo-data.ts";
import { closestDeliveringOutlet, isInsideAnyArea, NEARBY_OUTLET_RADIUS_M } from "./delivery-area.ts";

// The seeded polygons are the demo's real data: the rules are tested against them.
const areas = demoDeliveryAreas.map((area) => ({
  outlet_id: area.outletId,
  delivery_coordinates: area.coordinates,
}));
const outlets = demoOutlets.map(({ id, latitude, longitude, deliveryEnabled }) => ({
  id,
  latitude,
  longitude,
  deliveryEnabled,
}));
const outlet = (id: number) => {
  const found = demoOutlets.find((o) => o.id === id);
  if (!found) throw new Error(`no outlet ${id}`);
  return { lat: found.latitude, lng: found.longitude };
};

describe("delivery areas", () => {
  it("delivers to each delivery outlet's own doorstep from that outlet", () => {
    for (const id of [4, 5, 6]) {
      expect(closestDeliveringOutlet(outlet(id), outlets, areas)).toMatchObject({ ok: true, outletId: id });
    }
  });

  it("delivers a few hundred metres away from the Maadi outlet", () => {
    const near = { lat: outlet(4).lat + 0.003, lng: outlet(4).lng + 0.002 };
    const decision = closestDeliveringOutlet(near, outlets, areas);
    expect(decision).toMatchObject({ ok: true, outletId: 4 });
    expect(isInsideAnyArea(near, areas)).toBe(true);
  });

  it("finds no nearby outlet far from every delivery outlet (Sheikh Zayed)", () => {
    expect(closestDeliveringOutlet(outlet(3), outlets, areas)).toEqual({
      ok: false,
      reason: "no-nearby-outlet",
    });
    expect(isInsideAnyArea(outlet(3), areas)).toBe(false);
  });

  it("refuses a point near an outlet but outside its polygon", () => {
    // Walk away from the Maadi outlet until the point leaves its area but stays within 5000 m.
    const origin = outlet(4);
    let found = false;
    for (let step = 1; step < 60 && !found; step++) {
      const candidate = { lat: origin.lat - step * 0.0008, lng: origin.lng + step * 0.0008 };
      const decision = closestDeliveringOutlet(candidate, outlets, areas);
      if (!decision.ok) {
        expect(decision.reason).toBe("outside-delivery-area");
        found = true;
      }
    }
    expect(found).toBe(true);
  });

  it("keeps every polygon corner within the nearby radius of its outlet", async () => {
    const { distanceMetres } = await import("./delivery-area.ts");
    for (const area of areas) {
      for (const corner of area.delivery_coordinates) {
        expect(distanceMetres(corner, outlet(area.outlet_id))).toBeLessThanOrEqual(NEARBY_OUTLET_RADIUS_M);
      }
    }
  });
});
