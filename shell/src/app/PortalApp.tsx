import type { SupabaseClient } from '@supabase/supabase-js';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { PortalThemeProvider } from 'shared-ui';
import { SupabaseClientContext } from './supabase/SupabaseClientContext';

export interface PortalAppProps {
  router: ReturnType<typeof createBrowserRouter>;
  supabase: SupabaseClient;
}

export function PortalApp({ router, supabase }: PortalAppProps) {
  return (
    <SupabaseClientContext.Provider value={supabase}>
      <PortalThemeProvider>
        <RouterProvider router={router} />
      </PortalThemeProvider>
    </SupabaseClientContext.Provider>
  );
}
