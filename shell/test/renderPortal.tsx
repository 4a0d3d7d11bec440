import { createClient } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, signedOut, type Database } from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import type { AreaRoutesLoader } from '../src/lib/federation/AreaRoutesLoader';
import { patchAreaRoutes, portalRoutes } from '../src/app/router/portalRoutes';
import { SupabaseClientContext } from '../src/lib/supabase/SupabaseClientContext';

// A real client that never needs the network in these tests: nothing is signed in, nothing refreshes.
const supabase = createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
  auth: { persistSession: false, autoRefreshToken: false },
});

/**
 * The portal's real routes, store and area loading, in memory, with the remotes supplied by
 * `loader`. The session starts signed out unless the test dispatches otherwise before navigating.
 */
export function renderPortal(path: string, loader: AreaRoutesLoader) {
  const store = makeStore(supabase);
  store.dispatch(signedOut());
  const router = createMemoryRouter(portalRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: patchAreaRoutes(loader),
  });
  render(
    <Provider store={store}>
      <SupabaseClientContext.Provider value={supabase}>
        <PortalThemeProvider>
          <RouterProvider router={router} />
        </PortalThemeProvider>
      </SupabaseClientContext.Provider>
    </Provider>,
  );
  return { router, store };
}
