// `npm run bench:api`: fetch_menu and place_order under load with autocannon on loopback, on
// PGlite and on PostgreSQL. Prints requests/s, p50, p99, errors and duplicate orders, and (on
// Linux) the CPU each run cost: the server's and PostgreSQL's per request, which vary far less
// than requests/s when other work shares the machine, and the bench client's own share.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "#server/db/database.ts";
import { loginNewCustomer, pickupOrderBody, startServer } from "../fixtures/server-process.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

type Result = autocannon.Result;
const line = (name: string, result: Result) =>
  `${name.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}`;

// Every request carried its own Idempotency-Key: orders beyond the keys stored are duplicates.
// (The server may finish a few requests autocannon stopped waiting for, so "stored" can exceed
// "acknowledged" without any duplicate.)
const COUNTS =
  "select (select count(*) from orders)::int as orders, (select count(*) from idempotency_keys)::int as keys";

async function countOrders(server: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<{ orders: number; keys: number }> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const { rows } = await client.query(COUNTS);
    await client.end();
    return rows[0];
  }
  const database = openDatabase({ engine: "pglite", dataDir: `${server.dataDir}/pglite` });
  const { rows } = (await database.db.execute(COUNTS)) as unknown as {
    rows: { orders: number; keys: number }[];
  };
  await database.close();
  return rows[0] ?? { orders: 0, keys: 0 };
}

// ---- CPU accounting (Linux /proc; skipped elsewhere) ----

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User + system CPU time of a process in ms, or null when it cannot be read. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** The server started by startServer(): this process's child running src/server/main.ts. */
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

/** CPU ms of each PostgreSQL backend serving the bench's database (its pool's connections). */
async function backendsCpu(databaseUrl: string | undefined): Promise<Map<number, number> | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const times = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = cpuMs(pid);
      if (ms !== null) times.set(pid, ms);
    }
    return times;
  } finally {
    await client.end();
  }
}

async function measured<T extends Result>(
  server: { databaseUrl?: string },
  run: () => Promise<T>,
): Promise<{ result: T; cpu: string | null }> {
  const pid = serverPid();
  const serverBefore = pid === null ? null : cpuMs(pid);
  const backendsBefore = await backendsCpu(server.databaseUrl);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const elapsed = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  const serverAfter = pid === null ? null : cpuMs(pid);
  const backendsAfter = await backendsCpu(server.databaseUrl);
  if (serverBefore === null || serverAfter === null || result.requests.total === 0) {
    return { result, cpu: null };
  }
  const perRequest = (ms: number) => (ms / result.requests.total).toFixed(3);
  const cores = (ms: number) => (ms / elapsed).toFixed(2);
  const serverMs = serverAfter - serverBefore;
  let postgres = "";
  if (backendsAfter) {
    let ms = 0;
    for (const [backend, after] of backendsAfter) ms += after - (backendsBefore?.get(backend) ?? 0);
    postgres = `, postgres ${perRequest(ms)} ms/req (${cores(ms)} cores)`;
  }
  const clientMs = (client.user + client.system) / 1000;
  return {
    result,
    cpu: `${"".padEnd(34)} cpu: server ${perRequest(serverMs)} ms/req (${cores(serverMs)} cores)${postgres}, bench client ${cores(clientMs)} cores`,
  };
}

const report = ({ cpu }: { cpu: string | null }) => {
  if (cpu) console.log(cpu);
};

for (const engine of ["pglite", "postgres"] as const) {
  // Measured as production runs: without the per-answer response check.
  const server = await startServer(engine, engine === "pglite" ? 8191 : 8192, {
    extraEnv: { CHECK_RESPONSES: "false" },
  });
  try {
    const headers = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
    const menu = await measured(server, () =>
      autocannon({
        url: `${server.baseUrl}/api/fetch_menu`,
        connections: 10,
        duration: DURATION_S,
        method: "POST",
        headers,
        body: JSON.stringify({ outlet_id: 4 }),
      }),
    );
    console.log(line(`fetch_menu (${engine})`, menu.result));
    report(menu);

    const token = await loginNewCustomer(server.baseUrl, `0101${String(Date.now()).slice(-7)}`);
    const body = pickupOrderBody;
    const orders = await measured(server, () =>
      autocannon({
        url: `${server.baseUrl}/api/place_order`,
        connections: 20,
        duration: DURATION_S,
        requests: [
          {
            method: "POST",
            body,
            setupRequest: (request) => ({
              ...request,
              headers: { ...headers, authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
            }),
          },
        ],
      }),
    );
    console.log(line(`place_order (${engine})`, orders.result));
    report(orders);
    await server.stopProcess();
    const made = await countOrders(server);
    console.log(
      `${"".padEnd(34)} orders acknowledged ${orders.result["2xx"]}, stored ${made.orders}, keys ${made.keys}, duplicates ${made.orders - made.keys}`,
    );
  } finally {
    await server.stop();
  }
}
