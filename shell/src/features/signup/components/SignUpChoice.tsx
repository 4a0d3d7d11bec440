import { Link } from 'react-router-dom';
import { paths } from 'shared-domain';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { SignUpPanel } from './SignUpPanel';

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /signup (SPEC §2): the role choice. */
export function SignUpChoice() {
  return (
    <SignUpPanel title="Create your account">
      <Lead>How will you use the portal?</Lead>
      <Choices>
        <Button as={Link} to={paths.volunteerSignUp} $fullWidth>
          Sign Up as Volunteer
        </Button>
        <Button as={Link} to={paths.organisationSignUp} $variant="secondary" $fullWidth>
          Sign Up as Organisation
        </Button>
      </Choices>
    </SignUpPanel>
  );
}
