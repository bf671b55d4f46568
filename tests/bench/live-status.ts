// `npm run bench:live`: the live order loop under load. Prints figures and asserts nothing.
//   A. One API instance (built in this process): 1,000 status streams of one order, then the
//      time from a staff move to each stream's event, on PGlite and on PostgreSQL.
//   B. Two API instances (two processes) on one PostgreSQL: 500 streams on each, every move
//      posted to the first.
//   C. The store board in Chromium with 200 open orders, at tablet sizes: time to the cards,
//      long tasks and layout shifts while loading and while a new order arrives, frame times
//      while scrolling.
// LIVE_STREAMS (1000), BOARD_ORDERS (200) and LIVE_SCENARIOS ("A,B,C") change what runs.
// PostgreSQL is TEST_DATABASE_URL's server (as for the API tests); without it, A runs on PGlite
// alone and B is skipped.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { chromium, type Page } from "@playwright/test";
import pg from "pg";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config/config.ts";
import { type Database, openDatabase } from "#server/db/database.ts";
import { seedDemoData } from "#server/db/seed/seed.ts";
import { MAX_STREAMS_PER_ADDRESS } from "#server/http/stream-route.ts";
import { api, loginNewCustomer, pickupOrderBody, startServer } from "../fixtures/server-process.ts";
import { percentile } from "./statistics.ts";

const STREAMS = Number(process.env.LIVE_STREAMS ?? 1000);
const BOARD_ORDERS = Number(process.env.BOARD_ORDERS ?? 200);
const SCENARIOS = (process.env.LIVE_SCENARIOS ?? "A,B,C").toUpperCase().split(",");
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const MOVES = ["accepted", "preparing", "ready"] as const;
/** Streams opened at once: a burst of thousands would overflow the listen backlog (SYN drops). */
const OPEN_BATCH = 100;
const XHR = { "x-requested-with": "XMLHttpRequest" };
// A collection before each memory reading, so that the figures compare live memory, not
// whatever garbage happened to be waiting.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

// ---- printing ----

const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms` : "n/a";
const mb = (bytes: number | null) => (bytes === null ? "n/a" : `${(bytes / 1048576).toFixed(0)} MB`);

/** Rows of cells, columns padded to their widest cell, under a header row. */
function printTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const format = (row: string[]) =>
    `  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ")}`.trimEnd();
  console.log(format(header));
  console.log(`  ${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(format(row));
}

const heading = (text: string) => console.log(`\n== ${text} ==`);

// ---- processes (Linux /proc; "n/a" elsewhere) ----

/** Resident memory of a process in bytes, or null when it cannot be read. */
function rssOf(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line?.[1] ? Number(line[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The server that startServer() spawned for `port`: this process's child with PORT=`port`. */
function serverPidOn(port: number): number | null {
  try {
    const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean),
    );
    const found = children.find((pid) =>
      readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(`PORT=${port}`),
    );
    return found ? Number(found) : null;
  } catch {
    return null;
  }
}

function openFilesLimit(): string {
  try {
    const line = readFileSync("/proc/self/limits", "utf8").match(/^Max open files\s+(\S+)\s+(\S+)/m);
    return line ? `${line[1]} (hard ${line[2]})` : "unknown";
  } catch {
    return "unknown";
  }
}

// ---- the API over HTTP ----

async function call<T>(base: string, method: string, url: string, body?: unknown, headers = {}): Promise<T> {
  const response = await api(base, url, {
    method,
    headers: { "idempotency-key": randomUUID(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Pays a place_order url through the sandbox's card pages, as the browser would. */
async function payWithTestCard(base: string, paymentUrl: string) {
  const here = (url: string | null) => {
    if (!url) throw new Error("a sandbox page did not redirect");
    const parsed = new URL(url, base);
    return `${base}${parsed.pathname}${parsed.search}`;
  };
  const checkout = await fetch(here(paymentUrl), { redirect: "manual" });
  await checkout.arrayBuffer();
  if (checkout.status !== 303) throw new Error(`the sandbox checkout answered ${checkout.status}`);
  const submitted = await fetch(here(checkout.headers.get("location")), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Bench Customer",
      number: "4242424242424242",
      expiry: "12/30",
      cvc: "123",
    }),
  });
  await submitted.arrayBuffer();
  const callback = await fetch(here(submitted.headers.get("location")), { redirect: "manual" });
  await callback.arrayBuffer();
  if (!callback.headers.get("location")?.includes("/payment-success")) {
    throw new Error(`the payment did not succeed: ${callback.status} ${callback.headers.get("location")}`);
  }
}

/** One pickup order at outlet 4 (the load bench's body), placed and paid: its order id. */
async function paidOrder(base: string, customerToken: string): Promise<string> {
  const placed = await call<{ id: string; url: string }>(
    base,
    "POST",
    "/place_order",
    JSON.parse(pickupOrderBody),
    {
      authorization: `Bearer ${customerToken}`,
    },
  );
  await payWithTestCard(base, placed.url);
  return placed.id;
}

async function staffSignIn(base: string): Promise<Record<string, string>> {
  const signedIn = await call<{ data: { token: string } }>(base, "POST", "/store/sign_in", {
    username: "staff4",
    password: "demo-staff-4",
  });
  return { authorization: `Bearer ${signedIn.data.token}` };
}

let phones = 0;
const newPhone = () => `0101${String((Date.now() + phones++) % 10_000_000).padStart(7, "0")}`;

/** Plain GET round trips on a kept-alive connection: the machine's floor for any figure here. */
async function roundTrips(base: string, count = 200): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/fetch_outlet`, { headers: XHR });
    await response.arrayBuffer();
    if (i >= 20) times.push(performance.now() - started); // the first 20 warm up
  }
  return times;
}

