import { useState, type FormEvent } from 'react';
import {
  CONFIRM_PASSWORD_LABEL,
  hasErrors,
  NEW_PASSWORD_LABEL,
  ORGANISATION_PASSWORD_HINT,
  passwordChangeFailureMessage,
  validateNewPassword,
  type FieldErrors,
  type Role,
} from 'shared-domain';
import { FormError } from '../forms/FormError';
import { FormStatus } from '../forms/FormStatus';
import { TextField } from '../forms/TextField';
import { Button } from '../primitives/Button';

export interface NewPasswordFormProps {
  /** The account's role: an organisation's password must pass SPEC §5's rule; null for none known. */
  role: Role | null;
  submitLabel: string;
  /** Saves the password; what it throws is shown under the form in words the user can act on. */
  onSave: (password: string) => Promise<void>;
  /** Shown after a save, with the fields emptied; without it the caller moves on by itself. */
  successMessage?: string;
  /** Stretches the button across the form, as on the signed-out panels. */
  fullWidth?: boolean;
}

/** A new password typed twice, checked by the account's rule, then saved (reset or change). */
export function NewPasswordForm({
  role,
  submitLabel,
  onSave,
  successMessage,
  fullWidth = false,
}: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'password' | 'confirmation'>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateNewPassword({ password, confirmation }, role);
    setFieldErrors(errors);
    setError(null);
    setSaved(false);
    if (hasErrors(errors)) return;
    setSaving(true);
    try {
      await onSave(password);
      if (successMessage !== undefined) {
        setPassword('');
        setConfirmation('');
        setSaved(true);
      }
    } catch (failure) {
      console.error(failure);
      setError(passwordChangeFailureMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={NEW_PASSWORD_LABEL}
        type="password"
        autoComplete="new-password"
        hint={
          role === 'organisation' && fieldErrors.password === undefined
            ? ORGANISATION_PASSWORD_HINT
            : undefined
        }
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
      />
      <TextField
        label={CONFIRM_PASSWORD_LABEL}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={fieldErrors.confirmation}
      />
      <Button type="submit" $fullWidth={fullWidth} disabled={saving}>
        {saving ? 'Saving…' : submitLabel}
      </Button>
      <FormError>{error}</FormError>
      {successMessage !== undefined && <FormStatus>{saved ? successMessage : null}</FormStatus>}
    </form>
  );
}
