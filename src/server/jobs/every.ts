/**
 * Runs a background pass every `intervalMs` (never two at once: a slow pass is not overlapped)
 * until stopped; a failed pass is logged and the next one runs as usual. The timer does not keep
 * the process alive; stopping waits for a pass under way.
 */
export function every(
  intervalMs: number,
  pass: () => Promise<unknown>,
  onError: (error: unknown) => void,
  options: { now?: boolean } = {},
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= pass()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  if (options.now) run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
