/**
 * Runs `callback` once the page has loaded and the browser is next idle (or after `timeout` ms
 * of waiting for it), for work that is worth having soon but must not compete with the page's
 * own start-up for the network and the processor. Returns a cancel.
 */
export function afterLoadAndIdle(callback: () => void, timeout = 3000): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ("requestIdleCallback" in window) idleHandle = window.requestIdleCallback(callback, { timeout });
    else timer = setTimeout(callback, Math.min(timeout, 1500)); // Safari: no idle callbacks
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}
