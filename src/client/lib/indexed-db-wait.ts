// IndexedDB can leave a request unanswered for good: no success, no error (seen in Chromium when
// a page that was opening the same database is left at once; some Safari versions on a first
// launch). Whatever the app awaits from it is bounded, so that a start, a logout or an order
// queued offline always finishes.

/** How long a call to IndexedDB (idb-keyval) is waited for before its fallback is taken. */
export const INDEXED_DB_WAIT_MS = 2000;

/** `work`, or what `late` gives (or throws) if `work` has not settled in INDEXED_DB_WAIT_MS. */
export function withinIndexedDbWait<T>(work: Promise<T>, late: () => T): Promise<T> {
  const timeUp = new Promise<void>((up) => setTimeout(up, INDEXED_DB_WAIT_MS));
  return Promise.race([work, timeUp.then(late)]);
}

/** For `late`: the call is given up as failed. */
export function indexedDbSilent(): never {
  throw new Error("IndexedDB did not answer");
}
