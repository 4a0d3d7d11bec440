// Request parsing and the checks GoTrue applies to emails and passwords.
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, jsonTooDeep, readBody } from '../gateway/http';
import { AuthError, weakPassword } from './errors';

/** bcrypt reads 72 bytes of a password and ignores the rest: longer ones are refused. */
export const MAX_PASSWORD_BYTES = 72;
/** GoTrue's limit (auth.users.email is varchar(255)). */
export const MAX_EMAIL_LENGTH = 255;
/**
 * A local part without spaces or invisible characters, then a domain of dot-separated labels
 * (letters, digits, inner hyphens) ending in a top-level domain of two or more letters: no
 * trailing dot, no empty label, so `a@b.org.` and `a@b..org` cannot become second accounts.
 */
const EMAIL_PATTERN =
  /^[^\s@.](?:[^\s@]*[^\s@.])?@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;
/**
 * Control and format characters (NUL, zero-width spaces and joiners, BOM, bidi marks) and lone
 * UTF-16 surrogates: no address contains them, and they would make a look-alike second account.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;

export type Body = Record<string, unknown>;

export async function jsonBody(req: IncomingMessage): Promise<Body> {
  let raw: Buffer;
  try {
    raw = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new AuthError(413, 'request_too_large', 'Request body too large');
    }
    throw error;
  }
  if (raw.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (jsonTooDeep(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: nested too deep');
  }
  return parsed as Body;
}

export function text(body: Body, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export function record(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Whether an email could be a stored user's: sign-in answers "invalid credentials" otherwise. */
export function plausibleEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && !UNPRINTABLE.test(email);
}

/** GoTrue's normalisation: surrounding white space dropped, lower case. */
export function normaliseEmail(email: string | undefined): string | undefined {
  return email?.trim().toLowerCase();
}

export function validEmail(body: Body): string {
  const email = normaliseEmail(text(body, 'email'));
  if (!email) {
    throw new AuthError(400, 'validation_failed', 'An email address is required');
  }
  if (email.length > MAX_EMAIL_LENGTH) {
    throw new AuthError(400, 'validation_failed', 'An email address is too long');
  }
  if (!EMAIL_PATTERN.test(email) || UNPRINTABLE.test(email)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email;
}

/** Whether bcrypt would read all of `password`: longer ones never match a stored hash. */
export function hashable(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') <= MAX_PASSWORD_BYTES && !password.includes('\0');
}

export function strongPassword(password: string | undefined, minimumLength: number): string {
  if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  // bcrypt implementations disagree on what follows a NUL byte; no password needs one.
  if (password.includes('\0')) {
    throw new AuthError(400, 'validation_failed', 'Password cannot contain NUL characters');
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  if (password.length < minimumLength) throw weakPassword(minimumLength);
  return password;
}
