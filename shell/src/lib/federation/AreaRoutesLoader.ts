import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../../config/portalConfig';

/** Loads the route objects a role app contributes to its area; rejects with RemoteUnavailableError. */
export interface AreaRoutesLoader {
  load(remote: RemoteName): Promise<RouteObject[]>;
}
