import { type ReactNode, Suspense, use, useId } from "react";
import styles from "./hydrate-when-visible.module.css";

/** How far below (or above) the screen a part starts hydrating: half a screen, before it is reached. */
const NEAR_MARGIN = "50% 0px";

/**
 * Prerendered content that comes to life only when it nears the screen, or when it is touched or
 * focused first (a tap on it before then would otherwise be lost). Until then it is the
 * prerendered HTML: it shows, links work, and the phone's main thread does no work for it while
 * the page starts. Rendered on the client (a later visit to the page within the app), it renders
 * at once.
 *
 * React leaves a Suspense boundary's prerendered HTML in place while hydrating it suspends, and
 * hydrates it when the wait ends. An update that reaches a boundary still waiting makes React
 * render it again from scratch instead: keep the props of the component around it stable (memo).
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.part} data-hydrate-when-visible={id}>
      <Suspense>
        <UntilVisible id={id}>{children}</UntilVisible>
      </Suspense>
    </div>
  );
}

function UntilVisible({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document !== "undefined") use(nearScreen(id)); // not when prerendered at build time
  return children;
}

// For the page's life: a part that has waited once must not wait again when it renders anew.
const waits = new Map<string, Promise<void>>();

function nearScreen(id: string): Promise<void> {
  const known = waits.get(id);
  if (known) return known;
  let settle = () => {};
  const wait = new Promise<void>((resolve) => {
    settle = resolve;
  });
  // React's protocol for thenables: one that says it is fulfilled is used at once, without waiting
  // for a microtask (the touch that ends the wait is handled by React right after).
  const resolve = () => {
    Object.assign(wait, { status: "fulfilled", value: undefined });
    settle();
  };
  waits.set(id, wait);
  // Prerendered HTML is in the page before its part first renders; a part rendered on the client
  // is not there yet, and has nothing to wait for.
  const part = document.querySelector(`[data-hydrate-when-visible="${CSS.escape(id)}"]`);
  if (!part || typeof IntersectionObserver === "undefined") {
    resolve();
    return wait;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    },
    { rootMargin: NEAR_MARGIN },
  );
  // The part has no box of its own (display: contents): its children have.
  for (const child of part.children) observer.observe(child);
  // On the document, in the capture phase: before React's own listener on the root, which would
  // otherwise try to hydrate the part, fail while it waits, and drop the event.
  const touched = (event: Event) => {
    if (event.target instanceof Node && part.contains(event.target)) done();
  };
  const events = ["pointerdown", "focusin"] as const;
  for (const type of events) document.addEventListener(type, touched, { capture: true });
  function done() {
    observer.disconnect();
    for (const type of events) document.removeEventListener(type, touched, { capture: true });
    resolve();
  }
  return wait;
}
