import type {
  MyApplication,
  MyWaitlistPlace,
  OpenTask,
  OrganisationSummary,
  RedemptionRow,
  UserRow,
} from 'shared-domain';
import type { FakeBackend, FakeReply, FakeRequest } from 'shared-ui/test/fakeSupabase';

/** The signed-in volunteer of these tests. */
export const VOLUNTEER_ID = '00000000-0000-4000-8000-000000000001';

const MINUTE_MS = 60_000;
const NEWEST = Date.parse('2026-11-20T12:00:00Z');

const uuid = (group: string, n: number) =>
  `00000000-0000-4000-${group}-${String(n).padStart(12, '0')}`;

/** An open task as get_open_tasks returns it; no application of the volunteer unless told. */
export type OpenTaskRow = Omit<OpenTask, 'my_application_status'> & {
  my_application_status: string | null;
};

/** The n-th open task of the list, in the order the database sorts them (n from 1). */
export function openTask(n: number, overrides: Partial<OpenTaskRow> = {}): OpenTaskRow {
  return {
    id: uuid('9000', n),
    title: `Task ${n}`,
    description: `What task ${n} is about`,
    location: 'Harbourside Hall',
    task_date: null,
    task_type: 'once-off',
    difficulty: 'easy',
    days_of_week: [],
    hours_required: 2,
    points: 50,
    status: false,
    capacity: 3,
    created_at: new Date(NEWEST - n * MINUTE_MS).toISOString(),
    organisation_id: 'org-1',
    organisation_name: 'Harbour Helpers',
    organisation_logo_url: '',
    applicant_count: 0,
    my_application_status: null,
    interests: [],
    places_taken: 0,
    matched_interests: [],
    worked_with_organisation: false,
    relevance: 0,
    time_zone: 'UTC',
    places_free: 3,
    my_waitlist_status: null,
    ...overrides,
  };
}

/** The volunteer's n-th newest application (n from 1), pending on an undated task. */
export function application(n: number, overrides: Partial<MyApplication> = {}): MyApplication {
  const taskId = uuid('9000', n);
  return {
    id: uuid('a000', n),
    status: 'applied',
    created_at: new Date(NEWEST - n * MINUTE_MS).toISOString(),
    task_id: taskId,
    task: {
      id: taskId,
      title: `Task ${n}`,
      description: `What task ${n} is about`,
      location: 'Harbourside Hall',
      task_date: null,
      time_zone: 'UTC',
      points: 50,
      hours_required: 2,
      status: false,
      completed: false,
      user_id: uuid('b000', 1),
      organisation: { id: uuid('d000', 1), name: 'Harbour Helpers', logo_url: null },
    },
    ...overrides,
  };
}

/** The volunteer's n-th newest redemption (n from 1). */
export function redemption(n: number, overrides: Partial<RedemptionRow> = {}): RedemptionRow {
  return {
    id: uuid('c000', n),
    user_id: VOLUNTEER_ID,
    item_id: `item-${n}`,
    item_title: `Treat ${n}`,
    cost: 50,
    created_at: new Date(NEWEST - n * MINUTE_MS).toISOString(),
    voucher_code: `C0DE0000${String(n).padStart(4, '0')}`,
    ...overrides,
  };
}

/** The n-th organisation by name (n from 1). */
export function organisation(n: number): OrganisationSummary {
  return {
    id: uuid('d000', n),
    name: `Organisation ${String(n).padStart(3, '0')}`,
    logo_url: null,
  };
}

/** A review as get_volunteer_reviews returns it: the n-th newest (n from 1). */
export type ReviewResult = {
  id: string;
  task_id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  organisation_name: string | null;
  organisation_logo_url: string | null;
  task_title: string | null;
};

export function review(n: number): ReviewResult {
  return {
    id: uuid('e000', n),
    task_id: uuid('9000', n),
    rating: 5,
    comment: `Review ${n}`,
    created_at: new Date(NEWEST - n * MINUTE_MS).toISOString(),
    organisation_name: `Reviewer ${n}`,
    organisation_logo_url: null,
    task_title: `Task ${n}`,
  };
}

/** The volunteer's users row. */
export function volunteerRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: VOLUNTEER_ID,
    name: 'Val Jones',
    role: 'volunteer',
    profile_url: null,
    created_at: '2026-11-01T00:00:00Z',
    bio: 'Weekend volunteer.',
    interests: null,
    wwcc: false,
    first_login_complete: true,
    role_in_org: null,
    points: 1000,
    average_rating: 4.5,
    completed_count: 0,
    ...overrides,
  };
}

export type VolunteerData = {
  openTasks?: OpenTaskRow[];
  applications?: MyApplication[];
  waitlistPlaces?: MyWaitlistPlace[];
  redemptions?: RedemptionRow[];
  organisations?: OrganisationSummary[];
  reviews?: ReviewResult[];
  user?: UserRow;
  linkedOrganisationIds?: string[];
};

export type FakeVolunteerBackend = {
  backend: FakeBackend;
  /** While true, every paged list read fails with HTTP 500; the other reads still answer. */
  failing: { value: boolean };
  /** The data the backend answers from; tests may change them between reads. */
  data: Required<VolunteerData>;
};

type Body = Record<string, unknown>;

function bodyOf(request: FakeRequest): Body {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Body) : {};
}

