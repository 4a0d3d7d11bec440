/** How long the page stays quiet after its load event before deferred work may start. */
export const QUIET_AFTER_LOAD_MS = 2000;

/**
 * Runs `run` once the page has loaded, a further QUIET_AFTER_LOAD_MS have passed and the browser
 * has an idle moment (or, at the latest, QUIET_AFTER_LOAD_MS more): for code that no first screen
 * needs, so it neither competes with the first screen's scripts and data for the network nor adds
 * to the main thread's work before the content is painted (issue #18). Returns a function that
 * cancels it.
 */
export function afterStartUp(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const runNow = () => {
    if (!cancelled) run();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(runNow, { timeout: QUIET_AFTER_LOAD_MS });
      } else {
        runNow();
      }
    }, QUIET_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** What counts as the visitor's first move on a page: from then on they may soon act. */
const FIRST_MOVES = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Runs `run` once, at the visitor's first move on `target`. Returns a function that cancels it. */
export function onFirstMove(target: EventTarget, run: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_MOVES) target.removeEventListener(type, once);
  };
  const once = () => {
    stop();
    run();
  };
  for (const type of FIRST_MOVES) target.addEventListener(type, once, { passive: true });
  return stop;
}
