// Reading Vite's build manifest (dist/.vite/manifest.json): shared by the prerender plugin and
// the size budgets (tests/bench/budgets.test.ts), which must agree on what a page loads.

export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The chunks under `keys`, everything they import statically, and their stylesheets. */
export function chunkClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`no chunk ${key} in the build manifest`);
    visit(key);
  }
  return { js: [...js], css: [...css] };
}

/**
 * A route's split component chunk: autoCodeSplitting names it "<route file>?tsr-split=...". The
 * file may sit in a pathless layout's folder (`_auth/order-history.tsx` serves /order-history).
 */
export function routeChunkKey(manifest: Manifest, routeFile: string): string {
  const escaped = routeFile.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const chunkOf = new RegExp(`^src/client/routes/(?:_[\\w-]+/)*${escaped}\\?tsr-split`);
  const key = Object.keys(manifest).find((candidate) => chunkOf.test(candidate));
  if (!key) throw new Error(`no split chunk for ${routeFile} in the build manifest`);
  return key;
}
