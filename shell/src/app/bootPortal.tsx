import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { selectSessionStatus, signedOut, type AppStore } from 'shared-domain';
import { onFirstMove } from 'shared-ui';
import type { PortalConfig } from '../config/portalConfig';
import type { AreaRoutesLoader } from '../lib/federation/AreaRoutesLoader';
import { nextTask } from '../lib/nextTask';
import { PRERENDERED_ATTRIBUTE } from './firstScreen';
import { portalElement } from './PortalApp';
import { createPortalData, restoreReturningUser } from './portalData';
import { createPortalRouter } from './router/createPortalRouter';

/** Wires the remotes, the one Supabase client and the one store from the run-time configuration. */
export async function bootPortal(
  container: HTMLElement,
  config: PortalConfig,
  routesLoader: AreaRoutesLoader,
): Promise<void> {
  // A password-reset link may open its page before the router exists: the router then starts there.
  const made: { router?: ReturnType<typeof createPortalRouter> } = {};
  const { client, store } = createPortalData(config, (path) => {
    if (made.router === undefined) window.history.replaceState(null, '', path);
    else void made.router.navigate(path, { replace: true });
  });
  // The store and the router (its routes ranked, the address matched) are made in tasks of their
  // own: with the evaluation of this chunk they were one task of 15 ms of CPU at full speed, four
  // times that on Lighthouse's phone (issue #18, Total Blocking Time).
  await nextTask();
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  // A returning user's last-known results are in the store before the router's loaders start the
  // first screen's reads, so a fresh result is never replaced by an older one.
  if (!prerendered) await restoreReturningUser(client, store);
  const router = createPortalRouter(routesLoader, store);
  made.router = router;
  await nextTask();
  const portal = portalElement({ router, store, client });
  // index.html keeps its pre-rendered sign-in screen only for a visitor with no stored session
  // (chooseFirstScreen), so the session is known to be signed out without supabase-js: React takes
  // over the painted screen, and supabase-js loads when the visitor starts to use it.
  if (prerendered) {
    store.dispatch(signedOut());
    // The visitor's first move on the pre-rendered screen: from then on they may soon submit.
    onFirstMove(container, () => {
      client.load().catch((error: unknown) => console.error(error));
    });
    // The screen is already painted, so hydrating it may yield to the browser: as a transition
    // React works in slices of a few milliseconds instead of one long task that would hold up
    // input (Lighthouse's Total Blocking Time).
    startTransition(() => {
      hydrateRoot(container, portal);
    });
    return;
  }
  // index.html has painted the screen's outline (or the splash) already, so the first render may
  // yield to the browser too: as a transition it runs in slices rather than one long task.
  const root = createRoot(container);
  whenSessionKnown(store, () => {
    startTransition(() => {
      root.render(portal);
    });
  });
}

/**
 * Runs `then` once the session is known (signed in with the user's profile, or signed out). React
 * renders a store update at once and in one piece, even in the middle of a transition's render:
 * rendered before the session was known, the screen was rendered again, whole, in one long task
 * when it arrived (issue #18, Total Blocking Time). Until then index.html's outline or splash
 * is on screen, and should start-up fail, its status line says so.
 */
function whenSessionKnown(store: AppStore, then: () => void): void {
  const known = () => selectSessionStatus(store.getState()) !== 'loading';
  if (known()) {
    then();
    return;
  }
  const unsubscribe = store.subscribe(() => {
    if (!known()) return;
    unsubscribe();
    then();
  });
}
