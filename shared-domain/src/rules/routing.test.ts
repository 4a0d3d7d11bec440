import {
  roleFromMetadata,
  guardDecision,
  homePath,
  postLoginDestination,
  rootRedirect,
  volunteerCompleteProfileRedirect,
} from './routing';

describe('postLoginDestination', () => {
  it('sends a first-time user to complete their profile', () => {
    expect(postLoginDestination({ role: 'volunteer', first_login_complete: false })).toEqual({
      kind: 'navigate',
      to: '/volunteer/completeprofile',
    });
    expect(postLoginDestination({ role: 'organisation', first_login_complete: null })).toEqual({
      kind: 'navigate',
      to: '/organisation/completeprofile',
    });
  });

  it('sends a returning user to their area', () => {
    expect(postLoginDestination({ role: 'volunteer', first_login_complete: true })).toEqual({
      kind: 'navigate',
      to: '/volunteer',
    });
    expect(postLoginDestination({ role: 'organisation', first_login_complete: true })).toEqual({
      kind: 'navigate',
      to: '/organisation',
    });
  });

  it('sends an organisation user in no team to the page that says so (issue #49)', () => {
    expect(
      postLoginDestination({ role: 'organisation', first_login_complete: false, team: null }),
    ).toEqual({ kind: 'navigate', to: '/no-team' });
  });

  it("shows 'Unknown role. Please contact support.' for any other role", () => {
    expect(postLoginDestination({ role: 'admin', first_login_complete: true })).toEqual({
      kind: 'error',
      message: 'Unknown role. Please contact support.',
    });
    expect(postLoginDestination({ role: null, first_login_complete: true }).kind).toBe('error');
  });
});

describe('guardDecision', () => {
  const volunteer = { status: 'signedIn' as const, role: 'volunteer', firstLoginComplete: true };

  it('waits while the session loads', () => {
    expect(guardDecision({ ...volunteer, status: 'loading' }, ['volunteer'])).toEqual({
      kind: 'loading',
    });
  });

  it('sends a signed-out visitor to /signin', () => {
    expect(
      guardDecision({ status: 'signedOut', role: null, firstLoginComplete: null }, ['volunteer']),
    ).toEqual({ kind: 'redirect', to: '/signin' });
  });

  it('sends a user of the wrong role to /', () => {
    expect(guardDecision(volunteer, ['organisation'])).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision({ ...volunteer, role: 'admin' }, ['volunteer'])).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends an incomplete profile to the completion screen', () => {
    expect(guardDecision({ ...volunteer, firstLoginComplete: false }, ['volunteer'])).toEqual({
      kind: 'redirect',
      to: '/volunteer/completeprofile',
    });
  });

  it('lets the completion screens show for an incomplete profile', () => {
    expect(
      guardDecision({ ...volunteer, firstLoginComplete: false }, ['volunteer'], {
        allowIncompleteProfile: true,
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('shows the page otherwise', () => {
    expect(guardDecision(volunteer, ['volunteer'])).toEqual({ kind: 'allow' });
  });

  it('sends an organisation user in no team (removed, say) to /no-team', () => {
    const organisation = { ...volunteer, role: 'organisation' };
    expect(guardDecision({ ...organisation, inTeam: false }, ['organisation'])).toEqual({
      kind: 'redirect',
      to: '/no-team',
    });
    expect(guardDecision({ ...organisation, inTeam: true }, ['organisation'])).toEqual({
      kind: 'allow',
    });
  });
});

describe('rootRedirect', () => {
  it("goes to the role's home when signed in and to /signin otherwise", () => {
    expect(rootRedirect({ status: 'signedIn', role: 'organisation' })).toBe('/organisation/home');
    expect(rootRedirect({ status: 'signedOut', role: null })).toBe('/signin');
    expect(rootRedirect({ status: 'loading', role: null })).toBeNull();
    expect(homePath('volunteer')).toBe('/volunteer/home');
  });
});

describe('volunteerCompleteProfileRedirect', () => {
  it('sends a volunteer without organisations to choose some first', () => {
    expect(volunteerCompleteProfileRedirect(0)).toBe('/volunteer/select-organisations');
    expect(volunteerCompleteProfileRedirect(2)).toBeNull();
  });
});

describe('roleFromMetadata', () => {
  it('reads the role a portal sign-up stored', () => {
    expect(roleFromMetadata({ role: 'organisation', name: 'Olga' })).toBe('organisation');
    expect(roleFromMetadata({ role: 'volunteer' })).toBe('volunteer');
  });

  it('is null for anything else', () => {
    expect(roleFromMetadata({ role: 'admin' })).toBeNull();
    expect(roleFromMetadata({})).toBeNull();
    expect(roleFromMetadata(undefined)).toBeNull();
    expect(roleFromMetadata('volunteer')).toBeNull();
  });
});
