import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { AuthPanel } from '../signIn/AuthPanel';

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
    <AuthPanel title={`This app needs ${accountName}`}>
      <Text>
        You are signed in as {email ?? 'another user'}, which is not {accountName}. Log out, then
        sign in with {accountName}.
      </Text>
      <Button type="button" $fullWidth onClick={onLogOut}>
        Log out
      </Button>
    </AuthPanel>
  );
}
