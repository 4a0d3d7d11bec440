import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  homePath,
  makeStore,
  prefetchFirstScreen,
  selectSession,
  selectSessionStatus,
  signedOut,
  syncSession,
  type AppStore,
  type Client,
} from 'shared-domain';
import { onFirstMove } from 'shared-ui';
import { remoteForPath, remoteForStart } from '../config/areaPaths';
import type { PortalConfig } from '../config/portalConfig';
import { followPasswordRecovery } from '../features/password/followPasswordRecovery';
import type { AreaRoutesLoader } from '../lib/federation/AreaRoutesLoader';
import { createPortalClient } from '../lib/supabase/portalClient';
import { PRERENDERED_ATTRIBUTE } from './firstScreen';
import { keepLastVisits } from './lastVisit';
import { portalElement } from './PortalApp';
import { createPortalRouter } from './router/createPortalRouter';

/**
 * A returning user's first read starts as soon as the client exists: the screen the URL names
 * finds it under way when its app has loaded (shared-domain's prefetchFirstScreen).
 */
function prefetchStoredUsersScreen(store: AppStore, client: Client): void {
  client.auth
    .getSession()
    .then(({ data }) => {
      const userId = data.session?.user.id;
      if (userId === undefined) return;
      // At `/` the router will send them home: the last area's home is the likely one.
      const { pathname } = window.location;
      const remote = remoteForStart(pathname);
      const screen =
        remote !== undefined && remoteForPath(pathname) === undefined ? homePath(remote) : pathname;
      prefetchFirstScreen(store.dispatch, screen, userId);
    })
    .catch((error: unknown) => console.error(error));
}

/** Follows the session and, for whoever signs in, push subscriptions, once the client exists. */
function startSession(config: PortalConfig, store: AppStore, client: Client): void {
  prefetchStoredUsersScreen(store, client);
  syncSession(client, store.dispatch);
  // Named `signed-in…`, so index.html announces it to a returning user (preloadSharedPlugin).
  import(
    /* webpackChunkName: "signed-in-push-registration" */ '../features/push/startPushRegistration'
  )
    .then(({ startPushRegistration }) =>
      startPushRegistration(store, {
        supabase: client,
        backend: {
          apiUrl: config.supabaseUrl,
          anonKey: config.supabaseAnonKey,
          ...(config.pushSubscriptionUrl === undefined
            ? {}
            : { subscriptionUrl: config.pushSubscriptionUrl }),
        },
        vapidPublicKey: config.vapidPublicKey,
      }),
    )
    .catch((error: unknown) => console.error(error));
}

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
    if (signedOutNow && !wasSignedOut) copies.forget();
    wasSignedOut = signedOutNow;
  });
}

/** Wires the remotes, the one Supabase client and the one store from the run-time configuration. */
export async function bootPortal(
  container: HTMLElement,
  config: PortalConfig,
  routesLoader: AreaRoutesLoader,
): Promise<void> {
  // The client loads asynchronously, so `store` and `router` exist by the time it has loaded.
  const client = createPortalClient(config, (loaded) => {
    startSession(config, store, loaded);
    followPasswordRecovery(loaded, (path) => void router.navigate(path, { replace: true }));
  });
  const store = makeStore(client.current, client.load);
  const router = createPortalRouter(routesLoader);
  const portal = portalElement({ router, store, client });
  keepLastVisit(store, router, container);
  // index.html keeps its pre-rendered sign-in screen only for a visitor with no stored session
  // (chooseFirstScreen), so the session is known to be signed out without supabase-js: React takes
  // over the painted screen, and supabase-js loads when the visitor starts to use it.
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
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
