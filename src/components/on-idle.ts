/** How long the browser may keep a task waiting for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` at the browser's next idle moment (shortly, where there are no idle callbacks);
 * returns how to cancel it. No React: the islands' script uses it before React is there.
 */
export function onIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
