// Vite plugin (build only): after the client build is written, renders the landing pages with
// react-dom/server into their own HTML files, so `/` paints its hero before any JavaScript has
// run (LCP on a mid-range phone); main.tsx hydrates them. The menu, the cart and the
// order history (the home-screen shortcuts and the cart) get shells that paint their skeleton
// and preload their code; every other route an empty app shell (see src/shared/contract/pages.ts),
// so a deep link never flashes the landing page. It also builds, for the server, the module that
// paints cold loads of the menu and the cart (render-openings.tsx).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig } from "vite";
import {
  APP_SHELL,
  CART_PAGE_PATH,
  CART_PAINT_SHELL,
  landingPageLocale,
  MENU_PAGE_PATH,
  MENU_PAINT_SHELL,
  prerenderedPages,
  routeShells,
  SERVER_PAINT_DIR,
} from "../../shared/contract/pages.ts";
import { directionOf } from "../../shared/i18n/locale.ts";
import { chunkClosure, lazySectionStyles, type Manifest, routeChunkKey } from "./build-manifest.ts";

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "storefront:prerender-pages",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
      const manifest: Manifest = JSON.parse(
        readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8"),
      );
      writeFileSync(path.join(outDir, APP_SHELL), appShell(shell, manifest));

      const renderer: Renderer = await withTemporaryFolder((folder) =>
        buildForNode(config, "render-page.tsx", folder).then((file) => import(pathToFileURL(file).href)),
      );
      const readAsset = (file: string) => readFileSync(path.join(outDir, file), "utf8");
      for (const [pathname, file] of Object.entries(prerenderedPages)) {
        const body = await renderer.renderPage(pathname);
        // An inline script (CSP forbids them) or a boundary left to the client would show an
        // incomplete page and fail hydration: refuse to ship it.
        if (/<script|<!--\$[?!]-->/.test(body)) {
          throw new Error(`prerender: ${pathname} has an inline script or an unfinished Suspense boundary`);
        }
        const routeKey = routeChunkKey(manifest, routeFileOf(pathname));
        const css = [
          ...chunkClosure(manifest, [routeKey]).css,
          ...lazySectionStyles(manifest, routeKey, body, readAsset),
        ];
        const page = fillShell(inLanguageOf(shell, pathname, outDir), body, css, readAsset, pathname);
        writeFileSync(path.join(outDir, file), page);
      }
      for (const [pathname, file] of Object.entries(routeShells)) {
        const skeleton = renderer.renderSkeleton(pathname);
        if (!skeleton) throw new Error(`prerender: the route shell ${pathname} has no skeleton`);
        const { js, css } = startAndRoute(manifest, routeChunkKey(manifest, routeFileOf(pathname)));
        const page = fillShell(withTags(shell, [], js), skeleton, css, readAsset);
        writeFileSync(path.join(outDir, file), page);
      }
      // Kept for the server, which paints cold loads of the menu and the cart with them
      // (server/modules/menu/menu-page.ts, cart-page.ts): the renderer, and each route's shell
      // preloading the app's code at the end of the body, after the screen: its pictures are
      // asked for first instead of sharing a phone's network with ~170 KiB of JavaScript (in the
      // head, as in the route shells, they do).
      await buildForNode(config, "render-openings.tsx", path.join(outDir, SERVER_PAINT_DIR));
      for (const [pathname, file] of Object.entries(paintShells)) {
        const skeleton = renderer.renderSkeleton(pathname) ?? "";
        const code = startAndRoute(manifest, routeChunkKey(manifest, routeFileOf(pathname)));
        const paintShell = fillShell(shell, skeleton, code.css, readAsset).replace(
          "</body>",
          `  ${modulePreloads(shell, code.js).join("\n    ")}\n  </body>`,
        );
        writeFileSync(path.join(outDir, file), paintShell);
      }
    },
  };
}

type Renderer = typeof import("./render-page.tsx");

/** The route shells the server paints cold loads into. */
const paintShells = { [MENU_PAGE_PATH]: MENU_PAINT_SHELL, [CART_PAGE_PATH]: CART_PAINT_SHELL };

async function withTemporaryFolder<T>(use: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(tmpdir(), "storefront-prerender-"));
  try {
    return await use(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Builds a module of src/client/prerender for Node into `outDir`; returns the built file. */
async function buildForNode(config: ResolvedConfig, entry: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: config.root,
    publicDir: false,
    mode: config.mode,
    envPrefix: config.envPrefix,
    logLevel: "warn",
    plugins: [react()],
    // React's production build, whatever NODE_ENV the server runs with.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    css: config.css, // the same CSS-module class names as the client build
    resolve: { alias: { "@tanstack/router-core/isServer": routerBrowserMode(config.root) } },
    build: {
      ssr: path.join(config.root, "src/client/prerender", entry),
      outDir,
      emptyOutDir: true,
      target: "node20",
      minify: false,
      // The landing page's lazy sections render too: their code must be there once this
      // build's folder is gone.
      rolldownOptions: { output: { codeSplitting: false } },
    },
    ssr: { noExternal: true }, // one self-contained file: no second copy of React to resolve
  });
  return path.join(outDir, entry.replace(/\.tsx$/, ".js"));
}

