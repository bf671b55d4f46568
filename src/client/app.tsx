import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { useLocale } from "./lib/use-locale.ts";
import type { createAppRouter } from "./router.ts";

type AppProps = { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient };

/**
 * The whole app. The build's prerender renders this very tree, so that hydration finds the same
 * components in the same places (useId's ids depend on it).
 */
export function App({ router, queryClient }: AppProps) {
  // Messages read the language when they render: a switch renders every screen again, from scratch.
  const locale = useLocale();
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider key={locale} router={router} />
        <MarkLive />
      </QueryClientProvider>
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
