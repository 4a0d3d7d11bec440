import { useState, type FormEvent, type ReactNode } from 'react';
import {
  hasErrors,
  paths,
  validateLogin,
  type ClientSource,
  type FieldErrors,
} from 'shared-domain';
import { FormError } from '../forms/FormError';
import { TextField } from '../forms/TextField';
import { Button } from '../primitives/Button';
import { AuthPanel } from './AuthPanel';
import { authRedirectUrl } from './authRedirectUrl';
import { ResendConfirmation } from './ResendConfirmation';
import { useSignIn } from './useSignIn';

export interface SignInFormProps {
  /** The Supabase client of the app the form signs in to, or how to load it. */
  client: ClientSource;
  /** Shown under the form, e.g. the portal's links to sign-up and the landing. */
  children?: ReactNode;
}

/**
 * The sign-in form of SPEC §2 (/signin, /login), used by the shell and by a role app on its own. An
 * address not confirmed yet is offered a new confirmation link (issue #15).
 */
export function SignInForm({ client, children }: SignInFormProps) {
  const { submit, submitting, error, unconfirmedEmail } = useSignIn(client);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password'>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = { email, password };
    const errors = validateLogin(form);
    setFieldErrors(errors);
    if (!hasErrors(errors)) void submit(form);
  }

  return (
    <AuthPanel title="Sign in">
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" $fullWidth disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <FormError>{error}</FormError>
      </form>
      {unconfirmedEmail !== null && (
        // The confirmation link leads to the root, where the signed-in account is routed by role.
        <ResendConfirmation
          key={unconfirmedEmail}
          client={client}
          email={unconfirmedEmail}
          redirectTo={authRedirectUrl(paths.root)}
        />
      )}
      {children}
    </AuthPanel>
  );
}
