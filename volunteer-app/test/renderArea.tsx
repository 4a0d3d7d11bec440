import { renderAreaRoutes } from 'shared-ui/test/renderArea';
import type { Client } from 'shared-domain';
import { routes } from '../src/app/routes';

export { startUnavailableBackend } from 'shared-ui/test/renderArea';

/** This app's routes under /volunteer, with the portal's store and theme, as the shell mounts them. */
export function renderArea(path: string, backend: string | Client) {
  return renderAreaRoutes({ area: 'volunteer', routes }, path, backend);
}
