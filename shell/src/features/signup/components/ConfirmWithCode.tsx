import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  CONFIRM_WITH_CODE,
  CONFIRMATION_CODE_INVALID,
  CONFIRMATION_CODE_LABEL,
  paths,
} from 'shared-domain';
import { Button, FormError, TextField } from 'shared-ui';
import styled from 'styled-components';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The confirmation mail's code, for someone reading the mail on another device than the one they
 * signed up on (issue #44): entered here, it confirms the address and signs them in, as the link
 * does.
 */
export function ConfirmWithCode({ email }: { email: string }) {
  const client = usePortalClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) {
      setError(CONFIRMATION_CODE_INVALID);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { error: refused } = await (
        await client.load()
      ).auth.verifyOtp({ email, token, type: 'signup' });
      if (refused !== null) {
        setError(CONFIRMATION_CODE_INVALID);
        return;
      }
      navigate(paths.root, { replace: true });
    } catch (failure) {
      console.error(failure);
      setError(CONFIRMATION_CODE_INVALID);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={CONFIRMATION_CODE_LABEL}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {CONFIRM_WITH_CODE}
      </Button>
      <FormError>{error}</FormError>
    </Form>
  );
}
