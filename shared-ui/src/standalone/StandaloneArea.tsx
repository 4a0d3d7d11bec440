import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  guardDecision,
  guardInputFromSession,
  isAlwaysReachable,
  LOGOUT_CONFIRMATION,
  selectSession,
  type Client,
  type Role,
} from 'shared-domain';
import { useConfirm } from '../confirm/useConfirm';
import { Loading } from '../feedback/Loading';
import { AreaLayout } from '../layout/AreaLayout';
import { FocusedFrame } from '../layout/FocusedFrame';
import { endSession } from '../signIn/endSession';
import { SignedOutFrame } from '../signIn/SignedOutFrame';
import { SignInForm } from '../signIn/SignInForm';
import { OtherRoleNotice } from './OtherRoleNotice';
import { standaloneAreas } from './standaloneAreas';

export interface StandaloneAreaProps {
  area: Role;
  client: Client;
}

function SignedInArea({ area, client }: StandaloneAreaProps) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSelector(selectSession);
  const { homePath, profilePath, tabs } = standaloneAreas[area];
  // The portal's access guard, so an unfinished onboarding leads to the profile completion here too.
  const decision = guardDecision(guardInputFromSession(session), [area], {
    allowIncompleteProfile: isAlwaysReachable(pathname),
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const logout = async () => {
    if (!(await confirm(LOGOUT_CONFIRMATION, { confirmLabel: 'Log out' }))) return;
    await endSession(client);
    navigate(homePath, { replace: true });
  };
  if (isAlwaysReachable(pathname)) {
    return (
      <FocusedFrame>
        <Outlet />
      </FocusedFrame>
    );
  }
  return (
    <AreaLayout
      homePath={homePath}
      profilePath={profilePath}
      tabs={tabs}
      onLogout={() => void logout()}
    >
      <Outlet />
    </AreaLayout>
  );
}

/**
 * A role app run on its own (`npm start` inside it): its own sign-in while nobody is signed in, a
 * clear refusal for a user of the other role, otherwise the area frame around its screens. Inside
 * the portal the shell draws the same frame behind its access guard.
 */
export function StandaloneArea({ area, client }: StandaloneAreaProps) {
  const session = useSelector(selectSession);
  const { title, accountName } = standaloneAreas[area];
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signedOut') {
    return (
      <SignedOutFrame heading={title}>
        <SignInForm client={client} />
      </SignedOutFrame>
    );
  }
  if (session.profile?.role !== area) {
    return (
      <SignedOutFrame heading={title}>
        <OtherRoleNotice
          accountName={accountName}
          email={session.user?.email ?? null}
          onLogOut={() => void endSession(client)}
        />
      </SignedOutFrame>
    );
  }
  return <SignedInArea area={area} client={client} />;
}
