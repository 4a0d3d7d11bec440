import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AreaLayout } from 'shared-ui';
import { rememberArea } from '../../../config/areaPaths';
import type { AreaDefinition } from '../../../config/areas';
import { useLogout } from '../../../hooks/useLogout';

export interface AreaShellProps {
  area: AreaDefinition;
  /** Replaces the area's routed content, e.g. with the error shown when its remote is down. */
  children?: ReactNode;
}

export function AreaShell({ area, children }: AreaShellProps) {
  const logout = useLogout();
  // The next start at `/` loads this area early (startPortal).
  useEffect(() => rememberArea(area.remote), [area.remote]);
  return (
    <AreaLayout
      homePath={area.homePath}
      profilePath={area.profilePath}
      tabs={area.tabs}
      onLogout={logout}
    >
      {children ?? <Outlet />}
    </AreaLayout>
  );
}
