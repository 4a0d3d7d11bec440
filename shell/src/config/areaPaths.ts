import type { RemoteName } from './portalConfig';

/**
 * Where each role app's area lives. Kept apart from areas.tsx (which brings shared-ui's tabs) so
 * start-up can tell which app a URL needs before any shared library has loaded.
 */
export const AREA_BASE_PATHS: Record<RemoteName, string> = {
  volunteer: '/volunteer',
  organisation: '/organisation',
};

/** The role app whose area holds `pathname`, if any. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return (Object.keys(AREA_BASE_PATHS) as RemoteName[]).find((remote) => {
    const base = AREA_BASE_PATHS[remote];
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

/**
 * Where the shell remembers the area a user last had open, so a returning user opening `/` starts
 * loading that area (and paints its outline) before their role is known. A hint only: the access
 * guard still decides where they go.
 */
export const LAST_AREA_KEY = 'portal:last-area';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberArea(remote: RemoteName): void {
  try {
    storage()?.setItem(LAST_AREA_KEY, remote);
  } catch {
    // A full or refused storage only loses the hint.
  }
}

export function forgetArea(): void {
  try {
    storage()?.removeItem(LAST_AREA_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The area a start at `pathname` will most likely show: the path's own, or at `/` the last one. */
export function remoteForStart(pathname: string): RemoteName | undefined {
  const own = remoteForPath(pathname);
  if (own !== undefined || pathname !== '/') return own;
  const last = storage()?.getItem(LAST_AREA_KEY);
  return last === 'volunteer' || last === 'organisation' ? last : undefined;
}
