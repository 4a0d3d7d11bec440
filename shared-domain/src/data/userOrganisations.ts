import { unwrap, unwrapList, type Client } from './client';
import { compareNames } from '../rules/names';

/** The organisations a volunteer follows. */
export async function fetchLinkedOrganisationIds(
  client: Client,
  userId: string,
): Promise<string[]> {
  const rows = unwrapList(
    await client.from('user_organisations').select('org_id').eq('user_id', userId),
  );
  return rows.map((row) => row.org_id);
}

/** Links the volunteer to the chosen organisations; already-linked ones are left as they are. */
export async function linkOrganisations(
  client: Client,
  userId: string,
  organisationIds: readonly string[],
): Promise<void> {
  if (organisationIds.length === 0) return;
  const rows = [...new Set(organisationIds)].map((org_id) => ({ user_id: userId, org_id }));
  unwrap(
    await client
      .from('user_organisations')
      .upsert(rows, { onConflict: 'user_id,org_id', ignoreDuplicates: true }),
  );
}

/** Stops following an organisation: its open tasks leave the volunteer's list. */
export async function unlinkOrganisation(
  client: Client,
  userId: string,
  organisationId: string,
): Promise<void> {
  unwrap(
    await client
      .from('user_organisations')
      .delete()
      .eq('user_id', userId)
      .eq('org_id', organisationId),
  );
}

export type FollowedOrganisation = { id: string; name: string; logo_url: string | null };

/** The organisations a volunteer follows, by name: the choices of home's Organisation filter. */
export async function fetchFollowedOrganisations(
  client: Client,
  userId: string,
): Promise<FollowedOrganisation[]> {
  const rows = unwrapList(
    await client
      .from('user_organisations')
      .select('organisation:organisations(id, name, logo_url)')
      .eq('user_id', userId),
  );
  return rows
    .flatMap((row) => (row.organisation === null ? [] : [row.organisation]))
    .sort((a, b) => compareNames(a.name, b.name));
}
