import {
  isStrongOrganisationPassword,
  validateLogin,
  validateNewPassword,
  validateOrganisationSignup,
  validatePasswordResetRequest,
  validateVolunteerSignup,
} from './authValidation';
import { hasErrors } from './fieldErrors';

const PASSWORD_RULE =
  'Password must be at least 8 characters long and include an uppercase letter, a number, and a special character.';

describe('validateLogin', () => {
  it('accepts an email and a password', () => {
    expect(validateLogin({ email: 'a@b.org', password: 'x' })).toEqual({});
  });

  it('requires both fields', () => {
    const errors = validateLogin({ email: '  ', password: '' });
    expect(hasErrors(errors)).toBe(true);
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
  });

  it('accepts a password made of spaces, since passwords are not trimmed', () => {
    expect(validateLogin({ email: 'a@b.org', password: '   ' })).toEqual({});
  });
});

describe('validateVolunteerSignup', () => {
  it('requires name, email and password', () => {
    expect(
      Object.keys(validateVolunteerSignup({ name: '', email: '', password: '' })).sort(),
    ).toEqual(['email', 'name', 'password']);
  });

  it('has no password strength rule', () => {
    expect(validateVolunteerSignup({ name: 'Jo', email: 'jo@x.org', password: 'abc' })).toEqual({});
  });
});

describe('isStrongOrganisationPassword', () => {
  it('accepts 8 characters with an uppercase letter, a digit and a special character', () => {
    expect(isStrongOrganisationPassword('Abcdef1!')).toBe(true);
    expect(isStrongOrganisationPassword('Volunteer#2026')).toBe(true);
  });

  it('refuses 7 characters even when otherwise complete', () => {
    expect(isStrongOrganisationPassword('Abcde1!')).toBe(false);
  });

  it('refuses a password missing an uppercase letter, a digit or a special character', () => {
    expect(isStrongOrganisationPassword('abcdef1!')).toBe(false);
    expect(isStrongOrganisationPassword('Abcdefg!')).toBe(false);
    expect(isStrongOrganisationPassword('Abcdefg1')).toBe(false);
  });

  it('refuses an empty password', () => {
    expect(isStrongOrganisationPassword('')).toBe(false);
  });
});

describe('validateOrganisationSignup', () => {
  const valid = {
    organisationName: 'Harbour Helpers',
    name: 'Pat Lee',
    email: 'pat@harbour.org',
    password: 'Harbour#1',
  };

  it('accepts a complete form with a strong password', () => {
    expect(validateOrganisationSignup(valid)).toEqual({});
  });

  it('requires the organisation name', () => {
    expect(validateOrganisationSignup({ ...valid, organisationName: ' ' })).toEqual({
      organisationName: 'Organisation name is required.',
    });
  });

  it('shows the SPEC password message for a weak password', () => {
    expect(validateOrganisationSignup({ ...valid, password: 'harbour1' })).toEqual({
      password: PASSWORD_RULE,
    });
  });

  it('asks for a missing password before judging its strength', () => {
    expect(validateOrganisationSignup({ ...valid, password: '' }).password).toBe(
      'Password is required.',
    );
  });
});

describe('validatePasswordResetRequest', () => {
  it('requires the email', () => {
    expect(validatePasswordResetRequest({ email: ' ' })).toEqual({ email: 'Email is required.' });
    expect(validatePasswordResetRequest({ email: 'a@b.org' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('requires the password and its confirmation', () => {
    expect(validateNewPassword({ password: '', confirmation: '' }, 'volunteer')).toEqual({
      password: 'Password is required.',
      confirmation: 'Please confirm your new password.',
    });
  });

  it('requires both to match', () => {
    expect(validateNewPassword({ password: 'abcdef', confirmation: 'abcdeg' }, null)).toEqual({
      confirmation: 'Passwords do not match.',
    });
  });

  it("applies SPEC §5's rule to an organisation only", () => {
    const weak = { password: 'password1', confirmation: 'password1' };
    expect(validateNewPassword(weak, 'organisation')).toEqual({ password: PASSWORD_RULE });
    expect(validateNewPassword(weak, 'volunteer')).toEqual({});
    expect(validateNewPassword(weak, null)).toEqual({});
    const strong = { password: 'N3w-Password!', confirmation: 'N3w-Password!' };
    expect(validateNewPassword(strong, 'organisation')).toEqual({});
  });

  it('refuses more than the 72 bytes the auth service takes', () => {
    const long = 'Aa1!'.repeat(18) + 'x';
    expect(validateNewPassword({ password: long, confirmation: long }, 'organisation')).toEqual({
      password: 'Password cannot be longer than 72 characters.',
    });
    const multiByte = 'é'.repeat(37);
    expect(
      validateNewPassword({ password: multiByte, confirmation: multiByte }, 'volunteer').password,
    ).toBe('Password cannot be longer than 72 characters.');
    const limit = 'a'.repeat(72);
    expect(validateNewPassword({ password: limit, confirmation: limit }, 'volunteer')).toEqual({});
  });
});
