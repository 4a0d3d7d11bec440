const withoutTrailingSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

function isUnder(pathname: string, tabPath: string): boolean {
  if (tabPath === '/') return true;
  return pathname === tabPath || pathname.startsWith(`${tabPath}/`);
}

/**
 * The active bottom tab is the one whose path prefix matches the current path (SPEC §2). Prefixes
 * match whole segments only, and the longest wins so /organisation/home does not light up for
 * /organisation/homework.
 */
export function activeTabPath(pathname: string, tabPaths: string[]): string | null {
  const current = withoutTrailingSlash(pathname);
  let best: string | null = null;
  for (const tabPath of tabPaths) {
    const candidate = withoutTrailingSlash(tabPath);
    if (isUnder(current, candidate) && (best === null || candidate.length > best.length)) {
      best = tabPath;
    }
  }
  return best;
}
