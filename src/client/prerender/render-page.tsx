// Build time only (see prerender-plugin.ts): renders a page to HTML under Node so the landing
// page paints before any JavaScript runs (start.tsx then hydrates it), and the route shells'
// skeletons.
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { landingPageLocale } from "#shared/contract/pages.ts";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { App } from "../app.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { createAppRouter } from "../router.ts";
import { routeSkeletons } from "./route-skeletons.tsx";

export async function renderPage(pathname: string): Promise<string> {
  // The router runs in its browser mode here (see prerender-plugin.ts), which registers the
  // router on `self`; Node 20 has no `self`.
  (globalThis as { self?: unknown }).self ??= globalThis;
  const locale = landingPageLocale(pathname) ?? "en";
  setLocaleSource(() => locale);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [pathname] }));
  await router.load();
  const { prelude } = await prerender(
    <App router={router} queryClient={queryClient} />,
    // Every boundary inline: React would otherwise move large ones to the end of the document
    // with an inline script to put them back, which our Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear(); // its garbage-collection timers would keep the build process alive
  return html;
}

/** A route shell's skeleton (route-skeletons.tsx), or undefined for a route without one. */
export function renderSkeleton(pathname: string): string | undefined {
  // A route shell serves both languages: its skeleton's few words are English, like its `lang`.
  setLocaleSource(() => "en");
  const skeleton = routeSkeletons[pathname];
  return skeleton && renderToStaticMarkup(skeleton());
}