/** The rows after the cursor's row (the whole list without one), at most `limit`. */
function pageAfter<Row extends { id: string }>(
  rows: readonly Row[],
  cursorId: unknown,
  limit: unknown,
): Row[] {
  const start = typeof cursorId === 'string' ? rows.findIndex((row) => row.id === cursorId) + 1 : 0;
  return rows.slice(start, start + (typeof limit === 'number' ? limit : 20));
}

/** A keyset read of a table: the id in its `or` filter marks the last row of the previous page. */
function tablePage<Row extends { id: string }>(rows: readonly Row[], query: URLSearchParams) {
  const cursorId = /id\.(?:lt|gt)\."([^"]+)"/.exec(query.get('or') ?? '')?.[1];
  const limit = query.get('limit');
  return pageAfter(rows, cursorId, limit === null ? undefined : Number(limit));
}

const LIST_READS = new Set([
  '/rest/v1/rpc/get_open_tasks',
  '/rest/v1/rpc/get_volunteer_reviews',
  '/rest/v1/applications',
  '/rest/v1/redemptions',
  '/rest/v1/organisations',
]);

/**
 * The volunteer's backend in memory: each list answers a page after the cursor's row, as the
 * database does, in the order the data are given (search and sort are not applied); the user, the
 * reward menu and the links answer too. Redeeming adds a redemption at the top of the list.
 */
export function fakeVolunteerBackend(initial: VolunteerData = {}): FakeVolunteerBackend {
  const data: Required<VolunteerData> = {
    openTasks: [],
    applications: [],
    waitlistPlaces: [],
    redemptions: [],
    organisations: [],
    reviews: [],
    user: volunteerRow(),
    linkedOrganisationIds: [],
    ...initial,
  };
  const failing = { value: false };
  const backend: FakeBackend = (request): FakeReply | undefined => {
    if (failing.value && LIST_READS.has(request.path)) {
      return { status: 500, body: { message: 'Internal Server Error' } };
    }
    const body = bodyOf(request);
    switch (request.path) {
      case '/rest/v1/rpc/get_open_tasks':
        return { body: pageAfter(data.openTasks, body.p_after_id, body.p_limit) };
      case '/rest/v1/rpc/get_volunteer_reviews':
        return { body: pageAfter(data.reviews, body.p_before_id, body.p_limit) };
      case '/rest/v1/applications':
        return { body: tablePage(data.applications, request.query) };
      case '/rest/v1/redemptions':
        return { body: tablePage(data.redemptions, request.query) };
      case '/rest/v1/waitlist_entries':
        return { body: data.waitlistPlaces };
      case '/rest/v1/organisations':
        return { body: tablePage(data.organisations, request.query) };
      case '/rest/v1/users':
        return { body: data.user };
      case '/rest/v1/rpc/get_open_reminders':
        // No reminder awaits an answer ("Still coming?" has its end-to-end tests).
        return { body: [] };
      case '/rest/v1/reviews':
        // The public profile's review count (a HEAD request; no count header reads as 0).
        return { body: [] };
      case '/rest/v1/reward_items':
        return {
          body: [
            {
              id: 'pie',
              title: 'Meat Pie',
              cost: 500,
              emoji: '🥧',
              category: 'Hot Food',
              sort_order: 1,
            },
          ],
        };
      case '/rest/v1/user_organisations': {
        // Following (an upsert of rows) links the organisations, as the database would.
        if (request.method === 'POST' && Array.isArray(request.body)) {
          const followed = (request.body as { org_id?: unknown }[])
            .map((row) => row.org_id)
            .filter((id): id is string => typeof id === 'string');
          data.linkedOrganisationIds = [...new Set([...data.linkedOrganisationIds, ...followed])];
          return { status: 201, body: null };
        }
        return { body: data.linkedOrganisationIds.map((id) => ({ org_id: id })) };
      }
      case '/rest/v1/rpc/calculate_average_rating':
        return { body: data.user.average_rating };
      case '/rest/v1/rpc/apply_for_task': {
        data.openTasks = data.openTasks.map((task) =>
          task.id === body.p_task_id ? { ...task, my_application_status: 'applied' } : task,
        );
        return { body: { id: 'new-application', task_id: body.p_task_id, status: 'applied' } };
      }
      case '/rest/v1/rpc/redeem_reward': {
        const redeemed = redemption(0, {
          id: uuid('c000', 999),
          item_id: String(body.p_item_id),
          item_title: 'Meat Pie',
          cost: 500,
          created_at: new Date(NEWEST + MINUTE_MS).toISOString(),
        });
        data.redemptions = [redeemed, ...data.redemptions];
        data.user = { ...data.user, points: data.user.points - redeemed.cost };
        return { body: [{ ...redeemed, remaining_points: data.user.points }] };
      }
      default:
        return undefined;
    }
  };
  return { backend, failing, data };
}

/** The requests made to one path (e.g. '/rest/v1/redemptions'), in order. */
export function readsOf(requests: readonly FakeRequest[], path: string): FakeRequest[] {
  return requests.filter((request) => request.path === path);
}

/** The bodies of the calls made to one RPC, in order. */
export function callsTo(requests: readonly FakeRequest[], name: string): Body[] {
  return readsOf(requests, `/rest/v1/rpc/${name}`).map(bodyOf);
}