// ---- status streams ----

/**
 * Status streams of one order on one server, each on its own connection (node:http, cheaper
 * than fetch's web streams). A stream's text is only searched for the awaited status, not
 * parsed: the client shares the machine with the server and should cost it little.
 */
class StatusStreams {
  readonly requests: http.ClientRequest[] = [];
  readonly latencies: number[] = [];
  firstEvents = 0;
  refused = 0;
  private needle = "";
  private t0 = 0;
  private readonly agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

  constructor(
    private readonly base: string,
    private readonly orderId: string,
  ) {}

  async open(count: number): Promise<void> {
    for (let opened = 0; opened < count; opened += OPEN_BATCH) {
      const batch = Math.min(OPEN_BATCH, count - opened);
      await Promise.all(Array.from({ length: batch }, () => this.openOne()));
    }
  }

  private openOne(): Promise<void> {
    const url = new URL(`${this.base}/api/order_status/${this.orderId}/events`);
    // Customers each on an address of their own, as a server counts streams per client: the
    // loopback's 127.0.0.2 and on, a few streams each.
    const client = Math.floor(this.requests.length / MAX_STREAMS_PER_ADDRESS);
    return new Promise((resolve) => {
      const request = http.get(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          localAddress: `127.0.${Math.floor(client / 250)}.${2 + (client % 250)}`,
          agent: this.agent,
          headers: { accept: "text/event-stream", ...XHR },
        },
        (response) => {
          resolve();
          if (response.statusCode !== 200) {
            this.refused++;
            response.resume();
            return;
          }
          response.setEncoding("latin1");
          let tail = ""; // an event split between two chunks is still found
          let first = false;
          let heard = "";
          response.on("data", (chunk: string) => {
            const text = tail + chunk;
            tail = text.slice(-64);
            if (!first && text.includes("data: ")) {
              first = true;
              this.firstEvents++;
            }
            if (this.needle && heard !== this.needle && text.includes(this.needle)) {
              heard = this.needle;
              this.latencies.push(performance.now() - this.t0);
            }
          });
          response.on("error", () => {});
        },
      );
      request.on("error", () => {
        this.refused++;
        resolve();
      });
      this.requests.push(request);
    });
  }

  /** From now on, time each stream's first event saying `status`, from `t0`. */
  expect(status: string, t0: number) {
    this.needle = `"order_status":"${status}"`;
    this.t0 = t0;
    this.latencies.length = 0;
  }

  close() {
    for (const request of this.requests) request.destroy();
    this.agent.destroy();
  }
}

/** Opening a stream reads the order twice; the second reads may still be queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
}

/** Opens `count` streams on each server, and waits for every first event. */
async function openAll(sets: { streams: StatusStreams; count: number }[]) {
  const started = performance.now();
  await Promise.all(sets.map(({ streams, count }) => streams.open(count)));
  const all = await until(
    () => sets.every(({ streams, count }) => streams.firstEvents + streams.refused >= count),
    60_000,
  );
  const seconds = (performance.now() - started) / 1000;
  for (const { streams, count } of sets) {
    if (!all || streams.refused > 0) {
      console.log(
        `  ! ${streams.firstEvents} of ${count} streams opened, ${streams.refused} refused or failed`,
      );
    }
  }
  return seconds;
}

