/** An error in GoTrue's shape: `{code, error_code, msg}` with the HTTP status as `code`. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.status, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const weakPassword = (minimum: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
    weak_password: { reasons: ['length'] },
  });

export const emailNotConfirmed = () =>
  new AuthError(400, 'email_not_confirmed', 'Email not confirmed');

/** GoTrue's answer when one address asks for mail again within `max_frequency`. */
export const tooFrequent = (secondsLeft: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${secondsLeft} seconds.`,
    {},
    { 'Retry-After': String(secondsLeft) },
  );

export const otpExpired = (message = 'Token has expired or is invalid') =>
  new AuthError(403, 'otp_expired', message);
