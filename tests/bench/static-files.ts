// `npm run bench:static`: how fast a running server answers the build's files, beside the stack's
// floor app served by `vite preview` in the same run. Two figures, each the median of the rounds:
// the largest code file asked for again and again on one kept-alive connection (ms a request, as
// the client sees it), and every file a cold load asks for at once over six connections, as a
// browser does over HTTP/1.1 (the storefront's painted menu; the floor app's page, its files
// asked for as many times). STATIC_BASE_URL is a running server to measure (else one is started
// on the embedded database, as `npm start` does); STATIC_BEFORE_URL, optional, another build's
// server measured in turn.
// Prints figures, fails on none.
import http from "node:http";
import { serveFloorApp } from "../fixtures/floor-app.ts";
import { startServer } from "../fixtures/server-process.ts";
import { median } from "./statistics.ts";

const ROUNDS = Number(process.env.STATIC_ROUNDS ?? 60);
const SEQUENTIAL = 300;

/** The code and picture files a page's HTML names. */
async function filesOf(pageUrl: string, cookie?: string): Promise<string[]> {
  const html = await (await fetch(pageUrl, { headers: cookie ? { cookie } : {} })).text();
  return [...html.matchAll(/(?:href|src)="(\/[^"]+\.(?:js|svg|png|webp|jpg))"/g)].map(
    (match) => match[1] ?? "",
  );
}

const get = (url: string, agent: http.Agent) =>
  new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (response) => {
        response.on("data", () => {});
        response.on("end", resolve);
      })
      .on("error", reject);
  });

type Target = { name: string; base: string; files: string[]; largest: string };

async function target(name: string, base: string, page: string, cookie?: string): Promise<Target> {
  const files = await filesOf(`${base}${page}`, cookie);
  const sizes = await Promise.all(
    files
      .filter((file) => file.endsWith(".js"))
      .map(async (file) => ({
        file,
        size: (await (await fetch(`${base}${file}`)).arrayBuffer()).byteLength,
      })),
  );
  const largest = sizes.sort((a, b) => b.size - a.size)[0]?.file;
  if (!largest) throw new Error(`${name}: no code file named by ${base}${page}`);
  return { name, base, files, largest };
}

async function oneAfterAnother({ base, largest }: Target): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 30; i++) await get(`${base}${largest}`, agent);
  const started = performance.now();
  for (let i = 0; i < SEQUENTIAL; i++) await get(`${base}${largest}`, agent);
  agent.destroy();
  return (performance.now() - started) / SEQUENTIAL;
}

async function allAtOnce({ base, files }: Target, count: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: 6 });
  const asked = Array.from({ length: count }, (_, i) => files[i % files.length]);
  const started = performance.now();
  await Promise.all(asked.map((file) => get(`${base}${file}`, agent)));
  return performance.now() - started;
}

const server = process.env.STATIC_BASE_URL
  ? { baseUrl: process.env.STATIC_BASE_URL, stop: async () => {} }
  : await startServer("pglite", 8495, { extraEnv: { SKIP_CLIENT_BUILD: "0" } });
const floorApp = await serveFloorApp(4178);
try {
  const storefront = (name: string, base: string) => target(name, base, "/store-menu", "menu_view=1.en");
  const targets = [
    await target("floor app", floorApp.url, "/"),
    ...(process.env.STATIC_BEFORE_URL ? [await storefront("before", process.env.STATIC_BEFORE_URL)] : []),
    await storefront("storefront", server.baseUrl),
  ];
  const count = Math.max(...targets.map(({ files }) => files.length));
  const bursts = new Map(targets.map(({ name }) => [name, [] as number[]]));
  const sequential = new Map(targets.map(({ name }) => [name, [] as number[]]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const measured of targets) {
      bursts.get(measured.name)?.push(await allAtOnce(measured, count));
      if (round % 10 === 0) sequential.get(measured.name)?.push(await oneAfterAnother(measured));
    }
  }
  console.log(`Static files, median of ${ROUNDS} rounds (the targets in turn); ${count} files at once`);
  const floor = {
    burst: median(bursts.get("floor app") ?? []),
    one: median(sequential.get("floor app") ?? []),
  };
  for (const { name, files, largest } of targets) {
    const burst = median(bursts.get(name) ?? []);
    const one = median(sequential.get(name) ?? []);
    const ratio = (ours: number, theirs: number) =>
      name === "floor app" ? "" : ` (${(ours / theirs).toFixed(1)}x the floor)`;
    console.log(
      `${name.padEnd(11)} one file after another (${largest}): ${one.toFixed(2)} ms a request${ratio(one, floor.one)}; ${count} files at once (${files.length} its page names): ${burst.toFixed(1)} ms${ratio(burst, floor.burst)}`,
    );
  }
} finally {
  floorApp.stop();
  await server.stop();
}
