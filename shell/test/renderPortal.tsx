import { createClient } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  makeStore,
  signedIn,
  signedOut,
  type Client,
  type Database,
  type Role,
} from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import type { AreaRoutesLoader } from '../src/lib/federation/AreaRoutesLoader';
import { patchAreaRoutes, portalRoutes } from '../src/app/router/portalRoutes';
import type { PortalClient } from '../src/lib/supabase/portalClient';
import { SupabaseClientContext } from '../src/lib/supabase/SupabaseClientContext';

// A real client that never needs the network in these tests: nothing is signed in, nothing refreshes.
const supabase = createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
  auth: { persistSession: false, autoRefreshToken: false },
});

function portalClientOf(client: Client): PortalClient {
  return { current: () => client, load: () => Promise.resolve(client) };
}

/** A signed-in user of `role` who has completed their profile, as the access guard sees them. */
export function signedInAs(role: Role, options: { firstLoginComplete?: boolean } = {}) {
  return signedIn({
    user: { id: `${role}-user`, email: `${role}@example.org` },
    profile: {
      role,
      first_login_complete: options.firstLoginComplete ?? true,
      name: `A ${role}`,
      profile_url: null,
      team:
        role === 'organisation'
          ? {
              organisationId: 'organisation-1',
              accountId: `${role}-user`,
              organisationName: 'An organisation',
              role: 'owner',
            }
          : null,
    },
  });
}

/**
 * The portal's real routes, store and area loading, in memory, with the remotes supplied by
 * `loader`. The session starts signed out, or signed in as `role` with a completed profile.
 * `options.supabase` replaces the client that never reaches the network, e.g. with one answered by
 * shared-ui's fakeSupabase.
 */
export function renderPortal(
  path: string,
  loader: AreaRoutesLoader,
  role?: Role,
  options: { supabase?: Client; state?: unknown } = {},
) {
  const client = options.supabase ?? supabase;
  const store = makeStore(client);
  store.dispatch(role === undefined ? signedOut() : signedInAs(role));
  const router = createMemoryRouter(portalRoutes, {
    initialEntries: [{ pathname: path, state: options.state }],
    patchRoutesOnNavigation: patchAreaRoutes(loader),
  });
  render(
    <Provider store={store}>
      <SupabaseClientContext.Provider value={portalClientOf(client)}>
        <PortalThemeProvider>
          <RouterProvider router={router} />
        </PortalThemeProvider>
      </SupabaseClientContext.Provider>
    </Provider>,
  );
  return { router, store };
}
