import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface OtherRoleNoticeProps {
  /** The account this app needs, e.g. 'a volunteer account'. */
  accountName: string;
  email: string | null;
  onLogOut: () => void;
}

/** A role app on its own refuses a user of the other role, and says how to get in. */
export function OtherRoleNotice({ accountName, email, onLogOut }: OtherRoleNoticeProps) {
  return (
    <Panel as="section" aria-labelledby="other-role-title">
      <Title id="other-role-title">This app needs {accountName}</Title>
      <Text>
        You are signed in as {email ?? 'another user'}, which is not {accountName}. Log out, then
        sign in with {accountName}.
      </Text>
      <Button type="button" $fullWidth onClick={onLogOut}>
        Log out
      </Button>
    </Panel>
  );
}
