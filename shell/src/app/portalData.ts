import {
  homePath,
  makeStore,
  prefetchFirstScreen,
  syncSession,
  type AppStore,
  type Client,
} from 'shared-domain';
import { remoteForPath, remoteForStart } from '../config/areaPaths';
import type { PortalConfig } from '../config/portalConfig';
import { followPasswordRecovery } from '../features/password/followPasswordRecovery';
import { createPortalClient, type PortalClient } from '../lib/supabase/portalClient';
import { nextTask } from '../lib/nextTask';

/**
 * A returning user's first read starts a task after the client exists: the screen the URL names
 * finds it under way when its app has loaded (shared-domain's prefetchFirstScreen).
 */
function prefetchStoredUsersScreen(store: AppStore, client: Client): void {
  client.auth
    .getSession()
    .then(async ({ data }) => {
      const userId = data.session?.user.id;
      if (userId === undefined) return;
      // At `/` the router will send them home: the last area's home is the likely one.
      const { pathname } = window.location;
      const remote = remoteForStart(pathname);
      const screen =
        remote !== undefined && remoteForPath(pathname) === undefined ? homePath(remote) : pathname;
      // In a task of its own: the session is known in the task that created the client, and the
      // two together were one long task at start-up (issue #18, Total Blocking Time).
      await nextTask();
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

/**
 * The portal's one Supabase client (loaded when first asked for) and one store, from the run-time
 * configuration: what the session and the screens' data need, without react-dom, the router or any
 * component. `navigate` opens the page a password-reset link leads to.
 */
export function createPortalData(
  config: PortalConfig,
  navigate: (path: string) => void,
): { client: PortalClient; store: AppStore } {
  const client = createPortalClient(config, (loaded) => {
    startSession(config, store, loaded);
    followPasswordRecovery(loaded, navigate);
  });
  const store = makeStore(client.current, client.load);
  return { client, store };
}
