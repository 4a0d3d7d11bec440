import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  makeStore,
  storeRouterContext,
  syncSession,
  type Database,
  type Role,
} from 'shared-domain';
import { PortalThemeProvider } from '../theme/PortalThemeProvider';
import { Toasts } from '../toasts/Toasts';
import { loadStandaloneConfig } from './loadStandaloneConfig';
import { StandaloneArea } from './StandaloneArea';
import { standaloneAreas } from './standaloneAreas';

export interface StandaloneAreaOptions {
  area: Role;
  /** The app's screens relative to `/{area}`, the same objects it exposes to the shell. */
  routes: RouteObject[];
}

async function mount(container: HTMLElement, { area, routes }: StandaloneAreaOptions) {
  // Imported here rather than at the top: shared-ui's index is on the portal's first screen, which
  // loads supabase-js only when the visitor acts (ARCHITECTURE.md §7).
  const [config, { createClient }] = await Promise.all([
    loadStandaloneConfig(),
    import('@supabase/supabase-js'),
  ]);
  const supabase = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey);
  const store = makeStore(supabase);
  syncSession(supabase, store.dispatch);
  const router = createBrowserRouter(
    [
      {
        path: `/${area}`,
        element: <StandaloneArea area={area} client={supabase} />,
        children: [{ index: true, element: <Navigate to="home" replace /> }, ...routes],
      },
      { path: '*', element: <Navigate to={standaloneAreas[area].homePath} replace /> },
    ],
    { getContext: storeRouterContext(store) },
  );
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <PortalThemeProvider>
          <RouterProvider router={router} />
          <Toasts />
        </PortalThemeProvider>
      </Provider>
    </StrictMode>,
  );
}

/**
 * `npm start` inside a role app (ARCHITECTURE.md §3): that area alone, with its own store, client
 * and sign-in, against the backend named in its portal-config.json, rendered into #root.
 */
export function startStandaloneArea(options: StandaloneAreaOptions): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element.');
  mount(container, options).catch((error: unknown) => {
    console.error(error);
    container.textContent = `The ${options.area} app could not start. Please reload the page.`;
  });
}
