import { areaRenderer } from 'shared-ui/test/renderArea';
import { routes } from '../src/app/routes';

export { startUnavailableBackend } from 'shared-ui/test/renderArea';

/** This app's routes under /volunteer, with the portal's store and theme, as the shell mounts them. */
export const renderArea = areaRenderer('volunteer', routes);
