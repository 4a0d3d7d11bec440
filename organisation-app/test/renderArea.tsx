import type { RouteObject } from 'react-router-dom';
import {
  renderAreaRoutes,
  startUnavailableBackend,
  withLazyRoutesLoaded,
} from 'shared-ui/test/renderArea';
import type { Client } from 'shared-domain';
import { routes } from '../src/app/routes';

let loadedRoutes: RouteObject[] = routes;

// The screens the app loads on first visit are loaded before the file's tests, as the portal has
// them by the time one shows.
beforeAll(async () => {
  loadedRoutes = await withLazyRoutesLoaded(routes);
});

/** This app's routes under /organisation, with the portal's store and theme, as the shell mounts them. */
export function renderArea(path: string, backend: string | Client) {
  return renderAreaRoutes({ area: 'organisation', routes: loadedRoutes }, path, backend);
}

/**
 * A backend failing every request, started before the calling test file's tests and closed after
 * them; `url()` is read inside a test, when it is listening.
 */
export function unavailableBackendForFile(): { url: () => string } {
  let backend: Awaited<ReturnType<typeof startUnavailableBackend>> | undefined;
  beforeAll(async () => {
    backend = await startUnavailableBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  return {
    url: () => {
      if (backend === undefined)
        throw new Error('The backend starts in beforeAll, before any test.');
      return backend.url;
    },
  };
}
