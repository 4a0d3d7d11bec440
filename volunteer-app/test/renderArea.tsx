import type { RouteObject } from 'react-router-dom';
import { renderAreaRoutes, withLazyRoutesLoaded } from 'shared-ui/test/renderArea';
import type { Client } from 'shared-domain';
import { routes } from '../src/app/routes';

export { startUnavailableBackend } from 'shared-ui/test/renderArea';

let loadedRoutes: RouteObject[] = routes;

// The screens the app loads on first visit are loaded before the file's tests, as the portal has
// them by the time one shows.
beforeAll(async () => {
  loadedRoutes = await withLazyRoutesLoaded(routes);
});

/** This app's routes under /volunteer, with the portal's store and theme, as the shell mounts them. */
export function renderArea(path: string, backend: string | Client) {
  return renderAreaRoutes({ area: 'volunteer', routes: loadedRoutes }, path, backend);
}
