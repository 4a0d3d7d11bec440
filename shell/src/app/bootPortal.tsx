import { createClient } from '@supabase/supabase-js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from './config/portalConfig';
import { createFederatedRoutesLoader } from './federation/createFederatedRoutesLoader';
import { PortalApp } from './PortalApp';
import { createPortalRouter } from './router/createPortalRouter';

/** Reads the run-time configuration, wires the remotes and the one Supabase client, then renders. */
export async function bootPortal(container: HTMLElement): Promise<void> {
  const config = await loadPortalConfig();
  const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey);
  const router = createPortalRouter(createFederatedRoutesLoader(config.remotes));
  createRoot(container).render(
    <StrictMode>
      <PortalApp router={router} supabase={supabase} />
    </StrictMode>,
  );
}
