import { describe, expect, it } from "vitest";
import { lazySectionStyles, type Manifest, routeChunkKey } from "./build-manifest.ts";

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

describe("lazySectionStyles", () => {
  const manifest: Manifest = {
    page: { file: "page.js", css: ["page.css"], imports: ["app"], dynamicImports: ["modal"] },
    app: { file: "app.js", css: ["app.css"], dynamicImports: ["map", "outletRoute"] },
    map: { file: "map.js", css: ["map.css"] },
    outletRoute: { file: "outlet.js", css: ["outlet.css"], imports: ["map"] },
    modal: { file: "modal.js", css: ["modal.css"] },
  };
  const sheets: Record<string, string> = {
    "page.css": "._hero_abcde_1{color:red}",
    "app.css": "._button_bcdef_1{color:red}",
    "map.css": "._frame_cdefg_1{display:grid}._button_bcdef_1{color:red}",
    "outlet.css": "._outlet_defgh_1{margin:0}",
    "modal.css": "._dialog_efghi_1{margin:0}",
  };
  const read = (file: string) => sheets[file] ?? "";

  it("takes the stylesheets of a lazy section the markup shows, and no route that merely shares its chunk", () => {
    const markup = '<main class="_hero_abcde_1"><div class="_frame_cdefg_1"><button class="_button_bcdef_1">';
    expect(lazySectionStyles(manifest, "page", markup, read)).toEqual(["map.css"]);
  });

  it("takes none when the markup only uses classes the page styles already", () => {
    const markup = '<main class="_hero_abcde_1"><button class="_button_bcdef_1">';
    expect(lazySectionStyles(manifest, "page", markup, read)).toEqual([]);
  });
});
