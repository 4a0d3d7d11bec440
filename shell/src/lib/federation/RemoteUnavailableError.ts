import type { RemoteName } from '../../config/portalConfig';

/** A role app could not be loaded (down, unreachable or not a valid federated area). */
export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, cause: unknown) {
    super(`The ${remote} app could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}
