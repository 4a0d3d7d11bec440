import { useId, useState } from 'react';
import {
  EMAIL_RESENT,
  emailRequestFailureMessage,
  RESEND_COOLDOWN_SECONDS,
  RESEND_EMAIL,
  resendAvailableIn,
  resendSignUpConfirmation,
  resolveClient,
  retryAfterSeconds,
  type ClientSource,
} from 'shared-domain';
import styled from 'styled-components';
import { FormError } from '../forms/FormError';
import { FormStatus } from '../forms/FormStatus';
import { Button } from '../primitives/Button';
import { useResendCooldown } from './useResendCooldown';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export interface ResendConfirmationProps {
  /** The Supabase client of the app, or how to load it. */
  client: ClientSource;
  /** The address waiting for confirmation. */
  email: string;
  /** Where the mailed link leads: an absolute URL of this app (authRedirectUrl). */
  redirectTo: string;
  /** When the last link was mailed (milliseconds since the epoch), so the wait counts from then. */
  sentAt?: number | null;
}

/**
 * 'Resend email' for an address that is not confirmed yet. After each mail it waits the auth
 * service's cooldown, showing the seconds left; when the service refuses, its message is shown
 * (and its own wait, when it names one, is counted down).
 */
export function ResendConfirmation({
  client,
  email,
  redirectTo,
  sentAt = null,
}: ResendConfirmationProps) {
  const { secondsLeft, start } = useResendCooldown(
    sentAt === null ? null : sentAt + RESEND_COOLDOWN_SECONDS * 1000,
  );
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const waiting = secondsLeft > 0;

  async function resend() {
    setSending(true);
    setNotice(null);
    setError(null);
    try {
      await resendSignUpConfirmation(await resolveClient(client), email, redirectTo);
      setNotice(EMAIL_RESENT);
      start(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      console.error(failure);
      setError(emailRequestFailureMessage(failure));
      const wait = retryAfterSeconds(failure);
      if (wait !== null) start(wait);
    } finally {
      setSending(false);
    }
  }

  return (
    <Wrapper>
      <Button
        type="button"
        $variant="secondary"
        $fullWidth
        disabled={sending || waiting}
        aria-describedby={waiting ? hintId : undefined}
        onClick={() => void resend()}
      >
        {sending ? 'Sending…' : RESEND_EMAIL}
      </Button>
      {waiting && <Hint id={hintId}>{resendAvailableIn(secondsLeft)}</Hint>}
      <FormStatus>{notice}</FormStatus>
      <FormError>{error}</FormError>
    </Wrapper>
  );
}
