import { Link, useLocation } from 'react-router-dom';
import {
  BACK_TO_SIGN_IN,
  CHECK_EMAIL_HEADING,
  CONFIRMATION_SENT,
  confirmationSentTo,
  paths,
} from 'shared-domain';
import {
  AuthCard,
  AuthPanelNote,
  authRedirectUrl,
  ResendConfirmation,
  SignedOutFrame,
} from 'shared-ui';
import styled from 'styled-components';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';
import { isCheckEmailState } from '../checkEmailState';
import { ConfirmWithCode } from './ConfirmWithCode';

const Lead = styled.p`
  margin: 0;
  overflow-wrap: break-word;
`;

/**
 * After a sign-up that waits for confirmation (issue #15): where the link went, the mail's code to
 * enter instead (issue #44), a way to have it sent again once the auth service's cooldown has
 * passed, and the way back to sign-in.
 */
export function CheckEmailScreen() {
  const client = usePortalClient();
  const { state } = useLocation();
  const sent = isCheckEmailState(state) ? state : null;
  return (
    <SignedOutFrame heading={CHECK_EMAIL_HEADING}>
      <AuthCard>
        <Lead>{sent === null ? CONFIRMATION_SENT : confirmationSentTo(sent.email)}</Lead>
        {sent !== null && <ConfirmWithCode email={sent.email} />}
        {sent !== null && (
          <ResendConfirmation
            client={client.load}
            email={sent.email}
            redirectTo={authRedirectUrl(paths.root)}
            sentAt={sent.sentAt}
          />
        )}
        <AuthPanelNote>
          <Link to={paths.signIn}>{BACK_TO_SIGN_IN}</Link>
        </AuthPanelNote>
      </AuthCard>
    </SignedOutFrame>
  );
}
