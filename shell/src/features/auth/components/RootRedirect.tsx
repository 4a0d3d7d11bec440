import { Navigate } from 'react-router-dom';

/**
 * SPEC §2: `/` goes to /{role}/home when signed in, otherwise to /signin. Signing in arrives with
 * the shell's sign-in screens, which extend this with the session's role; until then no one can be
 * signed in to the portal, so every visitor is sent to /signin.
 */
export function RootRedirect() {
  return <Navigate to="/signin" replace />;
}
