// Reading Vite's build manifest (dist/.vite/manifest.json): shared by the prerender plugin and
// the size budgets (tests/bench/budgets.test.ts), which must agree on what a page loads.

export type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks under `keys`, everything they import statically, and their stylesheets; `lazy`, the
 * keys of the chunks those import dynamically and do not import statically.
 */
export function chunkClosure(
  manifest: Manifest,
  keys: string[],
): { js: string[]; css: string[]; lazy: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visited = new Set<string>();
  const lazy = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || visited.has(chunkKey)) return;
    visited.add(chunkKey);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) lazy.add(imported);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`no chunk ${key} in the build manifest`);
    visit(key);
  }
  return { js: [...js], css: [...css], lazy: [...lazy].filter((key) => !visited.has(key)) };
}

/**
 * The stylesheets of the sections a page imports lazily but that the build rendered into its HTML
 * (the landing page's social posts and map): the markup is there before their code, so their
 * styles must be too. Such a section is a chunk the page imports dynamically whose stylesheets
 * define classes that the markup uses and the page's own stylesheets do not.
 */
export function lazySectionStyles(
  manifest: Manifest,
  pageKey: string,
  markup: string,
  readStylesheet: (file: string) => string,
): string[] {
  const page = chunkClosure(manifest, [pageKey]);
  const styledAlready = new Set(page.css.flatMap((file) => classesIn(readStylesheet(file))));
  const used = new Set(
    [...markup.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => (names ?? "").split(/\s+/)),
  );
  // The smallest chunk that explains a class wins: a route that shares the map's chunk, say,
  // explains nothing more once the map's own chunk is in.
  const candidates = page.lazy
    .map((key) => chunkClosure(manifest, [key]).css)
    .sort((a, b) => a.length - b.length);
  const styles = new Set<string>();
  for (const css of candidates) {
    const classes = css.flatMap((file) => classesIn(readStylesheet(file)));
    if (!classes.some((name) => used.has(name) && !styledAlready.has(name))) continue;
    for (const file of css) if (!page.css.includes(file)) styles.add(file);
    for (const name of classes) styledAlready.add(name);
  }
  return [...styles];
}

/** The class names a stylesheet's selectors name. */
const classesIn = (css: string) => [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? "");

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
