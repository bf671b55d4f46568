import { describe, expect, it } from "vitest";
import { placeLabel } from "./place-label.ts";

describe("placeLabel", () => {
  it("joins name and area without saying a part twice", () => {
    expect(placeLabel({ name: "Road 9, Maadi", area: "Maadi, Cairo" })).toBe("Road 9, Maadi, Cairo");
    expect(placeLabel({ name: "Sarayat El Maadi", area: "Maadi, Cairo" })).toBe(
      "Sarayat El Maadi, Maadi, Cairo",
    );
    expect(placeLabel({ name: "Zamalek", area: "Cairo" })).toBe("Zamalek, Cairo");
    expect(placeLabel({ name: "Cairo", area: "" })).toBe("Cairo");
    expect(placeLabel({ name: "شارع 9، المعادي", area: "المعادي، القاهرة" })).toBe(
      "شارع 9، المعادي، القاهرة",
    );
  });
});