/** Posts each move, and times its event on every stream (10 s at most). */
async function timeMoves(
  post: (to: string) => Promise<void>,
  sets: { label: string; streams: StatusStreams; count: number }[],
) {
  const rows: string[][] = [];
  let from = "paid";
  for (const to of MOVES) {
    const t0 = performance.now();
    for (const { streams } of sets) streams.expect(to, t0);
    await post(to);
    const answered = performance.now() - t0;
    await until(() => sets.every(({ streams }) => streams.latencies.length >= streams.firstEvents), 10_000);
    for (const { label, streams, count } of sets) {
      const l = streams.latencies;
      rows.push([
        `${from}→${to}`,
        label,
        `${l.length}/${count}`,
        ms(percentile(l, 50)),
        ms(percentile(l, 95)),
        ms(percentile(l, 99)),
        ms(Math.max(...l)),
        ms(answered),
      ]);
    }
    from = to;
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the machine settle
  }
  printTable(["move", "streams on", "received", "p50", "p95", "p99", "max", "move answered"], rows);
}

// ---- A: one instance, in this process ----

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated, seeded database: PGlite in memory, or a throwaway PostgreSQL database. */
async function freshDatabase(engine: "pglite" | "postgres", boxProduct: string) {
  let database: Database;
  let drop = async () => {};
  if (engine === "pglite") database = openDatabase({ engine: "pglite", dataDir: undefined });
  else {
    const name = `storefront_bench_live_${Date.now()}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = openDatabase({ engine: "postgres", url: url.toString(), poolSize: 10 });
    drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  await database.migrate();
  await seedDemoData(database.db, { boxProduct });
  return {
    database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

async function scenarioA(engine: "pglite" | "postgres") {
  heading(`A (${engine}): one instance in this process, ${STREAMS} status streams of one order`);
  const config = {
    ...loadConfig({ APP_MODE: "demo", LOG_LEVEL: "silent" }),
    limits: {
      ordersPerMinute: 1_000_000,
      ordersPerHour: 1_000_000,
      geocodesPerMinute: 1_000_000,
      geocodesPerHour: 1_000_000,
      signupsPerHour: 1_000_000,
    },
  };
  const { database, close } = await freshDatabase(engine, config.boxProduct);
  // As production runs: without the per-answer response check.
  const app = await buildApp({ config, database, logger: false, checkResponses: false });
  let streams: StatusStreams | null = null;
  try {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const customer = await loginNewCustomer(base, newPhone());
    const orderId = await paidOrder(base, customer);
    const staff = await staffSignIn(base);
    const floorIdle = await roundTrips(base);

    collectGarbage();
    const before = process.memoryUsage();
    streams = new StatusStreams(base, orderId);
    const seconds = await openAll([{ streams, count: STREAMS }]);
    await settle();
    collectGarbage();
    const after = process.memoryUsage();
    const floorBusy = await roundTrips(base);
    console.log(
      `  ${streams.firstEvents} streams open with their first event in ${seconds.toFixed(1)} s; the server counts ${app.events.listenerCount()} listeners`,
    );
    console.log(
      `  memory of this process (server and client): rss ${mb(before.rss)} before the streams, ${mb(after.rss)} with them open; JS heap used ${mb(before.heapUsed)}, then ${mb(after.heapUsed)} (${((after.heapUsed - before.heapUsed) / 1024 / STREAMS).toFixed(1)} kB a stream, both ends)`,
    );
    console.log(
      `  floor, GET /api/fetch_outlet round trip: p50 ${ms(percentile(floorIdle, 50))}, p99 ${ms(percentile(floorIdle, 99))} with no stream open; p50 ${ms(percentile(floorBusy, 50))}, p99 ${ms(percentile(floorBusy, 99))} with ${STREAMS} open`,
    );
    const openStreams = streams;
    await timeMoves(
      async (to) => {
        await call(base, "POST", `/store/orders/${orderId}/move`, { to }, staff);
      },
      [{ label: `this one (${STREAMS})`, streams: openStreams, count: STREAMS }],
    );
  } finally {
    streams?.close();
    await app.close();
    await close();
  }
}

// ---- B: two instances (processes) on one PostgreSQL ----

async function scenarioB() {
  const perInstance = Math.floor(STREAMS / 2);
  heading(`B: two instances (two processes) on one PostgreSQL, ${perInstance} streams on each`);
  const ports = [8471, 8472] as const;
  // As production runs: without the per-answer response check.
  const extraEnv = { CHECK_RESPONSES: "false", LOG_LEVEL: "error" };
  const first = await startServer("postgres", ports[0], { extraEnv });
  let second: Awaited<ReturnType<typeof startServer>> | null = null;
  const sets: { label: string; streams: StatusStreams; count: number; pid: number | null }[] = [];
  try {
    second = await startServer("postgres", ports[1], { extraEnv, databaseUrl: first.databaseUrl });
    const customer = await loginNewCustomer(first.baseUrl, newPhone());
    const orderId = await paidOrder(first.baseUrl, customer);
    const staff = await staffSignIn(first.baseUrl);
    const floor = await roundTrips(first.baseUrl);
    for (const [index, server] of [first, second].entries()) {
      sets.push({
        label: index === 0 ? `1, the move's (${perInstance})` : `2, the other (${perInstance})`,
        streams: new StatusStreams(server.baseUrl, orderId),
        count: perInstance,
        pid: serverPidOn(ports[index] ?? 0),
      });
    }
    const rssBefore = sets.map(({ pid }) => (pid === null ? null : rssOf(pid)));
    const clientBefore = process.memoryUsage().rss;
    const seconds = await openAll(sets);
    await settle();
    const rssAfter = sets.map(({ pid }) => (pid === null ? null : rssOf(pid)));
    console.log(
      `  ${sets.map(({ streams }) => streams.firstEvents).join(" + ")} streams open with their first event in ${seconds.toFixed(1)} s`,
    );
    sets.forEach((_, index) => {
      console.log(
        `  memory (rss) of instance ${index + 1}: ${mb(rssBefore[index] ?? null)} before the streams, ${mb(rssAfter[index] ?? null)} with them open`,
      );
    });
    console.log(
      `  memory (rss) of this bench client: ${mb(clientBefore)} before, ${mb(process.memoryUsage().rss)} with ${perInstance * 2} streams open`,
    );
    console.log(
      `  floor, GET /api/fetch_outlet round trip to instance 1: p50 ${ms(percentile(floor, 50))}, p99 ${ms(percentile(floor, 99))} (before the streams)`,
    );
    await timeMoves(async (to) => {
      await call(first.baseUrl, "POST", `/store/orders/${orderId}/move`, { to }, staff);
    }, sets);
  } finally {
    for (const { streams } of sets) streams.close();
    await second?.stop(); // the second shares the first's database: the first drops it
    await first.stop();
  }
}

