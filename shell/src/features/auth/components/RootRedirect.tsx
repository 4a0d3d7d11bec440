import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { guardInputFromSession, rootRedirect, selectSession } from 'shared-domain';
import { Splash } from 'shared-ui';

/** SPEC §2: `/` goes to /{role}/home when signed in, otherwise to /signin. */
export function RootRedirect() {
  const destination = rootRedirect(guardInputFromSession(useSelector(selectSession)));
  return destination === null ? <Splash showTagline /> : <Navigate to={destination} replace />;
}
