import { SIGNUP_FAILED } from '../messages';

/**
 * The backend's own message where SPEC shows it ("or the server message"), else the SPEC fallback.
 */
export function backendMessageOr(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** Signup shows 'Sign-up failed' or the backend message, in red under the form (SPEC §8). */
export function signupFailureMessage(error: unknown): string {
  return backendMessageOr(error, SIGNUP_FAILED);
}
