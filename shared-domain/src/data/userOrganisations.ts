import { unwrap, unwrapList, type Client } from './client';

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
