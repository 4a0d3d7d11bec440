import { useState, type FormEvent } from 'react';
import {
  hasErrors,
  ORGANISATION_PASSWORD_HINT,
  validateOrganisationSignup,
  validateVolunteerSignup,
  type FieldErrors,
  type Role,
} from 'shared-domain';
import { Button, FormError, TextField } from 'shared-ui';
import { useSignUp } from '../hooks/useSignUp';
import { SignUpPanel } from './SignUpPanel';

type Field = 'organisationName' | 'name' | 'email' | 'password';

const TITLES: Record<Role, string> = {
  volunteer: 'Sign up as a volunteer',
  organisation: 'Sign up as an organisation',
};

export interface SignUpFormProps {
  role: Role;
}

/** /volunteer/signup and /organisation/signup (SPEC §2, §5); failures in red under the form. */
export function SignUpForm({ role }: SignUpFormProps) {
  const { submit, submitting, error } = useSignUp();
  const [organisationName, setOrganisationName] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const isOrganisation = role === 'organisation';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = isOrganisation
      ? validateOrganisationSignup({ organisationName, name, email, password })
      : validateVolunteerSignup({ name, email, password });
    setFieldErrors(errors);
    if (hasErrors(errors)) return;
    void submit({
      role,
      name,
      email,
      password,
      ...(isOrganisation ? { organisationName } : {}),
    });
  }

  return (
    <SignUpPanel title={TITLES[role]}>
      <form onSubmit={onSubmit} noValidate>
        {isOrganisation && (
          <TextField
            label="Organisation name"
            autoComplete="organization"
            value={organisationName}
            onChange={(event) => setOrganisationName(event.target.value)}
            error={fieldErrors.organisationName}
          />
        )}
        <TextField
          label="Full name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldErrors.name}
        />
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
          autoComplete="new-password"
          hint={
            isOrganisation && fieldErrors.password === undefined
              ? ORGANISATION_PASSWORD_HINT
              : undefined
          }
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" $fullWidth disabled={submitting}>
          {submitting ? 'Creating your account…' : 'Sign up'}
        </Button>
        <FormError>{error}</FormError>
      </form>
    </SignUpPanel>
  );
}
