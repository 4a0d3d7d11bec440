import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../../config/portalConfig';

/** Loads the route objects a role app contributes to its area; rejects with RemoteUnavailableError. */
export interface AreaRoutesLoader {
  /**
   * @param evaluateAfter The remote's files download at once; its routes module (and the shared
   *   libraries it imports that have not run yet) runs only once this settles.
   */
  load(remote: RemoteName, evaluateAfter?: Promise<unknown>): Promise<RouteObject[]>;
}
