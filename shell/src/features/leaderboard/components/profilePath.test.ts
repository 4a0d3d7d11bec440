import { leaderboardProfilePath } from './profilePath';

const VIEWER = 'viewer-id';

test('an organisation opens a ranked volunteer as an applicant', () => {
  expect(leaderboardProfilePath('organisation', 'vol-1', VIEWER)).toBe(
    '/organisation/applicant/vol-1',
  );
});

test('a volunteer opens another volunteer’s public profile and their own profile for their row', () => {
  expect(leaderboardProfilePath('volunteer', 'vol-1', VIEWER)).toBe('/volunteer/profile/vol-1');
  expect(leaderboardProfilePath('volunteer', VIEWER, VIEWER)).toBe('/volunteer/profile');
});
