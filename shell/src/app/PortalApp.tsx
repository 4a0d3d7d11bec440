import { StrictMode, useEffect, type ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from 'shared-domain';
import { PortalThemeProvider, Toasts } from 'shared-ui';
import type { PortalClient } from '../lib/supabase/portalClient';
import { SupabaseClientContext } from '../lib/supabase/SupabaseClientContext';

/** The performance mark set once React has rendered or hydrated the portal (npm run bench, e2e). */
export const PORTAL_READY_MARK = 'portal-ready';

export interface PortalAppProps {
  /** The browser's router in the portal; a memory router when the build pre-renders a screen. */
  router: ComponentProps<typeof RouterProvider>['router'];
  store: AppStore;
  client: PortalClient;
}

function ReadyMark() {
  useEffect(() => {
    performance.mark(PORTAL_READY_MARK);
  }, []);
  return null;
}

/** The one store, Supabase client and theme, shared with every remote's screens. */
export function PortalApp({ router, store, client }: PortalAppProps) {
  return (
    <Provider store={store}>
      <SupabaseClientContext.Provider value={client}>
        <PortalThemeProvider>
          <RouterProvider router={router} />
          <Toasts />
          <ReadyMark />
        </PortalThemeProvider>
      </SupabaseClientContext.Provider>
    </Provider>
  );
}

/**
 * The element the browser renders and the build pre-renders: both must build the same tree, or the
 * pre-rendered markup (and the ids React's useId derives from the tree) would not match on hydration.
 */
export function portalElement(props: PortalAppProps) {
  return (
    <StrictMode>
      <PortalApp {...props} />
    </StrictMode>
  );
}
