import { createClient } from '@supabase/supabase-js';
import { render } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, signedOut, type Client, type Database, type Role } from 'shared-domain';
import { PortalThemeProvider } from '../src/theme/PortalThemeProvider';

// The role apps' tests import this file as `shared-ui/test/renderArea`; nothing under src/ does, so
// it never reaches a production bundle.

/** A backend that fails every request (HTTP 500): what the screens meet when the API is broken. */
export async function startUnavailableBackend(): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(500, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'Internal Server Error' }));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

/**
 * The routes with every `lazy` screen loaded into its route, as they are once the portal has loaded
 * them: a test then renders any screen at once, whether the app loads it with its routes or on first
 * visit.
 */
export async function withLazyRoutesLoaded(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async (route): Promise<RouteObject> => {
      const children =
        route.children === undefined
          ? {}
          : { children: await withLazyRoutesLoaded(route.children) };
      // The apps use lazy's function form only; any other route is kept as it is.
      if (typeof route.lazy !== 'function') return { ...route, ...children } as RouteObject;
      const { lazy, ...rest } = route;
      return { ...rest, ...(await lazy()), ...children } as RouteObject;
    }),
  );
}

function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { loader: _loader, ...rest } = route;
    return (
      route.children === undefined ? rest : { ...rest, children: withoutLoaders(route.children) }
    ) as RouteObject;
  });
}

/**
 * A role app's routes under `/{area}`, with the portal's store and theme, as the shell mounts them.
 * `backend` is the API's URL, or a client of its own (e.g. fakeSupabase's).
 */
export function renderAreaRoutes(
  { area, routes }: { area: Role; routes: RouteObject[] },
  path: string,
  backend: string | Client,
) {
  const supabase =
    typeof backend === 'string'
      ? createClient<Database>(backend, 'anon-key-for-tests', {
          auth: { persistSession: false, autoRefreshToken: false },
        })
      : backend;
  const store = makeStore(supabase);
  store.dispatch(signedOut());
  // The screens read their own data; the loaders that start a first read earlier are the apps'
  // routes tests' to check. Without them the router is ready at once, as the tests expect.
  const router = createMemoryRouter([{ path: `/${area}`, children: withoutLoaders(routes) }], {
    initialEntries: [path],
  });
  render(
    <Provider store={store}>
      <PortalThemeProvider>
        <RouterProvider router={router} />
      </PortalThemeProvider>
    </Provider>,
  );
  return { router, store };
}

/**
 * A role app's `renderArea(path, backend)`: its routes under `/{area}` as renderAreaRoutes mounts
 * them, with the screens the app loads on first visit loaded before the calling file's tests, as
 * the portal has them by the time one shows. Call it at a test file's top level (it adds a
 * beforeAll).
 */
export function areaRenderer(area: Role, routes: RouteObject[]) {
  let loadedRoutes = routes;
  beforeAll(async () => {
    loadedRoutes = await withLazyRoutesLoaded(routes);
  });
  return (path: string, backend: string | Client) =>
    renderAreaRoutes({ area, routes: loadedRoutes }, path, backend);
}
