import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionTeam } from '../data/users';
import type { Role } from '../domainTypes';
import type { GuardInput } from '../rules/routing';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export type SessionUser = { id: string; email: string | null };

export type SessionProfile = {
  role: Role;
  first_login_complete: boolean;
  name: string;
  profile_url: string | null;
  /** The organisation a member acts for; null for a volunteer or an organisation user in no team. */
  team: SessionTeam | null;
};

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  profile: SessionProfile | null;
};

const initialState: SessionState = { status: 'loading', user: null, profile: null };

/**
 * The signed-in user and their users row, fed by the shell from supabase-js' onAuthStateChange.
 * It lives in shared-domain because remotes read the session but may not import the shell; it does
 * no I/O itself.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionLoading(state) {
      state.status = 'loading';
    },
    signedIn(state, action: PayloadAction<{ user: SessionUser; profile: SessionProfile | null }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.profile = action.payload.profile;
    },
    /** A refreshed token or changed account keeps the profile when the user is the same. */
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.user !== null && state.user.id !== action.payload.id) state.profile = null;
      state.user = action.payload;
    },
    profileLoaded(state, action: PayloadAction<SessionProfile | null>) {
      state.profile = action.payload;
    },
    profileUpdated(state, action: PayloadAction<Partial<SessionProfile>>) {
      if (state.profile !== null) Object.assign(state.profile, action.payload);
    },
    signedOut() {
      return { status: 'signedOut', user: null, profile: null } satisfies SessionState;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectSessionUserId: (state) => state.user?.id ?? null,
    /**
     * Who the signed-in person acts as: a member, their organisation's account (what tasks, chats
     * and reviews name); anyone else, themselves.
     */
    selectActingUserId: (state) => state.profile?.team?.accountId ?? state.user?.id ?? null,
    selectTeam: (state) => state.profile?.team ?? null,
    selectSessionProfile: (state) => state.profile,
    selectRole: (state) => state.profile?.role ?? null,
    selectIsSignedIn: (state) => state.status === 'signedIn',
  },
});

export const { sessionLoading, signedIn, userUpdated, profileLoaded, profileUpdated, signedOut } =
  sessionSlice.actions;

export const {
  selectSession,
  selectSessionStatus,
  selectSessionUser,
  selectSessionUserId,
  selectActingUserId,
  selectTeam,
  selectSessionProfile,
  selectRole,
  selectIsSignedIn,
} = sessionSlice.selectors;

/** What the access guard (guardDecision) needs from the session. */
export function guardInputFromSession(session: SessionState): GuardInput {
  return {
    status: session.status,
    role: session.profile?.role ?? null,
    firstLoginComplete: session.profile?.first_login_complete ?? null,
    inTeam: session.profile === null ? null : session.profile.team !== null,
  };
}
