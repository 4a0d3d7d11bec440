import type { OrganisationTask, TaskApplicant } from 'shared-domain';
import type { FakeBackend, FakeRequest } from 'shared-ui/test/fakeSupabase';

const HOUR_MS = 3_600_000;
const NEWEST = Date.parse('2026-11-20T12:00:00Z');

/** The n-th newest own task as get_organisation_tasks returns it (n from 1). */
export function ownTask(n: number, overrides: Partial<OrganisationTask> = {}): OrganisationTask {
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    title: `Task ${n}`,
    location: 'Harbourside Hall',
    task_date: null,
    task_type: 'once-off',
    hours_required: 2,
    points: 100,
    status: false,
    completed: false,
    capacity: 3,
    created_at: new Date(NEWEST - n * HOUR_MS).toISOString(),
    organisation_id: 'org-1',
    organisation_name: 'Harbour Helpers',
    organisation_logo_url: null,
    applicant_count: 0,
    applied_count: 0,
    approved_count: 0,
    rejected_count: 0,
    completed_count: 0,
    applicants: [],
    time_zone: 'UTC',
    ...overrides,
  };
}

/** The n-th applicant of a task, in the order they applied (n from 1). */
export function taskApplicant(n: number, overrides: Partial<TaskApplicant> = {}): TaskApplicant {
  return {
    id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
    user_id: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
    status: 'applied',
    created_at: new Date(NEWEST + n * 60_000).toISOString(),
    name: `Volunteer ${n}`,
    profile_url: null,
    booked_elsewhere: false,
    attendance: null,
    ...overrides,
  };
}

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

export type FakeTasksBackend = {
  backend: FakeBackend;
  /** While true, every read model call fails with HTTP 500. */
  failing: { value: boolean };
};

/**
 * The two read models of the organisation's lists, answering from `tasks` (newest first) and each
 * task's `applicants` (in the order they applied), a page after the cursor's row as the database
 * does. My Tasks' filter is not applied: tests that filter give the tasks it should return.
 */
export function fakeTasksBackend(
  tasks: readonly OrganisationTask[],
  applicants: Readonly<Record<string, readonly TaskApplicant[]>> = {},
): FakeTasksBackend {
  const failing = { value: false };
  const backend: FakeBackend = (request) => {
    if (!request.path.startsWith('/rest/v1/rpc/')) return undefined;
    if (failing.value) return { status: 500, body: { message: 'Internal Server Error' } };
    const body = bodyOf(request);
    if (request.path === '/rest/v1/rpc/get_organisation_tasks') {
      return { body: pageAfter(tasks, body.p_before_id, body.p_limit) };
    }
    if (request.path === '/rest/v1/rpc/get_task_applicants') {
      const ofTask = typeof body.p_task_id === 'string' ? (applicants[body.p_task_id] ?? []) : [];
      return { body: pageAfter(ofTask, body.p_after_id, body.p_limit) };
    }
    return undefined;
  };
  return { backend, failing };
}

/** The bodies of the calls made to one read model, in order. */
export function callsTo(requests: readonly FakeRequest[], name: string): Body[] {
  return requests.filter((request) => request.path === `/rest/v1/rpc/${name}`).map(bodyOf);
}
