import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./route-tree.gen.ts";
import { orderingSession } from "./session/ordering-session.ts";

/**
 * The app's router. The build's prerender passes a memory history at the page's pathname; it
 * leaves scroll restoration off, whose inline script our Content-Security-Policy forbids.
 */
export function createAppRouter(queryClient: QueryClient, prerenderHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    history: prerenderHistory,
    origin: prerenderHistory ? "http://localhost" : undefined, // no window.origin under Node
    context: { queryClient, session: orderingSession },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0, // React Query decides freshness
    scrollRestoration: !prerenderHistory,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
