// The app itself, started by main.tsx.
import "./lib/navigation-state.ts";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { redirectToLoginOnUnauthenticated } from "./features/auth/guards.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createPersistOptions } from "./lib/query-persistence.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { createAppRouter } from "./router.ts";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The server no longer accepts the stored token (revoked, expired): log in again, then come back.
redirectToLoginOnUnauthenticated(router);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

const app = <App router={router} queryClient={queryClient} persistOptions={await createPersistOptions()} />;

// The landing pages arrive rendered at build time (src/client/prerender): load the route's code
// first so the first render matches that HTML, then hydrate it. A redirect on the way (a store
// kiosk opening `/`) or any other page renders from scratch. Until then `data-prerendered` stays
// on the root: the page shows but does not respond yet.
const prerendered = root.dataset.prerendered;
if (prerendered && prerendered === window.location.pathname) await router.load();
if (prerendered && prerendered === router.state.location.pathname) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
registerServiceWorker();
