import { ORGANISATION_PASSWORD_MIN_LENGTH, PASSWORD_MAX_BYTES } from '../constants';
import type { Role } from '../domainTypes';
import {
  EMAIL_REQUIRED,
  NAME_REQUIRED,
  ORGANISATION_NAME_REQUIRED,
  ORGANISATION_PASSWORD_RULE,
  PASSWORD_CONFIRMATION_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORDS_DO_NOT_MATCH,
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

export type PasswordResetRequestForm = { email: string };

export function validatePasswordResetRequest(form: PasswordResetRequestForm): FieldErrors<'email'> {
  return isBlank(form.email) ? { email: EMAIL_REQUIRED } : {};
}

export type NewPasswordForm = { password: string; confirmation: string };

function isTooLong(password: string): boolean {
  return new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES;
}

/**
 * A new password (reset or change): required, within the auth service's 72 bytes, SPEC §5's rule
 * for an organisation account (none for a volunteer, as at signup), typed twice alike. `role` is
 * null for an account without a known role, which gets no strength rule here; the auth service's
 * minimum still applies.
 */
export function validateNewPassword(
  form: NewPasswordForm,
  role: Role | null,
): FieldErrors<'password' | 'confirmation'> {
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  if (form.password === '') errors.password = PASSWORD_REQUIRED;
  else if (isTooLong(form.password)) errors.password = PASSWORD_TOO_LONG;
  else if (role === 'organisation' && !isStrongOrganisationPassword(form.password)) {
    errors.password = ORGANISATION_PASSWORD_RULE;
  }
  if (form.confirmation === '') errors.confirmation = PASSWORD_CONFIRMATION_REQUIRED;
  else if (form.confirmation !== form.password) errors.confirmation = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
