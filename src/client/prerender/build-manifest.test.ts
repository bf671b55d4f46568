import { describe, expect, it } from "vitest";
import { type Manifest, routeChunkKey } from "./build-manifest.ts";

describe("routeChunkKey", () => {
  const chunk = { file: "assets/x.js" };
  const manifest = {
    "src/client/routes/_auth/order-history.tsx?tsr-split=component": chunk,
    "src/client/routes/cart.tsx?tsr-split=component": chunk,
    "src/client/routes/xcart.tsx?tsr-split=component": chunk,
  } as unknown as Manifest;

  it("finds a route's chunk, also in a pathless layout's folder", () => {
    expect(routeChunkKey(manifest, "order-history.tsx")).toBe(
      "src/client/routes/_auth/order-history.tsx?tsr-split=component",
    );
    expect(routeChunkKey(manifest, "cart.tsx")).toBe("src/client/routes/cart.tsx?tsr-split=component");
  });

  it("says which route has no chunk", () => {
    expect(() => routeChunkKey(manifest, "store-menu.tsx")).toThrow("no split chunk for store-menu.tsx");
  });
});
