import {
  makeStore,
  persistQueryCache,
  readQueryCache,
  restoreQueryCache,
  syncSession,
  type AppStore,
  type Client,
} from 'shared-domain';
import type { PortalConfig } from '../config/portalConfig';
import { followPasswordRecovery } from '../features/password/followPasswordRecovery';
import { createPortalClient, type PortalClient } from '../lib/supabase/portalClient';

declare const __webpack_hash__: string | undefined;

/** This build of the portal: a persisted cache is read only by the build that wrote it. */
const BUILD = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unbundled';

/** Follows the session and, for whoever signs in, push subscriptions, once the client exists. */
function startSession(config: PortalConfig, store: AppStore, client: Client): void {
  syncSession(client, store.dispatch);
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
 * component. `navigate` opens the page a password-reset link leads to. The signed-in user's results
 * are kept in this browser as they change and forgotten at sign-out (persistedCache).
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
  persistQueryCache(store, BUILD);
  return { client, store };
}

/**
 * Loads the client and, for a returning user, puts their last-known results into the store before
 * any screen reads: React's first render then shows them, marked as refreshing.
 */
export async function restoreReturningUser(client: PortalClient, store: AppStore): Promise<void> {
  // Read beside loading the client; shown only once the session says whose it is.
  const kept = readQueryCache();
  const loaded = await client.load();
  const { data } = await loaded.auth.getSession();
  const user = data.session?.user;
  if (user === undefined) return;
  await restoreQueryCache(store, { id: user.id, email: user.email ?? null }, BUILD, { kept });
}
