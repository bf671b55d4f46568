// The first Intl format a page makes (a price, a Cairo time) sets ICU up: 35-55 ms in one task in
// this machine's Chromium, about four times that on a mid-range phone, and inside a first render
// that cannot slice it. ICU's tables and the engine's caches of formats belong to the process,
// shared by its threads: set up in a worker, they make the main thread's first format take under
// a millisecond.
import { CAIRO_CLOCK_LOCALE, CAIRO_TIME_ZONE } from "#shared/rules/cairo-time-zone.ts";

/**
 * Makes the formats the screens start with (prices and Cairo times in `intlTag`, the rules' Cairo
 * clock) in a short-lived worker; where workers are refused, the first format pays as before.
 */
export function warmUpIntlOffMainThread(intlTag: string) {
  const [tag, clock, zone] = [intlTag, CAIRO_CLOCK_LOCALE, CAIRO_TIME_ZONE].map((text) =>
    JSON.stringify(text),
  );
  const source = [
    `new Intl.NumberFormat(${tag}).format(1);`,
    `new Intl.DateTimeFormat(${tag}, { timeZone: ${zone}, hour: "2-digit", minute: "2-digit" }).format(0);`,
    `new Intl.DateTimeFormat(${clock}, { timeZone: ${zone}, weekday: "short", hour: "2-digit" }).format(0);`,
    "postMessage(0);",
  ].join("\n");
  try {
    const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.addEventListener("message", done);
    worker.addEventListener("error", done);
  } catch {
    // No workers, or a policy refusing blob: ones: the page's first format sets ICU up itself.
  }
}
