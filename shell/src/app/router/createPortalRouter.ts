import { createBrowserRouter } from 'react-router-dom';
import { storeRouterContext, type AppStore } from 'shared-domain';
import type { AreaRoutesLoader } from '../../lib/federation/AreaRoutesLoader';
import { patchAreaRoutes, portalRoutes } from './portalRoutes';

/** The portal's router: the role apps' routes patched in on first visit, their loaders given the store. */
export function createPortalRouter(loader: AreaRoutesLoader, store: AppStore) {
  return createBrowserRouter(portalRoutes, {
    patchRoutesOnNavigation: patchAreaRoutes(loader),
    getContext: storeRouterContext(store),
  });
}
