import type { QueryClient } from "@tanstack/react-query";
import {
  type PersistQueryClientOptions,
  PersistQueryClientProvider,
} from "@tanstack/react-query-persist-client";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import type { createAppRouter } from "./router.ts";

type AppProps = {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, "queryClient">;
};

/**
 * The whole app. The build's prerender renders this very tree, so that hydration finds the same
 * components in the same places (useId's ids depend on it).
 */
export function App({ router, queryClient, persistOptions }: AppProps) {
  return (
    <StrictMode>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RouterProvider router={router} />
        <MarkLive />
      </PersistQueryClientProvider>
    </StrictMode>
  );
}

/** Marks the page live: its prerendered HTML (if any) now has React's event handlers. */
function MarkLive() {
  useEffect(() => {
    const root = document.getElementById("root");
    if (root) delete root.dataset.prerendered;
  }, []);
  return null;
}
