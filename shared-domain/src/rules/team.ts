import { EMAIL_REQUIRED, INVALID_EMAIL } from '../messages';
import { isBlank } from './fieldErrors';

/** The shape the database accepts for an invited address (organisation_invitations.email). */
const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What is wrong with an address to invite to the team, or null (issue #49). */
export function validateInviteEmail(email: string): string | null {
  if (isBlank(email)) return EMAIL_REQUIRED;
  return ADDRESS.test(email.trim()) ? null : INVALID_EMAIL;
}
