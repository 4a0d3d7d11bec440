import { createClient } from '@supabase/supabase-js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore, syncSession, type Database } from 'shared-domain';
import { loadPortalConfig } from '../config/portalConfig';
import { createFederatedRoutesLoader } from '../lib/federation/createFederatedRoutesLoader';
import { PortalApp } from './PortalApp';
import { createPortalRouter } from './router/createPortalRouter';

/** Reads the run-time configuration, wires the remotes, the one Supabase client and the one store. */
export async function bootPortal(container: HTMLElement): Promise<void> {
  const config = await loadPortalConfig();
  const supabase = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey);
  const store = makeStore(supabase);
  syncSession(supabase, store.dispatch);
  const router = createPortalRouter(createFederatedRoutesLoader(config.remotes));
  createRoot(container).render(
    <StrictMode>
      <PortalApp router={router} store={store} supabase={supabase} />
    </StrictMode>,
  );
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
