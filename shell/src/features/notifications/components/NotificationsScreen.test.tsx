import { createClient } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, signedIn, type Database, type NotificationRow } from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import { NotificationsScreen } from './NotificationsScreen';

const VIEWER = 'volunteer-user';

type Request = { method: string; url: URL; body: unknown };

/**
 * The REST API of these tests: the notifications table as `rows()` holds it (newest first, the page
 * PostgREST would give), or a failure while `failing()`; every request is kept.
 */
function backend(rows: () => NotificationRow[], failing: () => boolean = () => false) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString());
    const method = init?.method ?? 'GET';
    requests.push({
      method,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    if (failing()) {
      return new Response(JSON.stringify({ message: 'upstream failed', code: 'XX000' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (method === 'PATCH') return new Response(null, { status: 204 });
    const limit = Number(url.searchParams.get('limit') ?? '21');
    return new Response(JSON.stringify(rows().slice(0, limit)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}

function renderCentre(rows: () => NotificationRow[], failing?: () => boolean) {
  const server = backend(rows, failing);
  const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: server.fetch },
  });
  const store = makeStore(client);
  store.dispatch(
    signedIn({
      user: { id: VIEWER, email: 'me@example.org' },
      profile: {
        role: 'volunteer',
        first_login_complete: true,
        name: 'Sam',
        profile_url: null,
        team: null,
      },
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/volunteer/notifications', element: <NotificationsScreen /> },
      { path: '/volunteer/task/:id', element: <h1>Task screen</h1> },
      { path: '/volunteer/notifications/settings', element: <h1>Settings screen</h1> },
    ],
    { initialEntries: ['/volunteer/notifications'] },
  );
  render(
    <Provider store={store}>
      <PortalThemeProvider>
        <RouterProvider router={router} />
      </PortalThemeProvider>
    </Provider>,
  );
  return { router, requests: server.requests };
}

const now = Date.now();

function notification(
  id: string,
  hoursAgo: number,
  overrides: Partial<NotificationRow> = {},
): NotificationRow {
  return {
    id,
    kind: 'application_approved',
    title: 'Application approved',
    body: `You're in for Task ${id}.`,
    link: `/volunteer/task/task-${id}`,
    created_at: new Date(now - hoursAgo * 3_600_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

test('lists notifications newest first under their day, the unread ones marked', async () => {
  renderCentre(() => [
    notification('a', 0),
    notification('b', 50, { read_at: new Date(now).toISOString(), title: 'Task changed' }),
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  const today = await screen.findByRole('region', { name: 'Today' });
  expect(within(today).getByRole('link')).toHaveTextContent(
    "Unread: Application approvedYou're in for Task a.",
  );
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[1]).toHaveTextContent('Task changed');
  expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();
});

test('opening an item reads it and opens its task', async () => {
  const { router, requests } = renderCentre(() => [notification('a', 1)]);
  await userEvent.click(await screen.findByRole('link', { name: /Application approved/ }));
  expect(router.state.location.pathname).toBe('/volunteer/task/task-a');
  const patch = requests.find((request) => request.method === 'PATCH');
  expect(patch?.url.searchParams.get('id')).toBe('in.(a)');
  expect(patch?.url.searchParams.get('read_at')).toBe('is.null');
});

test('Mark all as read marks every unread notification of the viewer', async () => {
  const { requests } = renderCentre(() => [notification('a', 1), notification('b', 2)]);
  await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
  const patch = requests.find((request) => request.method === 'PATCH');
  expect(patch?.url.searchParams.get('user_id')).toBe(`eq.${VIEWER}`);
  expect(patch?.url.searchParams.get('read_at')).toBe('is.null');
  expect(patch?.url.searchParams.has('id')).toBe(false);
  expect(patch?.body).toEqual({ read_at: expect.any(String) });
});

test('an empty centre says what will arrive there, and Mark all as read has nothing to do', async () => {
  renderCentre(() => []);
  expect(await screen.findByText(/^Nothing here yet\. Approvals, reminders/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/volunteer/notifications/settings',
  );
});

test('a failed read is said as a failure with Retry, never as an empty centre', async () => {
  let failing = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCentre(
    () => [notification('a', 1)],
    () => failing,
  );
  expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByText(/Nothing here yet/)).not.toBeInTheDocument();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Application approved/ })).toBeInTheDocument();
});
