import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '../theme/theme';

// jsdom, for one, has no matchMedia: such an environment gets the narrow layout.
const canMatch = () => typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, following its changes; false where there is no window (a
 * pre-render) or no matchMedia. For a screen whose structure, not only its styling, differs by width.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** From the theme's `desktop` width: room for a list and its detail side by side. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${theme.breakpoints.desktop})`);
}