// ---- C: the board in Chromium ----

type Measures = {
  expected: number;
  cardsAt: number | null;
  cardsWall: number | null;
  frameAt: number | null;
  longTasks: { start: number; duration: number }[];
  shifts: { start: number; value: number }[];
  watch(expected: number): void;
};
declare global {
  interface Window {
    __bench: Measures;
  }
}

/**
 * Installed before the page's own scripts: records long tasks and layout shifts from the start,
 * and when the board first holds `expected` cards (in the DOM, and the frame after).
 */
function installMeasures() {
  let observer: MutationObserver | null = null;
  const bench: Measures = {
    expected: Number(localStorage.getItem("bench:expected-cards") ?? 0),
    cardsAt: null,
    cardsWall: null,
    frameAt: null,
    longTasks: [],
    shifts: [],
    watch(expected) {
      bench.expected = expected;
      bench.cardsAt = null;
      bench.cardsWall = null;
      bench.frameAt = null;
      observer?.disconnect();
      const check = () => {
        if (document.querySelectorAll("article[data-order-id]").length < bench.expected) return;
        observer?.disconnect();
        bench.cardsAt = performance.now();
        bench.cardsWall = Date.now();
        requestAnimationFrame(() => {
          bench.frameAt = performance.now();
        });
      };
      observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true });
      check();
    },
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) bench.shifts.push({ start: entry.startTime, value: entry.value });
    }
  }).observe({ type: "layout-shift", buffered: true });
  if (bench.expected > 0) bench.watch(bench.expected);
}

/** Long tasks and layout shifts (CLS: their sum) that started at or after `from`. */
async function jankSince(page: Page, from: number) {
  return page.evaluate((since) => {
    const tasks = window.__bench.longTasks.filter((task) => task.start >= since);
    const shifts = window.__bench.shifts.filter((shift) => shift.start >= since);
    return {
      longTasks: tasks.length,
      longTotal: tasks.reduce((sum, task) => sum + task.duration, 0),
      longMax: Math.max(0, ...tasks.map((task) => task.duration)),
      cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    };
  }, from);
}

