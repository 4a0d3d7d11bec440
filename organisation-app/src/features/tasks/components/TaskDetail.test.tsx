import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import { fakeTasksBackend, taskApplicant } from '../../../../test/fakeTasksBackend';
import { organisationSignedIn } from '../../../../test/organisationSession';
import { renderArea } from '../../../../test/renderArea';

const OWNER_ID = '00000000-0000-4000-8000-000000000001';
const TASK_ID = '00000000-0000-4000-9000-000000000001';

const task = {
  id: TASK_ID,
  user_id: OWNER_ID,
  organisation_id: 'org-1',
  title: 'Harbour day',
  description: 'Sort donations',
  detailed_description: null,
  location: 'Harbourside Hall',
  task_date: null,
  task_type: 'once-off',
  difficulty: 'easy',
  hours_required: 2,
  points: 50,
  status: false,
  completed: false,
  capacity: 30,
  days_of_week: null,
  number_of_weeks: null,
  applicant_count: 23,
  created_at: '2026-11-01T00:00:00Z',
  organisation: { id: 'org-1', name: 'Harbour Helpers', logo_url: null, user_id: OWNER_ID },
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderTaskDetail(
  applicantCount: number,
  { failing = false, decisions = [] as unknown[] } = {},
) {
  const fake = fakeTasksBackend([], {
    [TASK_ID]: Array.from({ length: applicantCount }, (_, index) => taskApplicant(index + 1)),
  });
  fake.failing.value = failing;
  const { client } = fakeSupabase((request) => {
    if (request.path === '/rest/v1/tasks') return { body: task };
    if (request.path === '/rest/v1/reviews') return { body: [] };
    // Nobody waits for a place (the waitlist has its end-to-end tests).
    if (request.path === '/rest/v1/waitlist_entries') return { body: [] };
    if (request.path === '/rest/v1/task_decisions') return { body: decisions };
    return fake.backend(request);
  });
  const { store } = renderArea(`/organisation/task/${TASK_ID}`, client);
  act(() => {
    store.dispatch(organisationSignedIn());
  });
  return fake;
}

test("the owner's task detail lists the applicants a page at a time", async () => {
  renderTaskDetail(23);
  const list = await screen.findByRole('group', { name: 'Applicants for Harbour day' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  await userEvent.click(
    screen.getByRole('button', { name: 'Show more applicants for Harbour day' }),
  );
  expect(await screen.findByRole('listitem', { name: 'Volunteer 23' })).toBeVisible();
  expect(
    screen.queryByRole('button', { name: 'Show more applicants for Harbour day' }),
  ).not.toBeInTheDocument();
});

test('the task detail says the applicants could not be loaded, with Retry', async () => {
  const fake = renderTaskDetail(2, { failing: true });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The applicants could not be loaded.');
  expect(screen.queryByText('No applicants yet.')).not.toBeInTheDocument();
  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('listitem', { name: 'Volunteer 2' })).toBeVisible();
});

test('the task page shows who of the team decided what (issue #49)', async () => {
  renderTaskDetail(1, {
    decisions: [
      {
        id: 'd1',
        decision: 'approved',
        decided_at: '2026-12-03T09:12:00Z',
        volunteer: { name: 'Val Jones' },
        member: { name: 'Sam Coordinator' },
      },
      {
        id: 'd2',
        decision: 'done',
        decided_at: '2026-12-04T15:00:00Z',
        volunteer: { name: 'Val Jones' },
        member: null,
      },
    ],
  });
  const history = await screen.findByRole('region', { name: 'History' });
  const lines = within(history).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent(
    /^Val Jones: Approved by Sam Coordinator, 3 Dec 2026 \d\d:\d\d$/,
  );
  expect(lines[1]).toHaveTextContent(/^Val Jones: Marked done by A former member, /);
});

test('a task nobody applied for says so', async () => {
  renderTaskDetail(0);
  expect(await screen.findByText('No applicants yet.')).toBeVisible();
});
