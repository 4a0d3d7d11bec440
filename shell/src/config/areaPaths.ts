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
