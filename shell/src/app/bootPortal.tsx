import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { selectSession, selectSessionStatus, signedOut, type AppStore } from 'shared-domain';
import { onFirstMove } from 'shared-ui';
import { remoteForPath } from '../config/areaPaths';
import type { PortalConfig } from '../config/portalConfig';
import type { AreaRoutesLoader } from '../lib/federation/AreaRoutesLoader';
import { nextTask } from '../lib/nextTask';
import { PRERENDERED_ATTRIBUTE } from './firstScreen';
import {
  LAST_VISIT_REVEAL_AFTER_MS,
  keepLastVisits,
  showsError,
  showsSettledScreen,
} from './lastVisit';
import { portalElement } from './PortalApp';
import { createPortalData } from './portalData';
import { createPortalRouter } from './router/createPortalRouter';
import { forgetStartUps, type StartUpRecorder } from './startUpReplay';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps copies of the role area's screens a signed-in user sees, for index.html to paint on their
 * next visit (lastVisit.ts), and forgets every copy when the session ends.
 */
function keepLastVisit(
  store: AppStore,
  router: ReturnType<typeof createPortalRouter>,
  container: HTMLElement,
): void {
  const storage = localStorageOrNull();
  if (storage === null) return;
  const copies = keepLastVisits(document, container, storage, () => {
    const { status, user } = selectSession(store.getState());
    const { location, navigation } = router.state;
    // While a navigation loads, the screen on view is the one being left, not the URL's.
    if (status !== 'signedIn' || user === null || navigation.state !== 'idle') return null;
    if (remoteForPath(location.pathname) === undefined) return null;
    // The query is part of the screen: a list's search and filters live there.
    return { path: location.pathname + location.search, userId: user.id };
  });
  let wasSignedOut = false;
  store.subscribe(() => {
    const signedOutNow = selectSession(store.getState()).status === 'signedOut';
    if (signedOutNow && !wasSignedOut) {
      copies.forget();
      forgetStartUps(storage);
    }
    wasSignedOut = signedOutNow;
  });
}

/**
 * Once a signed-in user's first screen of this visit has settled, keeps what its start fetched
 * (the role app's files, the screen's first reads) for index.html to fetch at once on their next
 * start at the same address (startUpReplay.ts). Nothing is kept for a start that ended anywhere
 * but a role area, showed an error, or that the user left by navigating before it settled.
 */
function keepStartUp(
  store: AppStore,
  router: ReturnType<typeof createPortalRouter>,
  container: HTMLElement,
  startUp: StartUpRecorder,
  remotes: PortalConfig['remotes'],
): void {
  const storage = localStorageOrNull();
  if (storage === null) {
    startUp.stop();
    return;
  }
  const startPath = window.location.pathname + window.location.search;
  const finish = (keep: boolean) => {
    observer.disconnect();
    clearTimeout(timer);
    const { status, user } = selectSession(store.getState());
    const { location, navigation, historyAction } = router.state;
    const remote = remoteForPath(location.pathname);
    // Another screen than the one the address named (the user went on, typed a search, a guard
    // redirected): what its start fetched is not this address's. At `/` the router's way home is
    // the start itself.
    const moved =
      historyAction === 'PUSH' ||
      (startPath !== '/' && location.pathname + location.search !== startPath);
    if (
      !keep ||
      moved ||
      status !== 'signedIn' ||
      user === null ||
      navigation.state !== 'idle' ||
      remote === undefined
    ) {
      startUp.stop();
      return;
    }
    startUp.save(storage, { path: startPath, userId: user.id, manifest: remotes[remote] });
  };
  // Watched through the DOM, not router.subscribe: the router hands the update it buffered before
  // anyone subscribed to its first subscriber only, which must be React's RouterProvider.
  const observer = new MutationObserver(() => {
    if (showsError(container)) finish(false);
    else if (showsSettledScreen(container)) finish(true);
  });
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'data-pending', 'role'],
  });
  // A screen that never settles keeps nothing, and is not watched for ever.
  const timer = setTimeout(() => finish(false), LAST_VISIT_REVEAL_AFTER_MS);
}

/** Wires the remotes, the one Supabase client and the one store from the run-time configuration. */
export async function bootPortal(
  container: HTMLElement,
  config: PortalConfig,
  routesLoader: AreaRoutesLoader,
): Promise<void> {
  // The client loads only below, so `router` exists by the time it has loaded.
  const { client, store, startUp } = createPortalData(
    config,
    (path) => void router.navigate(path, { replace: true }),
  );
  // The store and the router (its routes ranked, the address matched) are made in tasks of their
  // own: with the evaluation of this chunk they were one task of 15 ms of CPU at full speed, four
  // times that on Lighthouse's phone, and over twice that in wall time on a busy two-core machine
  // (issue #18, Total Blocking Time).
  await nextTask();
  const router = createPortalRouter(routesLoader);
  await nextTask();
  const portal = portalElement({ router, store, client });
  keepLastVisit(store, router, container);
  // index.html keeps its pre-rendered sign-in screen only for a visitor with no stored session
  // (chooseFirstScreen), so the session is known to be signed out without supabase-js: React takes
  // over the painted screen, and supabase-js loads when the visitor starts to use it.
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    // Signed out: nothing of this start is worth fetching early next time.
    startUp.stop();
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
  keepStartUp(store, router, container, startUp, config.remotes);
  const root = createRoot(container);
  whenSessionKnown(store, () => {
    startTransition(() => {
      root.render(portal);
    });
  });
  await client.load();
}

/**
 * Runs `then` once the session is known (signed in with the user's profile, or signed out). React
 * renders a store update at once and in one piece, even in the middle of a transition's render:
 * rendered before the session was known, the screen was rendered again, whole, in one long task
 * when it arrived (issue #18, Total Blocking Time). Until then index.html's outline, copy or splash
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
