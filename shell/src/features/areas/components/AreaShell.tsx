import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { isAlwaysReachable, notificationsPath, selectSessionUserId } from 'shared-domain';
import { AreaLayout, FocusedFrame } from 'shared-ui';
import { rememberArea } from '../../../config/areaPaths';
import type { AreaDefinition } from '../../../config/areas';
import { useLogout } from '../../../hooks/useLogout';
import { useUnreadNotificationCount } from '../../../hooks/useUnreadNotifications';

export interface AreaShellProps {
  area: AreaDefinition;
  /** Replaces the area's routed content, e.g. with the error shown when its remote is down. */
  children?: ReactNode;
  /** A chat: full height beside the rail or sidebar, the whole screen on a phone. */
  conversation?: boolean;
  /**
   * Goes below the screen, in the flow (the portal puts the push prompt there): it arrives after a
   * success and pushes nothing up or down that the user is reading, nor covers a button (issue #44).
   */
  belowScreen?: ReactNode;
}

export function AreaShell({ area, children, conversation = false, belowScreen }: AreaShellProps) {
  const logout = useLogout();
  // The next start at `/` loads this area early (startPortal).
  useEffect(() => rememberArea(area.remote), [area.remote]);
  const { pathname } = useLocation();
  const unread = useUnreadNotificationCount(useSelector(selectSessionUserId));
  // Onboarding is finished before the area opens: no tabs that would only bounce back.
  if (children === undefined && isAlwaysReachable(pathname)) {
    return (
      <FocusedFrame>
        <Outlet />
      </FocusedFrame>
    );
  }
  return (
    <AreaLayout
      homePath={area.homePath}
      profilePath={area.profilePath}
      tabs={area.tabs}
      onLogout={logout}
      conversation={conversation}
      currentTab={conversation ? area.messagesPath : undefined}
      notifications={{ path: notificationsPath(area.remote), unread }}
    >
      {children ?? <Outlet />}
      {/* A chat fills the screen. */}
      {!conversation && belowScreen}
    </AreaLayout>
  );
}
