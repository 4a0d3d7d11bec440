import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import {
  guardDecision,
  guardInputFromSession,
  isAlwaysReachable,
  LOADING,
  selectSession,
  type Role,
} from 'shared-domain';
import { ScreenSkeleton } from 'shared-ui';

export interface AccessGuardProps {
  allowedRoles: readonly Role[];
  children: ReactNode;
}

/**
 * The access guard of SPEC §2: 'Loading...' while the session loads (said in the skeleton of the
 * screen to come), no user to /signin, another
 * role to /, an incomplete first login to the completion screen, otherwise the page. The
 * onboarding screens stay reachable with an incomplete profile so the guard never loops on them.
 */
export function AccessGuard({ allowedRoles, children }: AccessGuardProps) {
  const session = useSelector(selectSession);
  const { pathname } = useLocation();
  const decision = guardDecision(guardInputFromSession(session), allowedRoles, {
    allowIncompleteProfile: isAlwaysReachable(pathname),
  });
  if (decision.kind === 'loading') return <ScreenSkeleton status={LOADING} />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
