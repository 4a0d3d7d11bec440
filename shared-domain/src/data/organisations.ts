import { DEFAULT_ORGANISATION_TYPE } from '../constants';
import type { Tables, TablesUpdate } from '../database';
import { unwrap, unwrapFound, unwrapList, type Client } from './client';
import {
  cursorPageBy,
  cursorPageLimit,
  keysetAfterFilter,
  type CursorPage,
  type CursorPageOptions,
} from './cursorPaging';

export type OrganisationRow = Tables<'organisations'>;
export type OrganisationSummary = Pick<OrganisationRow, 'id' | 'name' | 'logo_url'>;

/** What the owning account may change of its organisation: the columns granted for update. */
export type OrganisationPatch = Pick<
  TablesUpdate<'organisations'>,
  | 'name'
  | 'type'
  | 'logo_url'
  | 'mission'
  | 'website'
  | 'abn'
  | 'instagram'
  | 'facebook'
  | 'tiktok'
  | 'remind_day_before'
  | 'remind_two_hours_before'
>;

const ORGANISATION_COLUMNS =
  'id, name, type, logo_url, user_id, mission, website, abn, created_at, instagram, facebook, tiktok, remind_day_before, remind_two_hours_before';

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

/** Organisations on one page of the selection grid. */
export const ORGANISATIONS_PAGE_SIZE = 24;

/** Where the next page of the organisation grid starts: the name and id of the last one shown. */
export type OrganisationCursor = { name: string; id: string };

/** `text` matched literally inside a LIKE pattern: its wildcards and the escape character escaped. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/**
 * One page of the organisations for the selection grid, by name, those whose name contains
 * `search` (ignoring case) when one is given; `after` is the last page's `next`.
 */
export async function fetchOrganisationsPage(
  client: Client,
  options: CursorPageOptions<OrganisationCursor> & { search?: string } = {},
): Promise<CursorPage<OrganisationSummary, OrganisationCursor>> {
  const limit = cursorPageLimit(options.limit, ORGANISATIONS_PAGE_SIZE);
  let query = client.from('organisations').select('id, name, logo_url');
  const search = options.search?.trim() ?? '';
  if (search !== '') query = query.ilike('name', `%${likeLiteral(search)}%`);
  if (options.after) {
    const { name, id } = options.after;
    query = query.gte('name', name).or(keysetAfterFilter('name', name, id, 'asc'));
  }
  return cursorPageBy(
    unwrapList(
      await query
        .order('name')
        .order('id')
        .limit(limit + 1),
    ),
    limit,
    (organisation) => ({ name: organisation.name, id: organisation.id }),
  );
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

export type OrganisationStats = { tasksPosted: number; applicants: number; joined: string };

/** The profile's stats (SPEC §2): Tasks Posted, Applicants over those tasks, and the Joined date. */
export async function fetchOrganisationStats(
  client: Client,
  organisation: Pick<OrganisationRow, 'id' | 'created_at'>,
): Promise<OrganisationStats> {
  const rows = unwrapList(
    await client.rpc('get_organisation_stats', { p_organisation_id: organisation.id }),
  );
  const [counts] = rows;
  return {
    tasksPosted: counts?.tasks_posted ?? 0,
    applicants: counts?.applicants ?? 0,
    joined: organisation.created_at,
  };
}

/** What the organisation's dashboard says needs doing (issue #19), over its own tasks. */
export type OrganisationTodo = {
  /** Applications waiting for Approve or Reject on tasks not yet completed. */
  applicantsWaiting: number;
  /** Own tasks, not completed, dated in the next seven days. */
  tasksThisWeek: number;
  /** Volunteers marked Done who have not been reviewed for that task yet. */
  reviewsOwed: number;
};

/** The signed-in organisation's to-do counts (get_organisation_todo), in one request. */
export async function fetchOrganisationTodo(client: Client): Promise<OrganisationTodo> {
  const [counts] = unwrapList(await client.rpc('get_organisation_todo'));
  return {
    applicantsWaiting: counts?.applicants_waiting ?? 0,
    tasksThisWeek: counts?.tasks_this_week ?? 0,
    reviewsOwed: counts?.reviews_owed ?? 0,
  };
}
