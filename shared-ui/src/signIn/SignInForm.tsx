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

/** The value of a form's input named `name`, as it stands ('' when there is none). */
function textOf(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/**
 * The sign-in form of SPEC §2 (/signin, /login), used by the shell and by a role app on its own. An
 * address not confirmed yet is offered a new confirmation link (issue #15). Its fields are not
 * controlled by React, so hydrating the pre-rendered form never resets what was typed (issue #18).
 */
export function SignInForm({ client, children }: SignInFormProps) {
  const { submit, submitting, error, unconfirmedEmail } = useSignIn(client);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password'>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields are read as they stand, not from React state: the form is pre-rendered, and what
    // the visitor (or a password manager) put in before the page's script took over is kept.
    const fields = event.currentTarget;
    const form = { email: textOf(fields, 'email'), password: textOf(fields, 'password') };
    const errors = validateLogin(form);
    setFieldErrors(errors);
    if (!hasErrors(errors)) void submit(form);
  }

  return (
    <AuthPanel title="Sign in">
      {/* POST: should the browser ever send the form itself, the password stays out of the address. */}
      <form method="post" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          error={fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
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
