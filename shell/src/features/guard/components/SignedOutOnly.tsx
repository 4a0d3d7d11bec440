import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';
import { homePath, isRole, selectSession } from 'shared-domain';
import { Loading } from 'shared-ui';

/**
 * SPEC §2: landing, sign-in and sign-up exist only for signed-out users; a signed-in user is sent
 * to their home. A session without a recognised users row stays here, so the sign-in screen can
 * say why ('Unknown role…', 'Could not fetch user profile.') instead of bouncing between routes.
 */
export function SignedOutOnly() {
  const session = useSelector(selectSession);
  if (session.status === 'loading') return <Loading />;
  const role = session.profile?.role;
  if (session.status === 'signedIn' && isRole(role))
    return <Navigate to={homePath(role)} replace />;
  return <Outlet />;
}
