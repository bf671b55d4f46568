// Builds the PWA when anything that goes into it changed since the last build, so a fresh
// clone needs only `npm start`, and a restart after `git pull` serves the new code.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "index.html",
  "manifest.webmanifest",
  "vite.config.ts",
  "package-lock.json",
  "public",
  "sw",
  "src/client",
  "src/shared",
];

export async function ensureClientBuilt(projectRoot: string, clientDir: string): Promise<void> {
  const stampFile = path.join(clientDir, ".build-stamp");
  const stamp = sourceStamp(projectRoot);
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) return;

  console.log("Building the storefront (its sources changed since the last build)...");
  const { build } = await import("vite");
  // Always a production bundle, even when started from a test runner (NODE_ENV=test would
  // otherwise give React's development build).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root: projectRoot,
      configFile: path.join(projectRoot, "vite.config.ts"),
      mode: "production",
      logLevel: "warn",
      build: { outDir: clientDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(stampFile, stamp);
}

function sourceStamp(projectRoot: string): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) hashPath(hash, projectRoot, input);
  // Public settings are baked into the bundle (see src/shared/config/public-config.ts).
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith("PUBLIC_")) hash.update(`${key}=${value}\n`);
  }
  return hash.digest("hex");
}

function hashPath(hash: ReturnType<typeof createHash>, root: string, relative: string): void {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) {
      if (/\.test(-helpers)?\.tsx?$/.test(entry)) continue; // tests and their fixtures build nothing
      hashPath(hash, root, path.join(relative, entry));
    }
    return;
  }
  hash.update(relative);
  hash.update(readFileSync(full));
}
