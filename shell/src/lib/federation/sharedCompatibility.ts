import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../../config/portalConfig';
import { RemoteIncompatibleError, type SharedConflict } from './RemoteIncompatibleError';

/** What the host registered for one shared package (the federation runtime's `Shared`, in part). */
interface HostShare {
  version?: string;
  from?: string;
  shareConfig?: { singleton?: boolean };
}

/** A shared package as a remote's mf-manifest.json lists it. */
interface RemoteShare {
  name: string;
  requiredVersion?: string | false;
}

/**
 * The shared packages a remote requires in a range that the host's own singleton copy does not
 * satisfy. Singletons (React, the router, the store's packages, styled-components, shared-domain,
 * shared-ui: scripts/webpack/sharedSingletons.cjs) always run as the host's copy, so such a remote
 * cannot run here. A package the host shares as a plain library is not a conflict: the runtime
 * gives the remote its own copy when the host's does not fit.
 */
export function sharedConflicts(
  host: Readonly<Record<string, readonly HostShare[] | undefined>>,
  hostName: string,
  remote: readonly RemoteShare[],
): SharedConflict[] {
  return remote.flatMap(({ name, requiredVersion }) => {
    if (typeof requiredVersion !== 'string' || requiredVersion === '') return [];
    const own = host[name]?.find(
      (share) => share.from === hostName && share.shareConfig?.singleton,
    );
    if (own?.version === undefined) return [];
    return satisfy(own.version, requiredVersion)
      ? []
      : [{ name, required: requiredVersion, provided: own.version }];
  });
}

const isRemoteName = (name: string): name is RemoteName =>
  name === 'volunteer' || name === 'organisation';

/**
 * Checks each remote's manifest against the host's shared singletons before any of the remote's
 * code is fetched or run, and refuses an incompatible one with RemoteIncompatibleError.
 */
export function sharedCompatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-shared-compatibility',
    loadRemoteSnapshot(args) {
      const { manifestJson, moduleInfo, options } = args;
      if (manifestJson === undefined || !isRemoteName(moduleInfo.name)) return args;
      const conflicts = sharedConflicts(options.shared, options.name, manifestJson.shared);
      if (conflicts.length > 0) throw new RemoteIncompatibleError(moduleInfo.name, conflicts);
      return args;
    },
  };
}
