// A new deployment as the test server sees it: its sw.js changes, with the Brotli and gzip copies
// the build writes beside it (the server sends those copies, so they must change too).
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { e2eDistDir, e2eServerPort } from "./playwright.config.ts";

/** Serves a changed sw.js from now on; returns what puts the build's back. */
export function deployNewWorker(): () => void {
  const swFile = path.join(e2eDistDir(e2eServerPort()), "sw.js");
  const files = [swFile, `${swFile}.br`, `${swFile}.gz`];
  const deployed = files.map((file) => (existsSync(file) ? readFileSync(file) : null));
  const next = Buffer.from(`${deployed[0]?.toString("utf8")}\n// next deployment ${Date.now()}`);
  writeFileSync(swFile, next);
  writeFileSync(`${swFile}.br`, brotliCompressSync(next));
  writeFileSync(`${swFile}.gz`, gzipSync(next));
  return () =>
    files.forEach((file, index) => {
      const before = deployed[index];
      if (before) writeFileSync(file, before);
      else rmSync(file, { force: true });
    });
}