type BoardRun = { name: string; width: number; height: number; cpuSlowdown: number };

async function boardRun(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  run: BoardRun,
  cards: { count: number },
  addOrder: () => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: run.width, height: run.height } });
  try {
    // tsx keeps function names with an `__name` helper, which the page lacks when Playwright
    // sends it a function from this file.
    await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
    await context.addInitScript(installMeasures);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.log(`  ! page error (${run.name}): ${error.message}`));
    await page.goto(`${base}/store`);
    await page.getByLabel("Username").fill("staff4");
    await page.getByLabel("Password").fill("demo-staff-4");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page
      .locator("article[data-order-id]")
      .nth(cards.count - 1)
      .waitFor({ timeout: 60_000 });
    if (run.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: run.cpuSlowdown });
    }

    // Load: a navigation to the board of a signed-in tablet (its code cached by then).
    await page.evaluate((count) => localStorage.setItem("bench:expected-cards", String(count)), cards.count);
    await page.goto(`${base}/store`);
    await page.waitForFunction(() => window.__bench.frameAt !== null, undefined, { timeout: 60_000 });
    await page.waitForTimeout(1_000);
    const load = await page.evaluate(() => ({
      count: window.__bench.expected,
      cardsAt: window.__bench.cardsAt ?? Number.NaN,
      frameAt: window.__bench.frameAt ?? Number.NaN,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    }));
    const loadJank = await jankSince(page, 0);

    // A new order arrives while the board is open: its card, and what moves around it.
    const mark = await page.evaluate((count) => {
      window.__bench.watch(count);
      return performance.now();
    }, cards.count + 1);
    await addOrder();
    cards.count += 1;
    const paidWall = Date.now();
    await page.waitForFunction(() => window.__bench.frameAt !== null, undefined, { timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const cardWall = await page.evaluate(() => window.__bench.cardsWall ?? Number.NaN);
    const arrival = await jankSince(page, mark);

    // Scrolling the New column with the mouse wheel: frame-to-frame times.
    const column = page.locator('section[data-column="new"]');
    const box = await column.boundingBox();
    if (!box) throw new Error("no New column on the board");
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
    const scrollMark = await page.evaluate(() => {
      const column = document.querySelector('section[data-column="new"] ol') as HTMLElement | null;
      let scroller: HTMLElement | null = column;
      while (
        scroller &&
        !(
          scroller.scrollHeight > scroller.clientHeight &&
          /auto|scroll/.test(getComputedStyle(scroller).overflowY)
        )
      )
        scroller = scroller.parentElement;
      const target = scroller ?? (document.scrollingElement as HTMLElement);
      const frames: number[] = [];
      let last = performance.now();
      let running = true;
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const startTop = target.scrollTop;
      Object.assign(window, {
        __scroll: {
          stop: () => {
            running = false;
            return {
              frames: frames.slice(1),
              scrolled: target.scrollTop - startTop,
              scroller: scroller ? "the column" : "the page",
            };
          },
        },
      });
      return performance.now();
    });
    for (let step = 0; step < 40; step++) {
      await page.mouse.wheel(0, 150);
      await page.waitForTimeout(25);
    }
    await page.waitForTimeout(500);
    const scroll = await page.evaluate(() =>
      (
        window as unknown as {
          __scroll: { stop(): { frames: number[]; scrolled: number; scroller: string } };
        }
      ).__scroll.stop(),
    );
    const scrollJank = await jankSince(page, scrollMark);

    if (process.env.BOARD_SCREENSHOT_DIR) {
      await page.screenshot({
        path: path.join(
          process.env.BOARD_SCREENSHOT_DIR,
          `board-${run.width}x${run.height}-${run.cpuSlowdown}.png`,
        ),
      });
    }
    return {
      "first contentful paint": ms(load.fcp),
      "all cards in the DOM": `${ms(load.cardsAt)} (${load.count} cards)`,
      "… and the next frame": ms(load.frameAt),
      "load: long tasks (count / total / max)": `${loadJank.longTasks} / ${ms(loadJank.longTotal)} / ${ms(loadJank.longMax)}`,
      "load: CLS": loadJank.cls.toFixed(3),
      "new order: paid → its card": ms(cardWall - paidWall),
      "new order: long tasks (count / total)": `${arrival.longTasks} / ${ms(arrival.longTotal)}`,
      "new order: CLS": arrival.cls.toFixed(3),
      "scroll: frame time p50 / p95 / max": `${ms(percentile(scroll.frames, 50))} / ${ms(percentile(scroll.frames, 95))} / ${ms(Math.max(...scroll.frames))}`,
      "scroll: frames over 34 ms": `${scroll.frames.filter((frame) => frame > 34).length} of ${scroll.frames.length}`,
      "scroll: long tasks (count / total)": `${scrollJank.longTasks} / ${ms(scrollJank.longTotal)}`,
      "scroll: distance scrolled": `${Math.round(scroll.scrolled)} px (${scroll.scroller})`,
    };
  } finally {
    await context.close();
  }
}

