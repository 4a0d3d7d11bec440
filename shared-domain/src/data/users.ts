import { AVATAR_BUCKET } from '../constants';
import type { Tables, TablesInsert, TablesUpdate } from '../database';
import type { Role } from '../domainTypes';
import { isStoragePath } from '../rules/storagePaths';
import { unwrap, unwrapFound, type Client } from './client';

/** users.email is never readable through the API (the own email comes from the session). */
const USER_COLUMNS =
  'id, name, role, profile_url, created_at, bio, interests, wwcc, first_login_complete, role_in_org, points, average_rating, completed_count';

/** A users row as the API reads it: email is not among the columns the signed-in role may select. */
export type UserRow = Omit<Tables<'users'>, 'email'>;

/**
 * What a user may change of their own row: the columns granted for update (role, points, rating
 * and counts are refused by the database).
 */
export type UserProfilePatch = Pick<
  TablesUpdate<'users'>,
  'name' | 'profile_url' | 'bio' | 'interests' | 'wwcc' | 'first_login_complete' | 'role_in_org'
>;
export type TeamRole = 'owner' | 'coordinator';

/**
 * The organisation a member acts for (issue #49): its id, its account (organisations.user_id:
 * the tasks' user_id and the chats' org_id, what the member writes as), its name and their role.
 */
export type SessionTeam = {
  organisationId: string;
  accountId: string;
  organisationName: string;
  role: TeamRole;
};

export type LoginProfile = Pick<
  UserRow,
  'role' | 'first_login_complete' | 'name' | 'profile_url'
> & {
  /** Null for a volunteer, and for an organisation user in no team (removed, or not yet joined). */
  team: SessionTeam | null;
};
export type UserSummary = Pick<UserRow, 'id' | 'name' | 'profile_url'>;
export type PublicProfile = Pick<
  UserRow,
  'id' | 'name' | 'profile_url' | 'bio' | 'points' | 'average_rating' | 'interests' | 'wwcc'
>;

const loginProfileReads = new WeakMap<Client, Map<string, Promise<LoginProfile | null>>>();

/**
 * What login needs: the role and whether onboarding is done (SPEC §4); null when there is no row.
 * A sign-in asks for it twice at the same moment (the form, to choose where to go, and the session
 * feed, on supabase-js's SIGNED_IN): callers asking while a read is under way share that read, so
 * the row is fetched once (issue #18). A later call reads afresh.
 */
export function fetchLoginProfile(client: Client, userId: string): Promise<LoginProfile | null> {
  let reads = loginProfileReads.get(client);
  if (reads === undefined) {
    reads = new Map();
    loginProfileReads.set(client, reads);
  }
  const underWay = reads.get(userId);
  if (underWay !== undefined) return underWay;
  const inFlight = reads;
  const read = (async (): Promise<LoginProfile | null> => {
    // One request: the users row with its membership (one at most: user_id is unique there).
    const response = await client
      .from('users')
      .select(
        'role, first_login_complete, name, profile_url, organisation_members!user_id(role, organisation_id, organisations(user_id, name))',
      )
      .eq('id', userId)
      .maybeSingle();
    const row = unwrap(response);
    if (row === null) return null;
    const { organisation_members: team, ...user } = row;
    return {
      ...user,
      team:
        team === null || team.organisations === null
          ? null
          : {
              organisationId: team.organisation_id,
              accountId: team.organisations.user_id,
              organisationName: team.organisations.name,
              role: team.role === 'owner' ? 'owner' : 'coordinator',
            },
    };
  })().finally(() => inFlight.delete(userId));
  inFlight.set(userId, read);
  return read;
}

export async function fetchUser(client: Client, userId: string): Promise<UserRow> {
  return unwrapFound(
    await client.from('users').select(USER_COLUMNS).eq('id', userId).maybeSingle(),
    'User',
  );
}

export async function fetchPublicProfile(
  client: Client,
  userId: string,
): Promise<PublicProfile | null> {
  return unwrap(
    await client
      .from('users')
      .select('id, name, profile_url, bio, points, average_rating, interests, wwcc')
      .eq('id', userId)
      .maybeSingle(),
  );
}

/**
 * A users row inserted by the account itself, first_login_complete false until the profile is
 * completed. The portal's sign-up no longer needs it (the database makes the row from the sign-up's
 * metadata); an account made without that metadata does.
 */
export async function createUserProfile(
  client: Client,
  profile: { id: string; email: string; name: string; role: Role; profile_url?: string | null },
): Promise<void> {
  const row: TablesInsert<'users'> = {
    id: profile.id,
    email: profile.email.trim(),
    name: profile.name.trim(),
    role: profile.role,
    profile_url: profile.profile_url ?? null,
    first_login_complete: false,
  };
  unwrap(await client.from('users').insert(row));
}

export async function updateUserProfile(
  client: Client,
  userId: string,
  patch: UserProfilePatch,
): Promise<void> {
  unwrap(await client.from('users').update(patch).eq('id', userId));
}

/** Refreshes the caller's own average rating, as the profile screen does before loading. */
export async function calculateAverageRating(client: Client): Promise<number> {
  return Number(unwrap(await client.rpc('calculate_average_rating')));
}

/** profile_url is either a full URL or a path in the avatar bucket (SPEC §3). */
export function resolveProfileUrl(client: Client, profileUrl: string | null): string | null {
  if (!isStoragePath(profileUrl)) return profileUrl === '' ? null : profileUrl;
  return client.storage.from(AVATAR_BUCKET).getPublicUrl(profileUrl).data.publicUrl;
}
