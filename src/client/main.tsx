import "./styles/global.css";
import "./lib/navigation-state.ts";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { redirectToLoginOnUnauthenticated } from "./features/auth/guards.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createPersistOptions } from "./lib/query-persistence.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { routeTree } from "./route-tree.gen.ts";

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0, // React Query decides freshness
  scrollRestoration: true,
});

// The server no longer accepts the stored token (revoked, expired): log in again, then come back.
redirectToLoginOnUnauthenticated(router);

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

const persistOptions = await createPersistOptions();
createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
);
registerServiceWorker();
