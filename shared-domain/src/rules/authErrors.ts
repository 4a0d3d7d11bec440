import {
  EMAIL_NOT_CONFIRMED,
  EMAIL_SEND_FAILED,
  LOGIN_FAILED,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_WEAK,
  SAME_PASSWORD,
  TOO_MANY_ATTEMPTS,
} from '../messages';
import { backendMessageOr } from './errors';

/** The auth service's error codes the portal answers with its own words (GoTrue's codes). */
const EMAIL_NOT_CONFIRMED_CODE = 'email_not_confirmed';
const REQUEST_RATE_LIMIT_CODE = 'over_request_rate_limit';
const EMAIL_RATE_LIMIT_CODE = 'over_email_send_rate_limit';
const SAME_PASSWORD_CODE = 'same_password';
const WEAK_PASSWORD_CODE = 'weak_password';
const VALIDATION_FAILED_CODE = 'validation_failed';

type AuthFailure = { code?: unknown; status?: unknown; message?: unknown };

function failureOf(error: unknown): AuthFailure {
  return typeof error === 'object' && error !== null ? (error as AuthFailure) : {};
}

function codeOf(error: unknown): string | null {
  const { code } = failureOf(error);
  return typeof code === 'string' ? code : null;
}

function isEmailRateLimit(error: unknown): boolean {
  return codeOf(error) === EMAIL_RATE_LIMIT_CODE;
}

/** A 429 that is not the per-address mail cooldown: too many requests from here. */
function isRequestRateLimit(error: unknown): boolean {
  return (
    codeOf(error) === REQUEST_RATE_LIMIT_CODE ||
    (failureOf(error).status === 429 && !isEmailRateLimit(error))
  );
}

export type SignInFailure = { message: string; unconfirmed: boolean };

/**
 * What a failed sign-in says: an address not confirmed yet gets its own message (and the screen
 * offers to resend the link), too many attempts say so; anything else stays SPEC §8's message.
 */
export function signInFailure(error: unknown): SignInFailure {
  if (codeOf(error) === EMAIL_NOT_CONFIRMED_CODE) {
    return { message: EMAIL_NOT_CONFIRMED, unconfirmed: true };
  }
  if (isRequestRateLimit(error)) return { message: TOO_MANY_ATTEMPTS, unconfirmed: false };
  return { message: LOGIN_FAILED, unconfirmed: false };
}

/**
 * A refused mail (confirmation resend, password reset link): the auth service's cooldown message
 * ('For security purposes, you can only request this after 57 seconds.'), too many attempts, a
 * refused address in the service's words, otherwise a plain failure. Never says whether the
 * account exists.
 */
export function emailRequestFailureMessage(error: unknown): string {
  if (isEmailRateLimit(error)) return backendMessageOr(error, TOO_MANY_ATTEMPTS);
  if (isRequestRateLimit(error)) return TOO_MANY_ATTEMPTS;
  if (codeOf(error) === VALIDATION_FAILED_CODE) return backendMessageOr(error, EMAIL_SEND_FAILED);
  return EMAIL_SEND_FAILED;
}

/** The seconds the auth service's mail cooldown still asks for, when its message says so. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isEmailRateLimit(error)) return null;
  const { message } = failureOf(error);
  if (typeof message !== 'string') return null;
  const match = /(\d+)\s*seconds?/i.exec(message);
  return match === null ? null : Number(match[1]);
}

/** 'Password cannot be longer than 72 characters', the service's one length refusal. */
function isTooLongPassword(error: unknown): boolean {
  const { message } = failureOf(error);
  return typeof message === 'string' && /longer than \d+ characters/i.test(message);
}

/** A refused new password (reset or change), in words the user can act on. */
export function passwordChangeFailureMessage(error: unknown): string {
  switch (codeOf(error)) {
    case SAME_PASSWORD_CODE:
      return SAME_PASSWORD;
    case WEAK_PASSWORD_CODE:
      // The service names what is missing ('Password should be at least 6 characters.').
      return backendMessageOr(error, PASSWORD_TOO_WEAK);
    case VALIDATION_FAILED_CODE:
      return isTooLongPassword(error)
        ? PASSWORD_TOO_LONG
        : backendMessageOr(error, PASSWORD_CHANGE_FAILED);
    default:
      return isRequestRateLimit(error) ? TOO_MANY_ATTEMPTS : PASSWORD_CHANGE_FAILED;
  }
}
