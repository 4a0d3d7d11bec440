import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'shared-domain';
import { fakeSupabase } from 'shared-ui/test/fakeSupabase';
import { application, fakeVolunteerBackend, readsOf } from '../../../../test/fakeVolunteerBackend';
import { renderArea, startUnavailableBackend } from '../../../../test/renderArea';
import { volunteerSignedIn } from '../../../../test/volunteerSession';

jest.setTimeout(30_000);

let unavailable: Awaited<ReturnType<typeof startUnavailableBackend>>;

beforeAll(async () => {
  unavailable = await startUnavailableBackend();
});

afterAll(async () => {
  await unavailable.close();
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderSignedIn(path: string, backend: string | Client) {
  const { store } = renderArea(path, backend);
  act(() => {
    store.dispatch(volunteerSignedIn());
  });
}

function renderScreen(path: string, fake: ReturnType<typeof fakeVolunteerBackend>) {
  const { client, requests } = fakeSupabase(fake.backend);
  renderSignedIn(path, client);
  return requests;
}

/** The applications listed under one group's heading, by task title. */
const groupTitles = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('heading', { level: 3 })
    .map((title) => title.textContent);

test("offers 'Filter by status...' with the four statuses, and says the applications could not be loaded when they cannot be read", async () => {
  const logged = jest.mocked(console.error);
  renderSignedIn('/volunteer/mytasks', unavailable.url);
  const filter = screen.getByRole('combobox', { name: 'Status' });
  expect(filter).toHaveDisplayValue('Filter by status...');
  expect(Array.from(filter.querySelectorAll('option'), (option) => option.textContent)).toEqual([
    'Filter by status...',
    'Pending',
    'Approved',
    'Rejected',
    'Completed',
  ]);
  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent('Your applications could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(screen.queryByText('No applications to display.')).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalled();
});

test('groups the applications of every page read; Show more applications reads the next page', async () => {
  const applications = Array.from({ length: 25 }, (_, index) =>
    application(index + 1, index + 1 === 23 ? { status: 'approved' } : {}),
  );
  const requests = renderScreen('/volunteer/mytasks', fakeVolunteerBackend({ applications }));

  expect(await screen.findByRole('heading', { name: 'Pending Approval' })).toBeVisible();
  expect(groupTitles('Pending Approval')).toHaveLength(20);
  expect(screen.queryByRole('heading', { name: 'Approved Tasks' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Show more applications' }));
  expect(await screen.findByRole('heading', { name: 'Approved Tasks' })).toBeVisible();
  expect(groupTitles('Approved Tasks')).toEqual(['Task 23']);
  expect(groupTitles('Pending Approval')).toHaveLength(24);
  expect(screen.getByRole('button', { name: /^Chat with / })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Show more applications' })).not.toBeInTheDocument();

  const reads = readsOf(requests, '/rest/v1/applications');
  expect(reads).toHaveLength(2);
  expect(reads[0]?.query.get('or')).toBeNull();
  expect(reads[1]?.query.get('or')).toContain(applications[19]?.id);
});

test('Retry reads the applications again after a failed read', async () => {
  const fake = fakeVolunteerBackend({ applications: [application(1)] });
  fake.failing.value = true;
  renderScreen('/volunteer/mytasks', fake);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your applications could not be loaded.');

  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Task 1' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more applications' })).not.toBeInTheDocument();
});

test('with no applications it says so and offers nothing more', async () => {
  renderScreen('/volunteer/mytasks', fakeVolunteerBackend());
  expect(await screen.findByText('No applications to display.')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more applications' })).not.toBeInTheDocument();
});

test('lists the places the volunteer waits for, and the one on offer with when it ends, instead of saying there are none', async () => {
  const place = (n: number, status: 'waiting' | 'offered') => {
    const { task } = application(n);
    if (task === null) throw new Error('no task');
    return {
      id: `place-${n}`,
      status,
      created_at: '2026-11-20T00:00:00Z',
      offer_expires_at: status === 'offered' ? '2026-11-21T09:00:00Z' : null,
      task: { ...task, time_zone: 'UTC' },
    };
  };
  renderScreen(
    '/volunteer/mytasks',
    fakeVolunteerBackend({ waitlistPlaces: [place(1, 'offered'), place(2, 'waiting')] }),
  );
  const line = await screen.findByRole('region', { name: 'On the waitlist' });
  const cards = within(line).getAllByRole('article');
  expect(within(cards[0] as HTMLElement).getByText(/^Place offered until /)).toBeVisible();
  expect(within(cards[1] as HTMLElement).getByText('On the waitlist')).toBeVisible();
  expect(screen.queryByText('No applications to display.')).not.toBeInTheDocument();
});

test('/volunteer/applications is the plain list: no status filter, an error with Retry when nothing can be read', async () => {
  renderSignedIn('/volunteer/applications', unavailable.url);
  expect(screen.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'Your applications could not be loaded.',
  );
  expect(screen.queryByText('No applications to display.')).not.toBeInTheDocument();
});

test('/volunteer/applications lists every application with its status, a page at a time', async () => {
  const fake = fakeVolunteerBackend({
    applications: Array.from({ length: 21 }, (_, index) => application(index + 1)),
  });
  fake.failing.value = true;
  renderScreen('/volunteer/applications', fake);
  const alert = await screen.findByRole('alert');
  fake.failing.value = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  // One card (an article) per application, each with its status: the cards that fill the screen
  // first, the rest of the page a moment later.
  await screen.findByRole('link', { name: 'Task 20' });
  expect(screen.getAllByRole('article')).toHaveLength(20);
  expect(screen.getAllByText('Applied')).toHaveLength(20);

  await userEvent.click(screen.getByRole('button', { name: 'Show more applications' }));
  expect(await screen.findByRole('link', { name: 'Task 21' })).toBeVisible();
  expect(screen.getAllByRole('article')).toHaveLength(21);
  expect(screen.queryByRole('button', { name: 'Show more applications' })).not.toBeInTheDocument();
});
