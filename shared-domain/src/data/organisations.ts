import { DEFAULT_ORGANISATION_TYPE } from '../constants';
import type { Tables, TablesUpdate } from '../database';
import { unwrap, unwrapCount, unwrapFound, unwrapList, type Client } from './client';

export type OrganisationRow = Tables<'organisations'>;
export type OrganisationSummary = Pick<OrganisationRow, 'id' | 'name' | 'logo_url'>;

/** What the owning account may change of its organisation: the columns granted for update. */
export type OrganisationPatch = Pick<
  TablesUpdate<'organisations'>,
  'name' | 'type' | 'logo_url' | 'mission' | 'website' | 'abn' | 'instagram' | 'facebook' | 'tiktok'
>;

const ORGANISATION_COLUMNS =
  'id, name, type, logo_url, user_id, mission, website, abn, created_at, instagram, facebook, tiktok';

/**
 * An organisation row inserted by its account, with signup's default type 'Other' (SPEC §3). The
 * portal's sign-up no longer needs it: the database makes the row from the sign-up's metadata.
 */
export async function createOrganisation(
  client: Client,
  organisation: { name: string; userId: string },
): Promise<OrganisationRow> {
  return unwrapFound(
    await client
      .from('organisations')
      .insert({
        name: organisation.name.trim(),
        user_id: organisation.userId,
        type: DEFAULT_ORGANISATION_TYPE,
      })
      .select(ORGANISATION_COLUMNS)
      .single(),
    'Organisation',
  );
}

export async function updateOrganisationByOwner(
  client: Client,
  ownerUserId: string,
  patch: OrganisationPatch,
): Promise<void> {
  unwrap(await client.from('organisations').update(patch).eq('user_id', ownerUserId));
}

/** Every organisation for the selection grid, by name. */
export async function listOrganisations(client: Client): Promise<OrganisationSummary[]> {
  return unwrapList(await client.from('organisations').select('id, name, logo_url').order('name'));
}

export async function fetchOrganisation(
  client: Client,
  organisationId: string,
): Promise<OrganisationRow | null> {
  return unwrap(
    await client
      .from('organisations')
      .select(ORGANISATION_COLUMNS)
      .eq('id', organisationId)
      .maybeSingle(),
  );
}

export async function fetchOrganisationByOwner(
  client: Client,
  ownerUserId: string,
): Promise<OrganisationRow | null> {
  return unwrap(
    await client
      .from('organisations')
      .select(ORGANISATION_COLUMNS)
      .eq('user_id', ownerUserId)
      .maybeSingle(),
  );
}

/** Organisations by their owning accounts, e.g. the logos of chat partners. */
export async function fetchOrganisationsByOwners(
  client: Client,
  ownerUserIds: readonly string[],
): Promise<Pick<OrganisationRow, 'id' | 'name' | 'logo_url' | 'user_id'>[]> {
  if (ownerUserIds.length === 0) return [];
  return unwrapList(
    await client
      .from('organisations')
      .select('id, name, logo_url, user_id')
      .in('user_id', [...new Set(ownerUserIds)]),
  );
}

export type OrganisationStats = { tasksPosted: number; applicants: number; joined: string };

/** The profile's stats (SPEC §2): Tasks Posted, Applicants over those tasks, and the Joined date. */
export async function fetchOrganisationStats(
  client: Client,
  organisation: Pick<OrganisationRow, 'id' | 'created_at'>,
): Promise<OrganisationStats> {
  const [posted, tasks] = await Promise.all([
    client
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('organisation_id', organisation.id),
    client.from('tasks').select('applicant_count').eq('organisation_id', organisation.id),
  ]);
  const applicants = unwrapList(tasks).reduce((sum, task) => sum + task.applicant_count, 0);
  return { tasksPosted: unwrapCount(posted), applicants, joined: organisation.created_at };
}
