// Request parsing and the checks GoTrue applies to emails and passwords.
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, readBody } from '../gateway/http';
import { AuthError, weakPassword } from './errors';

const MIN_PASSWORD_LENGTH = 6;
export const BCRYPT_COST = 10;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

export function validEmail(body: Body): string {
  const email = text(body, 'email')?.trim().toLowerCase();
  if (!email || !EMAIL_PATTERN.test(email)) {
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
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
  return password;
}
