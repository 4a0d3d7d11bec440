import { ORGANISATION_PASSWORD_MIN_LENGTH } from '../constants';
import {
  EMAIL_REQUIRED,
  NAME_REQUIRED,
  ORGANISATION_NAME_REQUIRED,
  ORGANISATION_PASSWORD_RULE,
  PASSWORD_REQUIRED,
} from '../messages';
import { isBlank, type FieldErrors } from './fieldErrors';

export type LoginForm = { email: string; password: string };
export type VolunteerSignupForm = { name: string; email: string; password: string };
export type OrganisationSignupForm = VolunteerSignupForm & { organisationName: string };

/** Passwords are never trimmed: spaces are legitimate characters, only an empty one is missing. */
function credentialErrors(form: LoginForm): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (isBlank(form.email)) errors.email = EMAIL_REQUIRED;
  if (form.password === '') errors.password = PASSWORD_REQUIRED;
  return errors;
}

export function validateLogin(form: LoginForm): FieldErrors<'email' | 'password'> {
  return credentialErrors(form);
}

/** The volunteer signup has no password strength rule (SPEC §5). */
export function validateVolunteerSignup(
  form: VolunteerSignupForm,
): FieldErrors<'name' | 'email' | 'password'> {
  const errors: FieldErrors<'name' | 'email' | 'password'> = {};
  if (isBlank(form.name)) errors.name = NAME_REQUIRED;
  return { ...errors, ...credentialErrors(form) };
}

/** At least 8 characters with an uppercase letter, a digit and a special character (SPEC §5). */
export function isStrongOrganisationPassword(password: string): boolean {
  return (
    password.length >= ORGANISATION_PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export function validateOrganisationSignup(
  form: OrganisationSignupForm,
): FieldErrors<'organisationName' | 'name' | 'email' | 'password'> {
  const errors: FieldErrors<'organisationName' | 'name' | 'email' | 'password'> = {};
  if (isBlank(form.organisationName)) errors.organisationName = ORGANISATION_NAME_REQUIRED;
  Object.assign(errors, validateVolunteerSignup(form));
  if (errors.password === undefined && !isStrongOrganisationPassword(form.password)) {
    errors.password = ORGANISATION_PASSWORD_RULE;
  }
  return errors;
}
