import {
  emailRequestFailureMessage,
  passwordChangeFailureMessage,
  retryAfterSeconds,
  signInFailure,
} from './authErrors';

const cooldown = {
  message: 'For security purposes, you can only request this after 57 seconds.',
  code: 'over_email_send_rate_limit',
  status: 429,
};
const tooManyRequests = {
  message: 'Request rate limit reached',
  code: 'over_request_rate_limit',
  status: 429,
};

describe('signInFailure', () => {
  it('says an address is not confirmed yet, so the screen can offer the link again', () => {
    expect(
      signInFailure({ message: 'Email not confirmed', code: 'email_not_confirmed', status: 400 }),
    ).toEqual({
      message: 'Please confirm your email address first. We sent you a link.',
      unconfirmed: true,
    });
  });

  it('asks to wait after too many attempts', () => {
    expect(signInFailure(tooManyRequests)).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      unconfirmed: false,
    });
    expect(signInFailure({ message: 'Too Many Requests', status: 429 }).message).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it("keeps SPEC §8's message for anything else", () => {
    expect(
      signInFailure({ message: 'Invalid login credentials', code: 'invalid_credentials' }),
    ).toEqual({ message: 'Login failed. Please check your credentials.', unconfirmed: false });
    expect(signInFailure(new TypeError('Failed to fetch')).message).toBe(
      'Login failed. Please check your credentials.',
    );
  });
});

describe('emailRequestFailureMessage', () => {
  it("shows the auth service's cooldown message", () => {
    expect(emailRequestFailureMessage(cooldown)).toBe(cooldown.message);
  });

  it('asks to wait after too many requests', () => {
    expect(emailRequestFailureMessage(tooManyRequests)).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('shows why an address was refused, otherwise a plain failure that reveals nothing', () => {
    expect(
      emailRequestFailureMessage({
        message: 'Unable to validate email address: invalid format',
        code: 'validation_failed',
        status: 400,
      }),
    ).toBe('Unable to validate email address: invalid format');
    expect(emailRequestFailureMessage({ message: 'User not found', status: 500 })).toBe(
      'Could not send the email. Please try again.',
    );
  });
});

describe('retryAfterSeconds', () => {
  it('reads the wait the cooldown message names', () => {
    expect(retryAfterSeconds(cooldown)).toBe(57);
    expect(retryAfterSeconds({ ...cooldown, message: 'only after 1 second.' })).toBe(1);
  });

  it('is null for other failures or a message without seconds', () => {
    expect(retryAfterSeconds(tooManyRequests)).toBeNull();
    expect(retryAfterSeconds({ ...cooldown, message: 'Slow down.' })).toBeNull();
    expect(retryAfterSeconds(undefined)).toBeNull();
  });
});

describe('passwordChangeFailureMessage', () => {
  it('says the new password must differ from the current one', () => {
    expect(
      passwordChangeFailureMessage({
        message: 'New password should be different from the old password.',
        code: 'same_password',
        status: 422,
      }),
    ).toBe('Your new password must be different from your current password.');
  });

  it("says what a weak password lacks, in the auth service's words", () => {
    expect(
      passwordChangeFailureMessage({
        message: 'Password should be at least 6 characters.',
        code: 'weak_password',
        status: 422,
      }),
    ).toBe('Password should be at least 6 characters.');
    expect(passwordChangeFailureMessage({ message: '', code: 'weak_password' })).toBe(
      'This password is too weak. Please choose a stronger one.',
    );
  });

  it('says a password over 72 characters is too long', () => {
    expect(
      passwordChangeFailureMessage({
        message: 'Password cannot be longer than 72 characters',
        code: 'validation_failed',
        status: 400,
      }),
    ).toBe('Password cannot be longer than 72 characters.');
  });

  it('asks to wait after too many requests, and falls back to a plain failure', () => {
    expect(passwordChangeFailureMessage(tooManyRequests)).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(passwordChangeFailureMessage({ message: 'Auth session missing!', status: 400 })).toBe(
      'Could not change your password. Please try again.',
    );
  });
});
