// The app itself, started by main.tsx.
import "./lib/navigation-state.ts";
import { persistQueryClient } from "@tanstack/react-query-persist-client";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { forgetAccount } from "./features/auth/forget-account.ts";
import { redirectToLoginOnUnauthenticated } from "./features/auth/guards.ts";
import { readKioskConfig } from "./features/kiosk/kiosk-config.ts";
import { onUnauthenticated } from "./lib/api-client.ts";
import { keepPaintCookies } from "./lib/paint-cookies.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createPersistOptions } from "./lib/query-persistence.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { createAppRouter } from "./router.ts";

// Start-up runs in several tasks, each short, so that a phone's main thread is never blocked for
// long (the prerendered landing page scrolls and follows its links meanwhile; its buttons answer
// once hydrated): the code's evaluation, the router, the route's code, then React's render, itself
// in slices of a few milliseconds (a transition).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The server no longer accepts the stored token (revoked, expired): the account's copies here
// go, and the customer logs in again, then comes back.
onUnauthenticated(() => forgetAccount(queryClient));
redirectToLoginOnUnauthenticated(router);

// A cold load of the menu or the cart shows the screen before the app's code runs: the server
// paints it from these cookies.
keepPaintCookies(() => readKioskConfig() !== null);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// The cached queries (the menu, the order history...) come back from storage before any route
// loads, so a loader finds them, offline too, instead of fetching; changes are saved from then on.
const [, restored] = persistQueryClient({ queryClient, ...(await createPersistOptions()) });
await restored;
const app = <App router={router} queryClient={queryClient} />;

// Route code is loaded before the first render, which then matches the landing pages' HTML
// (rendered at build time, src/client/prerender): hydrate it. A redirect on the way (a store kiosk
// opening `/`) or any other page renders from scratch, and React's first commit replaces what the
// page showed meanwhile (a route shell's skeleton). Until then `data-prerendered` stays on the
// root: the page shows but does not respond yet.
await router.load();
await nextTask();
const prerendered = root.dataset.prerendered;
startTransition(() => {
  if (prerendered && prerendered === router.state.location.pathname) {
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
registerServiceWorker();
