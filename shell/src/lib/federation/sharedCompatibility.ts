import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../../config/portalConfig';
import { nextTask } from '../nextTask';
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
  /** The version the remote was built with (and would provide). */
  version?: string;
  requiredVersion?: string | false;
}

/**
 * What a remote built with `version` may rely on: that release's minor line or later, as semver
 * promises (a minor release adds exports; a patch does not). Caret ranges keep 0.x strict.
 */
function builtAgainst(version: string | undefined): string | null {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version ?? '');
  return match === null ? null : `^${match[1]}.${match[2]}.0`;
}

/**
 * The shared packages a remote requires in a range, or was built with a release, that the host's
 * own singleton copy does not satisfy. Singletons (React, the router, the store's packages, styled-components, shared-domain,
 * shared-ui: scripts/webpack/sharedSingletons.cjs) always run as the host's copy, so such a remote
 * cannot run here. A package the host shares as a plain library is not a conflict: the runtime
 * gives the remote its own copy when the host's does not fit.
 */
export function sharedConflicts(
  host: Readonly<Record<string, readonly HostShare[] | undefined>>,
  hostName: string,
  remote: readonly RemoteShare[],
): SharedConflict[] {
  return remote.flatMap(({ name, version, requiredVersion }) => {
    const own = host[name]?.find(
      (share) => share.from === hostName && share.shareConfig?.singleton,
    );
    if (own?.version === undefined) return [];
    const provided = own.version;
    // The range its code declares, and the release it was built with: a manifest lists one range
    // per package (whichever importer webpack met first: shared-ui's range of shared-domain rather
    // than the app's own, say), so the built version is checked too.
    const required = [
      typeof requiredVersion === 'string' ? requiredVersion : null,
      builtAgainst(version),
    ]
      .filter((range): range is string => range !== null && range !== '')
      .find((range) => !satisfy(provided, range));
    return required === undefined ? [] : [{ name, required, provided }];
  });
}

const isRemoteName = (name: string): name is RemoteName =>
  name === 'volunteer' || name === 'organisation';

/**
 * Checks each remote's manifest against the host's shared singletons before any of the remote's
 * code is fetched or run, and refuses an incompatible one with RemoteIncompatibleError. The latest
 * refusal of each remote is also kept in `refusals`, so the loader can tell it apart from an outage
 * whatever the federation runtime makes of the thrown error on the way.
 */
export function sharedCompatibilityPlugin(
  refusals: Map<RemoteName, RemoteIncompatibleError>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-shared-compatibility',
    async loadRemoteSnapshot(args) {
      const { manifestJson, moduleInfo, options } = args;
      if (manifestJson === undefined || !isRemoteName(moduleInfo.name)) return args;
      // The check (a range parsed for each shared package, 28 at start-up) and what the runtime does
      // next with the manifest (the snapshot's preloads) each get a task of their own: with the
      // manifest's parsing they were one task of up to 147 ms at 4x CPU (issue #18, Total Blocking
      // Time). The runtime awaits its plugins.
      await nextTask();
      const conflicts = sharedConflicts(options.shared, options.name, manifestJson.shared);
      if (conflicts.length === 0) {
        refusals.delete(moduleInfo.name);
        await nextTask();
        return args;
      }
      const refusal = new RemoteIncompatibleError(moduleInfo.name, conflicts);
      refusals.set(moduleInfo.name, refusal);
      throw refusal;
    },
  };
}
