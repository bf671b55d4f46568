// The build writes Brotli and gzip copies of its text files (precompress-plugin.ts) and the
// server sends the copy the browser takes, with the headers of the file itself, instead of
// compressing each response again. The client folder is the test's own, made the build's way.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFolder } from "#server/build/precompress-plugin.ts";
import { SERVER_PAINT_DIR } from "#shared/contract/pages.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Item ${id}` })))};\n`;
const PAGE = `<!doctype html>\n<html lang="en" dir="ltr"><head><title>Storefront</title></head><body><div id="root"></div>${"<p>Coffee</p>".repeat(100)}</body></html>\n`;
const TINY = "body{margin:0}\n";

const folder = mkdtempSync(path.join(tmpdir(), "precompressed-"));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(folder, "assets"));
  mkdirSync(path.join(folder, SERVER_PAINT_DIR));
  writeFileSync(path.join(folder, "index.html"), PAGE);
  writeFileSync(path.join(folder, "app-shell.html"), PAGE);
  writeFileSync(path.join(folder, "assets", "menu-abc123.js"), SCRIPT);
  writeFileSync(path.join(folder, "assets", "tiny-abc123.css"), TINY);
  writeFileSync(path.join(folder, SERVER_PAINT_DIR, "store-menu.html"), PAGE);
  await precompressFolder(folder, [SERVER_PAINT_DIR]);
  t = await createTestApp({ clientDir: folder });
});
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A copy as the build wrote it: the bytes sent must be these, not compressed again. */
const copy = (file: string) => readFileSync(path.join(folder, file));
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe(`the build's compressed copies (${testEngine})`, () => {
  it("are written for text files of a kilobyte or more, and not for the server's own folder", () => {
    expect(readdirSync(path.join(folder, "assets")).sort()).toEqual([
      "menu-abc123.js",
      "menu-abc123.js.br",
      "menu-abc123.js.gz",
      "tiny-abc123.css",
    ]);
    expect(readdirSync(path.join(folder, SERVER_PAINT_DIR))).toEqual(["store-menu.html"]);
  });

  it("are sent as Brotli or gzip, as the browser takes them, with the file's own headers", async () => {
    const brotli = await get("/assets/menu-abc123.js", "gzip, deflate, br");
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.equals(copy("assets/menu-abc123.js.br"))).toBe(true);

    const gzip = await get("/assets/menu-abc123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.rawPayload.equals(copy("assets/menu-abc123.js.gz"))).toBe(true);

    const plain = await get("/assets/menu-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("serve the pages too, with the security headers every page has", async () => {
    for (const url of ["/", "/login"]) {
      const page = await get(url, "br");
      expect(page.headers["content-encoding"], url).toBe("br");
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.headers["content-security-policy"], url).toContain("script-src 'self'");
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(PAGE);
      expect(page.rawPayload.equals(copy(`${url === "/" ? "index" : "app-shell"}.html.br`)), url).toBe(true);
    }
  });

  it("leave a file without copies to the server's compression on the fly", async () => {
    const tiny = await get("/assets/tiny-abc123.css", "br");
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers["content-type"]).toMatch(/^text\/css/);
    const body =
      tiny.headers["content-encoding"] === "br" ? brotliDecompressSync(tiny.rawPayload) : tiny.rawPayload;
    expect(body.toString()).toBe(TINY);
  });

  it("are no addresses of their own: each is sent only for the file it copies", async () => {
    for (const file of ["/assets/menu-abc123.js.br", "/assets/menu-abc123.js.gz", "/index.html.br"]) {
      expect((await get(file, "gzip, deflate, br")).statusCode, file).toBe(404);
    }
  });

  it("never open the server's own folder", async () => {
    for (const encoding of ["br", "gzip", undefined]) {
      const response = await get(`/${SERVER_PAINT_DIR}/store-menu.html`, encoding);
      expect(response.statusCode, encoding).not.toBe(200);
    }
  });
});
