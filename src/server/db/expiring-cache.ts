// Short-lived caches of database reads, per instance (nothing that must be shared lives here).

/** A hit this close to its expiry starts the next load in the background (no request waits). */
const REFRESH_AHEAD = 0.2;

type Expiring<T> = { value: T; expiresAt: number };

/**
 * A cache of loads that expire after `ttlMs`: one load per key at a time (concurrent misses
 * share it), a failed load is forgotten, and a value is never used past its expiry. A hit in the
 * last REFRESH_AHEAD of its lifetime starts the next load while it is still answered from.
 */
export function expiringCache<K, T>(load: (key: K) => Promise<T>, ttlMs: number, now: () => number) {
  const entries = new Map<K, { current: Promise<Expiring<T>>; next?: Promise<Expiring<T>> }>();

  const start = (key: K) => {
    const loading = load(key).then((value) => ({ value, expiresAt: now() + ttlMs }));
    loading.catch(() => {
      const entry = entries.get(key);
      if (entry?.current === loading) entries.delete(key);
      else if (entry?.next === loading) entry.next = undefined;
    });
    return loading;
  };

  async function get(key: K): Promise<T> {
    const entry = entries.get(key);
    if (entry) {
      const cached = await entry.current.catch(() => null);
      if (entries.get(key) !== entry) return get(key);
      if (cached && cached.expiresAt > now()) {
        if (!entry.next && cached.expiresAt - now() < ttlMs * REFRESH_AHEAD) {
          const next = start(key);
          entry.next = next;
          next.then(
            () => {
              if (entries.get(key) === entry && entry.next === next) {
                entries.set(key, { current: next });
              }
            },
            () => {},
          );
        }
        return cached.value;
      }
      // Expired (or failed): a background load already under way is the one to wait for.
      if (entry.next) {
        entries.set(key, { current: entry.next });
        return get(key);
      }
    }
    const loading = start(key);
    entries.set(key, { current: loading });
    return (await loading).value;
  }
  /** Drops a key's value (it changed): the next get loads it again. */
  get.forget = (key: K) => {
    entries.delete(key);
  };
  return get;
}
