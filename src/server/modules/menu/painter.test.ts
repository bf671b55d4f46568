import { describe, expect, it } from "vitest";
import { paintedShell } from "./painter.ts";

const shell = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Menu</title></head>
  <body>
    <div id="root"><header>Menu</header><main><div>skeleton</div></main></div>
  </body>
</html>
`;

describe("paintedShell", () => {
  it("puts the markup in place of the skeleton, in the language's direction", () => {
    const page = paintedShell(shell, "<main>cards</main>", "ar", "{}");
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<div id="root"><main>cards</main></div>');
    expect(page).not.toContain("skeleton");
    expect(page.endsWith("</body>\n</html>\n")).toBe(true);
  });

  it("carries the answers as data no text in them can turn into a script", () => {
    const name = "</script><script>alert(1)</script><!--";
    const page = paintedShell(shell, "<main></main>", "en", JSON.stringify({ name }));
    expect(page.match(/<script/g)).toHaveLength(1);
    const data = page.match(/<script type="application\/json" id="painted-from">(.*)<\/script>/)?.[1];
    expect(JSON.parse(data ?? "null")).toEqual({ name });
  });

  it("refuses a shell the build did not write, rather than send a broken page", () => {
    expect(() => paintedShell("<html><body></body></html>", "<main></main>", "en", "{}")).toThrow();
    expect(() =>
      paintedShell(shell.replace('<div id="root">', "<div>"), "<main></main>", "en", "{}"),
    ).toThrow();
  });
});
