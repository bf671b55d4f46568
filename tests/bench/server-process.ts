// Starts `npm start`'s server as a child process for benchmarks, on PGlite or PostgreSQL.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export type BenchServer = {
  baseUrl: string;
  engine: "pglite" | "postgres";
  databaseUrl?: string;
  dataDir?: string;
  /** Stops the process and keeps its data (to inspect it). */
  stopProcess(): Promise<void>;
  /** Stops the process and removes its data. */
  stop(): Promise<void>;
};

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function startServer(
  engine: "pglite" | "postgres",
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    APP_MODE: "demo",
    ...extraEnv,
  };
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let dropDatabase = async () => {};
  if (engine === "postgres") {
    const name = `storefront_bench_${Date.now()}`;
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env.DATABASE_URL = databaseUrl;
    dropDatabase = () => admin(`drop database if exists ${name} with (force)`);
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), "storefront-bench-"));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/fetch_outlet`, child);
  return {
    baseUrl,
    engine,
    databaseUrl,
    dataDir,
    stopProcess: () => stopChild(child),
    async stop() {
      await stopChild(child);
      await dropDatabase();
      dropDatabase = async () => {};
    },
  };
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { headers: { "x-requested-with": "XMLHttpRequest" } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const api = (baseUrl: string, url: string, init: RequestInit = {}) =>
  fetch(`${baseUrl}/api${url}`, {
    ...init,
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest", ...init.headers },
  });

/** A logged-in customer, through the demo SMS outbox. */
export async function loginNewCustomer(baseUrl: string, phone: string): Promise<string> {
  const registered = await api(baseUrl, "/register", {
    method: "POST",
    body: JSON.stringify({ phoneNumber: phone, name: "Bench" }),
  });
  const userId = ((await registered.json()) as { user_data: { id: number } }).user_data.id;
  const sms = (await (await api(baseUrl, `/dev/sms-outbox?phone=${phone}`)).json()) as {
    data: { code: string };
  };
  const verified = await api(baseUrl, "/verify_otp", {
    method: "POST",
    body: JSON.stringify({ pin: sms.data.code, id: userId }),
  });
  return ((await verified.json()) as { token: string }).token;
}
