// Build time only (see prerender-plugin.ts): renders a page to HTML under Node so the landing
// page paints before any JavaScript runs; main.tsx then hydrates it.
import { createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import { App } from "../app.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { createPersistOptions } from "../lib/query-persistence.ts";
import { createAppRouter } from "../router.ts";

export async function renderPage(pathname: string): Promise<string> {
  // The router runs in its browser mode here (see prerender-plugin.ts), which registers the
  // router on `self`; Node 20 has no `self`.
  (globalThis as { self?: unknown }).self ??= globalThis;
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [pathname] }));
  await router.load();
  // Under Node there is no storage: the persister restores and keeps nothing.
  const persistOptions = await createPersistOptions();
  const { prelude } = await prerender(
    <App router={router} queryClient={queryClient} persistOptions={persistOptions} />,
    // Every boundary inline: React would otherwise move large ones to the end of the document
    // with an inline script to put them back, which our Content-Security-Policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear(); // its garbage-collection timers would keep the build process alive
  return html;
}
