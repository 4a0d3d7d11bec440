import type { RemoteName } from '../../config/portalConfig';

/** A shared package a role app needs in a version range this portal does not provide. */
export interface SharedConflict {
  name: string;
  required: string;
  provided: string;
}

/**
 * A role app was built against shared code this portal's copy does not satisfy (a newer
 * shared-domain, say): it is refused before any of its code runs, since running it on the older
 * copy would fail on whatever it relies on. A reload fetches the portal the app was deployed with.
 */
export class RemoteIncompatibleError extends Error {
  readonly remote: RemoteName;
  readonly conflicts: readonly SharedConflict[];

  constructor(remote: RemoteName, conflicts: readonly SharedConflict[]) {
    super(
      `The ${remote} app needs ${conflicts
        .map(({ name, required, provided }) => `${name} ${required} (the portal has ${provided})`)
        .join(', ')}.`,
    );
    this.name = 'RemoteIncompatibleError';
    this.remote = remote;
    this.conflicts = conflicts;
  }
}
