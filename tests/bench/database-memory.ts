// `npm run bench:memory`: the server's resident memory under a mixed load, on PGlite (the embedded
// default) and on PostgreSQL. For BENCH_SECONDS (150 by default) three loads run at once: the menu
// read (5 connections), orders placed (5, each with its own Idempotency-Key) and an order's
// details polled as the status page does (5). The server's RSS is sampled every second; printed:
// after a restart of a seeded database, peak and end, with requests/s. On PostgreSQL the
// database's memory is another process's and not counted: the figures compare what the app's
// process holds.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { api, loginNewCustomer, pickupOrderBody, startServer } from "../fixtures/server-process.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 150);
const MiB = 1024 * 1024;
const headers = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };

/** Resident memory of a process in bytes (Linux /proc), or null. */
function rssOf(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The server startServer() started: this process's child running src/server/main.ts. */
function serverPid(): number | null {
  try {
    const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean),
    );
    const found = children.find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("src/server/main.ts"),
    );
    return found ? Number(found) : null;
  } catch {
    return null;
  }
}

const mib = (bytes: number | null) => (bytes === null ? "n/a" : `${Math.round(bytes / MiB)} MiB`);

// BENCH_ENGINES=pglite measures one engine only.
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];

for (const engine of engines) {
  const port = engine === "pglite" ? 8193 : 8194;
  const extraEnv = { CHECK_RESPONSES: "false" };
  // Measured from a restart, as a deployed store runs: a first start on an empty PGlite folder also
  // holds what creating the database took (several hundred MiB) until it is collected.
  const seeded = await startServer(engine, port, { extraEnv });
  await seeded.stopProcess();
  const server = await startServer(engine, port, {
    extraEnv,
    ...(seeded.dataDir && { dataDir: seeded.dataDir }),
    ...(seeded.databaseUrl && { databaseUrl: seeded.databaseUrl }),
  });
  try {
    const pid = serverPid();
    const token = await loginNewCustomer(server.baseUrl, `0102${String(Date.now()).slice(-7)}`);
    const auth = { ...headers, authorization: `Bearer ${token}` };
    const first = await api(server.baseUrl, "/place_order", {
      method: "POST",
      headers: { ...auth, "idempotency-key": randomUUID() },
      body: pickupOrderBody,
    });
    const orderId = ((await first.json()) as { id: string }).id;

    const atStart = pid === null ? null : rssOf(pid);
    let peak = atStart ?? 0;
    const sampler = setInterval(() => {
      const now = pid === null ? null : rssOf(pid);
      if (now !== null) peak = Math.max(peak, now);
    }, 1_000);
    const load = (options: autocannon.Options) =>
      autocannon({ connections: 5, duration: DURATION_S, ...options });
    const [menu, orders, details] = await Promise.all([
      load({
        url: `${server.baseUrl}/api/fetch_menu`,
        method: "POST",
        headers,
        body: JSON.stringify({ outlet_id: 4 }),
      }),
      load({
        url: `${server.baseUrl}/api/place_order`,
        requests: [
          {
            method: "POST",
            body: pickupOrderBody,
            setupRequest: (request) => ({
              ...request,
              headers: { ...auth, "idempotency-key": randomUUID() },
            }),
          },
        ],
      }),
      load({ url: `${server.baseUrl}/api/order_details/${orderId}`, headers: auth }),
    ]);
    clearInterval(sampler);
    const atEnd = pid === null ? null : rssOf(pid);
    const rate = (result: autocannon.Result) =>
      `${Math.round(result.requests.average)} req/s (non-2xx ${result.non2xx}, errors ${result.errors})`;
    console.log(
      `${engine.padEnd(8)} ${DURATION_S} s: menu ${rate(menu)}, place_order ${rate(orders)}, order_details ${rate(details)}`,
    );
    console.log(
      `${"".padEnd(8)} server rss: ${mib(atStart)} at start, peak ${mib(peak)}, ${mib(atEnd)} at the end`,
    );
  } finally {
    await server.stopProcess();
    await seeded.stop();
  }
}
