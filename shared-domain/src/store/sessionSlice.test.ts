import {
  guardInputFromSession,
  profileLoaded,
  profileUpdated,
  selectIsSignedIn,
  selectRole,
  selectSessionProfile,
  selectSessionStatus,
  selectSessionUserId,
  sessionLoading,
  sessionSlice,
  signedIn,
  signedOut,
  userUpdated,
  type SessionProfile,
  type SessionState,
} from './sessionSlice';

const reducer = sessionSlice.reducer;
const user = { id: 'u1', email: 'jo@example.org' };
const profile: SessionProfile = {
  role: 'volunteer',
  first_login_complete: false,
  name: 'Jo Bloggs',
  profile_url: null,
  team: null,
};
const root = (session: SessionState) => ({ session });

describe('session slice', () => {
  it('starts loading with nobody signed in', () => {
    const state = reducer(undefined, { type: 'init' });
    expect(state).toEqual({ status: 'loading', user: null, profile: null });
    expect(selectIsSignedIn(root(state))).toBe(false);
  });

  it('records the user and profile on sign-in', () => {
    const state = reducer(undefined, signedIn({ user, profile }));
    expect(selectSessionStatus(root(state))).toBe('signedIn');
    expect(selectSessionUserId(root(state))).toBe('u1');
    expect(selectRole(root(state))).toBe('volunteer');
    expect(selectIsSignedIn(root(state))).toBe(true);
  });

  it('forgets everything on sign-out', () => {
    const state = reducer(reducer(undefined, signedIn({ user, profile })), signedOut());
    expect(state).toEqual({ status: 'signedOut', user: null, profile: null });
    expect(selectRole(root(state))).toBeNull();
  });

  it('keeps the profile when the token of the same user is refreshed', () => {
    const state = reducer(
      reducer(undefined, signedIn({ user, profile })),
      userUpdated({ id: 'u1', email: 'new@example.org' }),
    );
    expect(state.user?.email).toBe('new@example.org');
    expect(state.profile).toEqual(profile);
  });

  it('drops the profile when a different user takes over', () => {
    const state = reducer(
      reducer(undefined, signedIn({ user, profile })),
      userUpdated({ id: 'u2', email: null }),
    );
    expect(state.profile).toBeNull();
  });

  it('marks onboarding complete after the profile is saved', () => {
    const state = reducer(
      reducer(undefined, signedIn({ user, profile })),
      profileUpdated({ first_login_complete: true, profile_url: 'u1-1.png' }),
    );
    expect(selectSessionProfile(root(state))).toEqual({
      ...profile,
      first_login_complete: true,
      profile_url: 'u1-1.png',
    });
  });

  it('ignores a profile update with no profile loaded', () => {
    const state = reducer(undefined, profileUpdated({ name: 'X' }));
    expect(state.profile).toBeNull();
  });

  it('loads the profile after sign-in and can go back to loading', () => {
    let state = reducer(undefined, signedIn({ user, profile: null }));
    state = reducer(state, profileLoaded(profile));
    expect(state.profile).toEqual(profile);
    state = reducer(state, sessionLoading());
    expect(state.status).toBe('loading');
  });

  it('gives the access guard the status, role and onboarding flag', () => {
    expect(guardInputFromSession(reducer(undefined, signedIn({ user, profile })))).toEqual({
      status: 'signedIn',
      role: 'volunteer',
      firstLoginComplete: false,
      inTeam: false,
    });
    expect(guardInputFromSession(reducer(undefined, signedOut()))).toEqual({
      status: 'signedOut',
      role: null,
      firstLoginComplete: null,
      inTeam: null,
    });
  });
});
