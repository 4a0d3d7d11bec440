import { createClient } from '@supabase/supabase-js';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { makeStore, signedOut, syncSession, type Database } from 'shared-domain';
import { loadPortalConfig } from '../config/portalConfig';
import { createFederatedRoutesLoader } from '../lib/federation/createFederatedRoutesLoader';
import { PRERENDERED_ATTRIBUTE } from './firstScreen';
import { portalElement } from './PortalApp';
import { createPortalRouter } from './router/createPortalRouter';

/** Reads the run-time configuration, wires the remotes, the one Supabase client and the one store. */
export async function bootPortal(container: HTMLElement): Promise<void> {
  const config = await loadPortalConfig();
  const supabase = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey);
  const store = makeStore(supabase);
  // index.html keeps its pre-rendered sign-in screen only for a visitor with no stored session
  // (chooseFirstScreen), so the session is known to be signed out before supabase-js reads it, and
  // React takes over the painted screen instead of replacing it.
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  if (prerendered) store.dispatch(signedOut());
  syncSession(supabase, store.dispatch);
  const router = createPortalRouter(createFederatedRoutesLoader(config.remotes));
  const portal = portalElement({ router, store, supabase });
  if (prerendered) hydrateRoot(container, portal);
  else createRoot(container).render(portal);
  // Push subscriptions concern signed-in users only; their code loads after the first screen.
  import('../features/push/startPushRegistration')
    .then(({ startPushRegistration }) =>
      startPushRegistration(store, {
        supabase,
        backend: { apiUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey },
        vapidPublicKey: config.vapidPublicKey,
      }),
    )
    .catch((error: unknown) => console.error(error));
}
