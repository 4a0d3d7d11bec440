import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore, Client } from 'shared-domain';
import { PortalThemeProvider, Toasts } from 'shared-ui';
import { SupabaseClientContext } from '../lib/supabase/SupabaseClientContext';

export interface PortalAppProps {
  router: ReturnType<typeof createBrowserRouter>;
  store: AppStore;
  supabase: Client;
}

/** The one store, Supabase client and theme, shared with every remote's screens. */
export function PortalApp({ router, store, supabase }: PortalAppProps) {
  return (
    <Provider store={store}>
      <SupabaseClientContext.Provider value={supabase}>
        <PortalThemeProvider>
          <RouterProvider router={router} />
          <Toasts />
        </PortalThemeProvider>
      </SupabaseClientContext.Provider>
    </Provider>
  );
}
