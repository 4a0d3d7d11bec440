import { useCallback, useState } from 'react';
import { emailRequestFailureMessage, paths, requestPasswordReset } from 'shared-domain';
import { authRedirectUrl } from 'shared-ui';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';

export interface PasswordResetRequest {
  submit: (email: string) => Promise<void>;
  submitting: boolean;
  error: string | null;
  /** The address the last request was for, once the auth service took it. */
  sentTo: string | null;
}

/** Asks the auth service to mail a reset link leading to /reset-password (issue #15). */
export function usePasswordResetRequest(): PasswordResetRequest {
  const client = usePortalClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = useCallback(
    async (email: string) => {
      setError(null);
      setSentTo(null);
      setSubmitting(true);
      try {
        const supabase = await client.load();
        await requestPasswordReset(supabase, email, authRedirectUrl(paths.resetPassword));
        setSentTo(email.trim());
      } catch (failure) {
        console.error(failure);
        setError(emailRequestFailureMessage(failure));
      } finally {
        setSubmitting(false);
      }
    },
    [client],
  );

  return { submit, submitting, error, sentTo };
}