/**
 * The router renders a different tree in its server mode (no Suspense boundary around the
 * matches) than in the browser, and hydration must find the browser's tree: the prerender runs
 * the router in its browser mode. (Its `isServer` flag is chosen by export conditions.)
 */
function routerBrowserMode(root: string): string {
  const flag = path.join(root, "node_modules/@tanstack/router-core/dist/esm/isServer/client.js");
  if (!existsSync(flag))
    throw new Error(`prerender: ${flag} is missing (did @tanstack/router-core move it?)`);
  return flag;
}

/** The route file of a pathname: `/` is index.tsx, `/store-menu` store-menu.tsx, `/ar/home` ar.home.tsx. */
const routeFileOf = (pathname: string) =>
  pathname === "/"
    ? "index.tsx"
    : `${pathname.slice(1).replaceAll("/", ".")}${pathname === "/ar" ? ".index" : ""}.tsx`;

/**
 * The shell with the page's `lang` and `dir`, so an Arabic page is laid out right to left at
 * once, and, on an Arabic page, the Arabic typeface's regular weight preloaded.
 */
function inLanguageOf(shell: string, pathname: string, outDir: string): string {
  const locale = landingPageLocale(pathname) ?? "en";
  const html = '<html lang="en" dir="ltr">';
  if (!shell.includes(html)) throw new Error(`prerender: index.html does not start with ${html}`);
  const page = shell.replace(html, `<html lang="${locale}" dir="${directionOf(locale)}">`);
  if (locale !== "ar") return page;
  const font = readdirSync(path.join(outDir, "assets")).find((file) =>
    /^ibm-plex-sans-arabic-400-.*\.woff2$/.test(file),
  );
  if (!font) throw new Error("prerender: the Arabic typeface is missing from the build");
  const preload = `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`;
  return page.replace("</head>", `  ${preload}\n  </head>`);
}

/** The code (and its styles) a route needs to start: start.tsx's, which main.tsx imports, and the route's. */
function startAndRoute(manifest: Manifest, routeKey?: string) {
  const start = chunkClosure(manifest, ["src/client/start.tsx"]);
  const route = routeKey ? chunkClosure(manifest, [routeKey]) : { js: [], css: [] };
  return { js: [...new Set([...start.js, ...route.js])], css: [...new Set([...start.css, ...route.css])] };
}

/**
 * The shell of a route without a page or skeleton of its own: nothing to paint before the app
 * runs, so the app's code downloads alongside the entry instead of after it.
 */
function appShell(shell: string, manifest: Manifest): string {
  const { js, css } = startAndRoute(manifest);
  return withTags(shell, css, js);
}

/** The shell with stylesheet links and module preloads for the files it does not load already. */
function withTags(shell: string, css: string[], js: string[]): string {
  const tags = [
    ...css
      .filter((file) => !shell.includes(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...modulePreloads(shell, js),
  ];
  return shell.replace("</head>", `  ${tags.join("\n    ")}\n  </head>`);
}

const modulePreloads = (shell: string, js: string[]) =>
  js
    .filter((file) => !shell.includes(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

/**
 * Puts rendered markup (a landing page, hydrated as `hydratedAs`, or a skeleton) into the shell.
 * React puts the page's hoistable tags (its <title>, the hero image preload) before the markup;
 * they belong in <head>. The title stays the shell's element, retitled, as React manages its own.
 * The page's styles (the shell's and the route's, ~5 KiB gzip) go inline: on a phone's network a
 * stylesheet request would hold the first paint back behind the JavaScript downloading meanwhile.
 */
function fillShell(
  shell: string,
  rendered: string,
  stylesheets: string[],
  readAsset: (file: string) => string,
  hydratedAs?: string,
) {
  const hoisted = rendered.match(/^(?:<link [^>]*\/?>|<meta [^>]*\/?>|<title>[^<]*<\/title>)*/)?.[0] ?? "";
  const markup = rendered.slice(hoisted.length);
  const title = hoisted.match(/<title>([^<]*)<\/title>/)?.[1];

  const shellSheets = [...shell.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">\n?\s*/g)];
  const routeSheets = stylesheets.filter((file) => !shellSheets.some(([, shellFile]) => shellFile === file));
  const inlined = [...shellSheets.map(([, file]) => file as string), ...routeSheets];
  const styles = inlined.map(readAsset).join("\n");
  const headTags = [
    ...(hoisted.match(/<link [^>]*\/?>/g) ?? []),
    `<style>${styles.replaceAll("</style", "<\\/style")}</style>`,
    // Vite loads a chunk's stylesheets with its code (the shell's too, with the app's first chunk)
    // unless a <link> to them is already there; a disabled one is never fetched, and the styles
    // are inline already. Fetched, a stylesheet would restyle and lay out the whole page again.
    ...inlined.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
  ];
  let page = shell;
  for (const [tag] of shellSheets) page = page.replace(tag, "");
  page = page.replace("</head>", `  ${headTags.join("\n    ")}\n  </head>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const description = hoisted.match(/<meta name="description"[^>]*>/)?.[0];
  if (description) page = page.replace(/<meta name="description"[^>]*>/, description);
  const root = '<div id="root"></div>';
  if (!page.includes(root)) throw new Error("prerender: index.html has no empty #root");
  const marker = hydratedAs ? ` data-prerendered="${hydratedAs}"` : "";
  return page.replace(root, `<div id="root"${marker}>${markup}</div>`);
}
