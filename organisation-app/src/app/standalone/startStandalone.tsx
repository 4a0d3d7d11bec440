import { createClient } from '@supabase/supabase-js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore, syncSession, type Database } from 'shared-domain';
import { PortalThemeProvider, Toasts } from 'shared-ui';
import { routes } from '../routes';
import { loadStandaloneConfig } from './loadStandaloneConfig';
import { StandaloneArea } from './StandaloneArea';

/** `npm start` in this folder: the organisation area alone on :3002, against the same backend. */
export async function startStandalone(container: HTMLElement): Promise<void> {
  const config = await loadStandaloneConfig();
  const supabase = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey);
  const store = makeStore(supabase);
  syncSession(supabase, store.dispatch);
  const router = createBrowserRouter([
    {
      path: '/organisation',
      element: <StandaloneArea supabase={supabase} />,
      children: [{ index: true, element: <Navigate to="home" replace /> }, ...routes],
    },
    { path: '*', element: <Navigate to="/organisation/home" replace /> },
  ]);
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