async function scenarioC() {
  heading(`C: the store board in Chromium with ${BOARD_ORDERS} open orders at outlet 4`);
  const started = performance.now();
  // A build folder of its own, so that this bench never rebuilds under another run's server.
  const server = await startServer("pglite", 8473, {
    extraEnv: {
      SKIP_CLIENT_BUILD: "0",
      DIST_DIR: path.join("test-results", "dist-bench-live"),
      // Every order of the bench is paid from 127.0.0.1.
      PAYMENT_SESSIONS_PER_IP: "100000",
      AUTH_RATE_LIMIT_PER_IP: "10000",
      LOG_LEVEL: "error",
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    console.log(
      `  server up (client built if needed) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const customer = await loginNewCustomer(server.baseUrl, newPhone());
    const placing = performance.now();
    let made = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (made < BOARD_ORDERS) {
          made++;
          await paidOrder(server.baseUrl, customer);
        }
      }),
    );
    console.log(
      `  ${BOARD_ORDERS} orders placed and paid in ${((performance.now() - placing) / 1000).toFixed(0)} s`,
    );
    const cards = { count: BOARD_ORDERS };
    const runs: BoardRun[] = [
      { name: "1024×768", width: 1024, height: 768, cpuSlowdown: 1 },
      { name: "1280×800", width: 1280, height: 800, cpuSlowdown: 1 },
      { name: "1024×768, CPU ÷4", width: 1024, height: 768, cpuSlowdown: 4 },
    ];
    const results: Record<string, string>[] = [];
    for (const run of runs) {
      results.push(
        await boardRun(browser, server.baseUrl, run, cards, () =>
          paidOrder(server.baseUrl, customer).then(() => {}),
        ),
      );
    }
    printTable(
      ["", ...runs.map((run) => run.name)],
      Object.keys(results[0] ?? {}).map((figure) => [
        figure,
        ...results.map((result) => result[figure] ?? ""),
      ]),
    );
    console.log(
      "  Load: a navigation to /store of a signed-in board (its code already cached), times from navigation start.",
    );
    console.log(
      "  A new order: paid through the sandbox, then heard on the board's stream (it waits 250 ms for more, then reloads the list).",
    );
    console.log("  CPU ÷4: Chromium's CPU throttling, roughly a mid-range tablet's speed.");
  } finally {
    await browser.close();
    await server.stop();
    if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  }
}

// ---- run ----

const started = performance.now();
const cpus = os.cpus();
console.log(
  `Live order status bench: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, open files limit ${openFilesLimit()}.`,
);
console.log(
  "The bench client runs on the same machine as the servers (in A, in the same process and event loop), so every figure includes its cost.",
);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
console.log(`Load average at the start: ${load()} (other work on the machine moves every figure).`);
const postgres = await postgresReachable();
if (!postgres)
  console.log(`PostgreSQL is not reachable at ${new URL(adminUrl).host}: its scenarios are skipped.`);

const failures: string[] = [];
async function scenario(name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    failures.push(name);
    console.log(`  ! ${name} did not finish: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (SCENARIOS.includes("A")) {
  await scenario("A (pglite)", () => scenarioA("pglite"));
  if (postgres) await scenario("A (postgres)", () => scenarioA("postgres"));
}
if (SCENARIOS.includes("B")) {
  if (postgres) await scenario("B", scenarioB);
  else heading("B: skipped, PostgreSQL is not reachable");
}
if (SCENARIOS.includes("C")) await scenario("C", scenarioC);
console.log(`\nLoad average at the end: ${load()}.`);
console.log(
  `Done in ${((performance.now() - started) / 1000).toFixed(0)} s${failures.length ? `; not finished: ${failures.join(", ")}` : ""}.`,
);
process.exitCode = failures.length ? 1 : 0;
