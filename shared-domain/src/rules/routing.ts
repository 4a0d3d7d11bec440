import type { Role } from '../domainTypes';
import { UNKNOWN_ROLE } from '../messages';
import { paths } from './navigation';

export const SIGN_IN_PATH = paths.signIn;

export function isRole(value: unknown): value is Role {
  return value === 'volunteer' || value === 'organisation';
}

/** The role a portal sign-up put in the account's metadata (options.data.role), if any. */
export function roleFromMetadata(metadata: unknown): Role | null {
  if (typeof metadata !== 'object' || metadata === null || !('role' in metadata)) return null;
  return isRole(metadata.role) ? metadata.role : null;
}

export function homePath(role: Role): string {
  return `/${role}/home`;
}

export function completeProfilePath(role: Role): string {
  return `/${role}/completeprofile`;
}

export type ProfileGate = {
  role: string | null;
  first_login_complete: boolean | null;
  /** An organisation user's team; null when they are in none. */
  team?: unknown;
};

/** Where an organisation user in no team goes (removed, or signed up from an invitation not yet
 * accepted): the page that says so (issue #49). */
export const NO_TEAM_PATH = paths.noTeam;

export type PostLoginOutcome =
  { kind: 'navigate'; to: string } | { kind: 'error'; message: string };

/**
 * Where login leads (SPEC §4): the profile completion screen until first_login_complete is true,
 * then the role's area; any other role is an error.
 */
export function postLoginDestination(profile: ProfileGate): PostLoginOutcome {
  if (!isRole(profile.role)) return { kind: 'error', message: UNKNOWN_ROLE };
  if (profile.role === 'organisation' && profile.team === null) {
    return { kind: 'navigate', to: NO_TEAM_PATH };
  }
  if (profile.first_login_complete !== true) {
    return { kind: 'navigate', to: completeProfilePath(profile.role) };
  }
  return { kind: 'navigate', to: `/${profile.role}` };
}

export type GuardInput = {
  status: 'loading' | 'signedOut' | 'signedIn';
  role: string | null;
  firstLoginComplete: boolean | null;
  /** Whether an organisation user is in a team; null while unknown (and for tests that omit it). */
  inTeam?: boolean | null;
};

export type GuardOutcome =
  { kind: 'loading' } | { kind: 'redirect'; to: string } | { kind: 'allow' };

/**
 * The access guard of SPEC §2: 'Loading...' while loading; no user goes to /signin; a role not
 * allowed goes to /; an incomplete first login goes to the completion screen; otherwise show.
 * The completion screens themselves pass allowIncompleteProfile so they do not redirect to
 * themselves.
 */
export function guardDecision(
  input: GuardInput,
  allowedRoles: readonly Role[],
  options: { allowIncompleteProfile?: boolean } = {},
): GuardOutcome {
  if (input.status === 'loading') return { kind: 'loading' };
  if (input.status === 'signedOut') return { kind: 'redirect', to: SIGN_IN_PATH };
  if (!isRole(input.role) || !allowedRoles.includes(input.role))
    return { kind: 'redirect', to: '/' };
  if (input.role === 'organisation' && input.inTeam === false) {
    return { kind: 'redirect', to: NO_TEAM_PATH };
  }
  if (input.firstLoginComplete !== true && options.allowIncompleteProfile !== true) {
    return { kind: 'redirect', to: completeProfilePath(input.role) };
  }
  return { kind: 'allow' };
}

/** '/' goes to the role's home when signed in, otherwise to /signin (SPEC §2). */
export function rootRedirect(input: Pick<GuardInput, 'status' | 'role'>): string | null {
  if (input.status === 'loading') return null;
  if (input.status === 'signedIn' && isRole(input.role)) return homePath(input.role);
  return SIGN_IN_PATH;
}

/** The volunteer's profile completion first needs at least one followed organisation (SPEC §2). */
export function volunteerCompleteProfileRedirect(linkedOrganisationCount: number): string | null {
  return linkedOrganisationCount > 0 ? null : paths.selectOrganisations;
}
