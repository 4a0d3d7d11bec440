// Request parsing and the checks GoTrue applies to emails and passwords.
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, jsonTooDeep, readBody } from '../gateway/http';
import { AuthError, weakPassword } from './errors';

const MIN_PASSWORD_LENGTH = 6;
/** GoTrue's limit (auth.users.email is varchar(255)). */
export const MAX_EMAIL_LENGTH = 255;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Control characters (NUL included) and lone UTF-16 surrogates: no address contains them. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;

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

export function validEmail(body: Body): string {
  const email = text(body, 'email')?.trim().toLowerCase();
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

export function strongPassword(password: string | undefined): string {
  if (!password) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
  // bcrypt implementations disagree on what follows a NUL byte; no password needs one.
  if (password.includes('\0')) {
    throw new AuthError(400, 'validation_failed', 'Password cannot contain NUL characters');
  }
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
  return password;
}
