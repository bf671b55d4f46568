// `npm run build:server` (part of `npm run build`): the server bundled ahead of time into
// dist-server/, run by `npm run start:prod` with plain node. No TypeScript is compiled at start,
// and the production process does not load tsx and esbuild. Packages stay in node_modules
// (imported, not bundled); the SQL migrations are copied beside the bundle, where the database
// module looks for them (./migrations from the running file).
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
export const SERVER_OUT_DIR = path.join(projectRoot, "dist-server");

/** The entry points: the server, and the operator's commands (run them with node as well). */
const ENTRIES = ["main", "staff-account", "kiosk-secret", "auth-unlock"];

export async function buildServer(outDir = SERVER_OUT_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: projectRoot,
    entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, `src/server/${name}.ts`])),
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Dependencies are loaded from node_modules as they are (PGlite finds its WebAssembly there).
    packages: "external",
    // The stack traces of the log point into the TypeScript (node --enable-source-maps).
    sourcemap: true,
    // Names stay, so stack traces read without the map too.
    minify: false,
    logLevel: "warning",
    legalComments: "none",
  });
  cpSync(path.join(projectRoot, "src/server/db/migrations"), path.join(outDir, "migrations"), {
    recursive: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`Server built into dist-server/ in ${Math.round(performance.now() - started)} ms.`);
}
