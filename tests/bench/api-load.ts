// `npm run bench:api`: fetch_menu and place_order under load with autocannon on loopback, on
// PGlite and on PostgreSQL. Prints requests/s, p50, p99, errors and duplicate orders.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "#server/db/database.ts";
import { loginNewCustomer, startServer } from "../fixtures/server-process.ts";

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

for (const engine of ["pglite", "postgres"] as const) {
  const server = await startServer(engine, engine === "pglite" ? 8191 : 8192);
  try {
    const headers = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
    const menu = await autocannon({
      url: `${server.baseUrl}/api/fetch_menu`,
      connections: 10,
      duration: DURATION_S,
      method: "POST",
      headers,
      body: JSON.stringify({ outlet_id: 4 }),
    });
    console.log(line(`fetch_menu (${engine})`, menu));

    const token = await loginNewCustomer(server.baseUrl, `0101${String(Date.now()).slice(-7)}`);
    const body = JSON.stringify({
      data: JSON.stringify([{ itemId: 21001, quantity: 1, note: "", condiment_data: [] }]),
      order_type: 2,
      selected_address_id: "",
      selected_outlet_id: 4,
      selected_method: "card",
    });
    const orders = await autocannon({
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
    });
    console.log(line(`place_order (${engine})`, orders));
    await server.stopProcess();
    const made = await countOrders(server);
    console.log(
      `${"".padEnd(34)} orders acknowledged ${orders["2xx"]}, stored ${made.orders}, keys ${made.keys}, duplicates ${made.orders - made.keys}`,
    );
  } finally {
    await server.stop();
  }
}
