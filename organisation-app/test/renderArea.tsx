import { areaRenderer, startUnavailableBackend } from 'shared-ui/test/renderArea';
import { routes } from '../src/app/routes';

/** This app's routes under /organisation, with the portal's store and theme, as the shell mounts them. */
export const renderArea = areaRenderer('organisation', routes);

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
