import { createBrowserRouter } from 'react-router-dom';
import type { AreaRoutesLoader } from '../../lib/federation/AreaRoutesLoader';
import { patchAreaRoutes, portalRoutes } from './portalRoutes';

export function createPortalRouter(loader: AreaRoutesLoader) {
  return createBrowserRouter(portalRoutes, { patchRoutesOnNavigation: patchAreaRoutes(loader) });
}
