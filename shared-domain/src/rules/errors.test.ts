import { backendMessageOr, signupFailureMessage } from './errors';

describe('backendMessageOr', () => {
  it("uses the backend's message when there is one", () => {
    expect(
      backendMessageOr({ message: 'Please provide a rating.' }, 'Failed to submit review.'),
    ).toBe('Please provide a rating.');
    expect(backendMessageOr(new Error('User already registered'), 'x')).toBe(
      'User already registered',
    );
  });

  it('falls back otherwise', () => {
    expect(backendMessageOr(null, 'Failed to submit review.')).toBe('Failed to submit review.');
    expect(backendMessageOr({ message: '  ' }, 'Failed to submit review.')).toBe(
      'Failed to submit review.',
    );
    expect(backendMessageOr('boom', 'fallback')).toBe('fallback');
  });
});

describe('signupFailureMessage', () => {
  it("falls back to 'Sign-up failed'", () => {
    expect(signupFailureMessage(undefined)).toBe('Sign-up failed');
    expect(signupFailureMessage({ message: 'Password should be at least 6 characters.' })).toBe(
      'Password should be at least 6 characters.',
    );
  });
});
