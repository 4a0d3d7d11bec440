import { EMAIL_REQUIRED, INVALID_EMAIL } from '../messages';
import { validateInviteEmail } from './team';

test('an invitation needs an address of the shape the database accepts', () => {
  expect(validateInviteEmail('  ')).toBe(EMAIL_REQUIRED);
  expect(validateInviteEmail('sam')).toBe(INVALID_EMAIL);
  expect(validateInviteEmail('sam@charity')).toBe(INVALID_EMAIL);
  expect(validateInviteEmail('sam @charity.org')).toBe(INVALID_EMAIL);
  expect(validateInviteEmail(' Sam@Charity.org ')).toBeNull();
});
