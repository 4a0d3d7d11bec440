import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { homePath, NO_TEAM_HEADING, NO_TEAM_TEXT, paths, selectSession } from 'shared-domain';
import { Button, FocusedFrame } from 'shared-ui';
import styled from 'styled-components';
import { useLogout } from '../../../hooks/useLogout';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

/**
 * Where an organisation user in no team lands (issue #49): removed from their team, or signed up
 * from an invitation they have not accepted yet. Their account stays; they can log out.
 */
export function NoTeamScreen() {
  const logout = useLogout();
  const session = useSelector(selectSession);
  if (session.status === 'signedOut') return <Navigate to={paths.signIn} replace />;
  const role = session.profile?.role;
  if (role === 'volunteer' || (role === 'organisation' && session.profile?.team)) {
    return <Navigate to={homePath(role)} replace />;
  }
  return (
    <FocusedFrame>
      <Heading>{NO_TEAM_HEADING}</Heading>
      <Text>{NO_TEAM_TEXT}</Text>
      <Button type="button" $variant="secondary" onClick={logout}>
        Log out
      </Button>
    </FocusedFrame>
  );
}
