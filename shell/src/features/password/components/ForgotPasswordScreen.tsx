import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  BACK_TO_SIGN_IN,
  FORGOT_PASSWORD_LEAD,
  FORGOT_PASSWORD_TITLE,
  hasErrors,
  passwordResetSent,
  paths,
  SEND_RESET_LINK,
  validatePasswordResetRequest,
  type FieldErrors,
} from 'shared-domain';
import {
  AuthCard,
  AuthPanelNote,
  Button,
  FormError,
  FormStatus,
  SignedOutFrame,
  TextField,
} from 'shared-ui';
import styled from 'styled-components';
import { usePasswordResetRequest } from '../hooks/usePasswordResetRequest';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sent = styled.div`
  overflow-wrap: break-word;
`;

/**
 * /forgot-password (issue #15, signed-out only): mails a link to choose a new password. The answer
 * is the same whether or not the address has an account.
 */
export function ForgotPasswordScreen() {
  const { submit, submitting, error, sentTo } = usePasswordResetRequest();
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email'>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validatePasswordResetRequest({ email });
    setFieldErrors(errors);
    if (!hasErrors(errors)) void submit(email);
  }

  return (
    <SignedOutFrame heading={FORGOT_PASSWORD_TITLE}>
      <AuthCard>
        <Lead>{FORGOT_PASSWORD_LEAD}</Lead>
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldErrors.email}
          />
          <Button type="submit" $fullWidth disabled={submitting}>
            {submitting ? 'Sending…' : SEND_RESET_LINK}
          </Button>
          <FormError>{error}</FormError>
          <Sent>
            <FormStatus>{sentTo === null ? null : passwordResetSent(sentTo)}</FormStatus>
          </Sent>
        </form>
        <AuthPanelNote>
          <Link to={paths.signIn}>{BACK_TO_SIGN_IN}</Link>
        </AuthPanelNote>
      </AuthCard>
    </SignedOutFrame>
  );
}
