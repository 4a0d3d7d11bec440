import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../../config/portalConfig';
import type { AreaRoutesLoader } from './AreaRoutesLoader';
import { isRouteList } from './isRouteList';
import { provideFederationRuntime } from './provideFederationRuntime';
import { RemoteIncompatibleError } from './RemoteIncompatibleError';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { sharedCompatibilityPlugin } from './sharedCompatibility';

/**
 * The retry plugin (and the copy of the federation SDK it bundles) matters only once a remote is
 * fetched, so it is registered then instead of in main.js, which every visitor downloads. Without
 * it a remote is still loaded, just not retried.
 */
function retryOnce(): () => Promise<void> {
  let registered: Promise<void> | null = null;
  return () =>
    (registered ??= import(/* webpackChunkName: "signed-in-federation-retry" */ './retryPlugin')
      .then(({ default: retryPlugin }) => registerPlugins([retryPlugin()]))
      .catch((error: unknown) => console.error(error)));
}

function routesOf(remote: RemoteName, exposed: unknown): RouteObject[] {
  const routes =
    typeof exposed === 'object' && exposed !== null && 'routes' in exposed
      ? exposed.routes
      : undefined;
  if (!isRouteList(routes)) {
    throw new Error(`${remote}/routes does not export a non-empty "routes" array.`);
  }
  return routes;
}

/**
 * Registers the role apps from the run-time manifest and loads their `./routes` exposes, refusing
 * one whose manifest requires shared singletons this portal does not satisfy
 * (RemoteIncompatibleError). A failed
 * load is never cached: the next attempt re-registers the remote with `force`, which drops the
 * federation runtime's memory of the broken entry, so Retry works once the remote is back.
 */
export function createFederatedRoutesLoader(remotes: Record<RemoteName, string>): AreaRoutesLoader {
  const entryOf = (name: RemoteName) => ({ name, entry: remotes[name] });
  const refusals = new Map<RemoteName, RemoteIncompatibleError>();
  provideFederationRuntime();
  registerPlugins([sharedCompatibilityPlugin(refusals)]);
  registerRemotes([entryOf('volunteer'), entryOf('organisation')]);

  const withRetry = retryOnce();
  const inFlightOrLoaded = new Map<RemoteName, Promise<RouteObject[]>>();
  const failedBefore = new Set<RemoteName>();

  return {
    load(remote, evaluateAfter) {
      const known = inFlightOrLoaded.get(remote);
      if (known) return known;
      if (failedBefore.has(remote)) {
        registerRemotes([entryOf(remote)], { force: true });
        failedBefore.delete(remote);
      }
      const attempt = withRetry()
        .then(() => {
          // The manifest lists the expose's files: fetching them beside remoteEntry.js instead of
          // after it saves a round trip. The shared singletons are the shell's, so none of the
          // remote's copies. A failed preload is only a missed head start; loadRemote reports.
          preloadRemote([
            { nameOrAlias: remote, exposes: ['./routes'], share: false, depsRemote: false },
          ]).catch(() => undefined);
          return evaluateAfter?.catch(() => undefined);
        })
        .then(() => loadRemote<unknown>(`${remote}/routes`))
        .then((exposed) => routesOf(remote, exposed))
        .catch((cause: unknown) => {
          inFlightOrLoaded.delete(remote);
          failedBefore.add(remote);
          console.error(cause);
          const refusal = cause instanceof RemoteIncompatibleError ? cause : refusals.get(remote);
          if (refusal !== undefined) throw refusal;
          throw new RemoteUnavailableError(remote, cause);
        });
      inFlightOrLoaded.set(remote, attempt);
      return attempt;
    },
  };
}
