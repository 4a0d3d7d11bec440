import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  CHAT_PAGE_SIZE,
  makeStore,
  signedIn,
  type ChatPageRow,
  type Database,
  type FunctionArgs,
} from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import { MessagesScreen } from './MessagesScreen';

const VIEWER = 'volunteer-user';

type PageArgs = FunctionArgs<'get_chat_page'>;

/**
 * The backend of these tests: get_chat_page over `chats()` as they are at the time (a page in
 * sort_at and id order after the cursor, as the read model gives it), or the failure `fail()`
 * says; every request's arguments are kept.
 */
function backend(chats: () => ChatPageRow[], fail: (args: PageArgs) => boolean = () => false) {
  const requests: PageArgs[] = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const args = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as PageArgs;
    requests.push(args);
    if (fail(args)) {
      return new Response(JSON.stringify({ message: 'upstream failed', code: 'XX000' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
    const after = (row: ChatPageRow) =>
      args.p_before_at === undefined ||
      row.sort_at < args.p_before_at ||
      (row.sort_at === args.p_before_at && row.chat_id < (args.p_before_id ?? ''));
    const ordered = [...chats()].sort((a, b) =>
      a.sort_at === b.sort_at
        ? b.chat_id.localeCompare(a.chat_id)
        : b.sort_at.localeCompare(a.sort_at),
    );
    const page = ordered.filter(after).slice(0, args.p_limit ?? 30);
    return new Response(JSON.stringify(page), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}

/**
 * A realtime channel that the test drives: subscribed at once, and `announce` delivers a new
 * message to the list's subscription (its first listener: messages; the second hears of chats).
 */
function liveFeed() {
  const listeners: (() => void)[] = [];
  const channel = {
    on(_type: string, _filter: unknown, listener: () => void) {
      listeners.push(listener);
      return channel;
    },
    subscribe(status: (state: string) => void) {
      queueMicrotask(() => status('SUBSCRIBED'));
      return channel;
    },
    unsubscribe: () => Promise.resolve('ok'),
    teardown: () => undefined,
  };
  return {
    channel: channel as unknown as RealtimeChannel,
    announce: () => listeners[0]?.(),
  };
}

function renderMessages(chats: () => ChatPageRow[], fail?: (args: PageArgs) => boolean) {
  const server = backend(chats, fail);
  const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: server.fetch },
  });
  const feed = liveFeed();
  jest.spyOn(client, 'channel').mockReturnValue(feed.channel);
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
      { path: '/volunteer/messages', element: <MessagesScreen /> },
      { path: '/chat/:chatId', element: <h1>Chat screen</h1> },
    ],
    { initialEntries: ['/volunteer/messages'] },
  );
  render(
    <Provider store={store}>
      <PortalThemeProvider>
        <RouterProvider router={router} />
      </PortalThemeProvider>
    </Provider>,
  );
  return { router, requests: server.requests, announce: feed.announce };
}

/** A chat of the viewer with the organisation, created `minute` minutes into the day. */
function chat(n: number, overrides: Partial<ChatPageRow> = {}): ChatPageRow {
  const at = new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString();
  return {
    chat_id: `chat-${String(n).padStart(3, '0')}`,
    task_id: `task-${n}`,
    task_title: 'Beach clean-up',
    other_party_id: 'org-user',
    other_party_name: 'Harbour Helpers',
    other_party_profile_url: null,
    other_party_logo_url: null,
    last_message_content: null,
    last_message_sender_id: null,
    last_message_at: null,
    created_at: at,
    sort_at: at,
    ...overrides,
  };
}

afterEach(() => jest.restoreAllMocks());

test('chats are grouped by task title, collapsed at first, and a row opens the chat', async () => {
  const { router, requests } = renderMessages(() => [chat(1)]);

  expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByText('Loading chats…')).toBeInTheDocument();
  const group = await screen.findByRole('button', { name: /Beach clean-up/ });
  expect(group).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  // One read per visit: the live subscription was there before it, so nothing is read again.
  expect(requests).toEqual([{ p_limit: CHAT_PAGE_SIZE + 1 }]);
  expect(screen.queryByRole('button', { name: 'Show more chats' })).not.toBeInTheDocument();

  await userEvent.click(group);
  const row = screen.getByRole('link', { name: /Harbour Helpers/ });
  expect(row).toHaveTextContent('HHHarbour HelpersNo messages yet');
  await userEvent.click(row);
  expect(router.state.location.pathname).toBe('/chat/chat-001');
});

test('without chats the list says so', async () => {
  renderMessages(() => []);
  expect(await screen.findByText('No active chats.')).toBeInTheDocument();
});

test('a live refresh shows the new last message and keeps an opened group open', async () => {
  let rows = [chat(1)];
  const { announce, requests } = renderMessages(() => rows);
  await userEvent.click(await screen.findByRole('button', { name: /Beach clean-up/ }));
  expect(screen.getByRole('link', { name: /Harbour Helpers/ })).toHaveTextContent(
    'No messages yet',
  );

  const now = new Date().toISOString();
  rows = [
    chat(1, {
      last_message_at: now,
      last_message_content: 'See you Saturday',
      last_message_sender_id: 'org-user',
      sort_at: now,
    }),
  ];
  act(() => announce());

  expect(await screen.findByText('Harbour: See you Saturday • Just now')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Beach clean-up/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(requests).toHaveLength(2);
});

test('Show more chats reads the next page after the last chat shown, and live refreshes keep it', async () => {
  const chats = Array.from({ length: CHAT_PAGE_SIZE + 5 }, (_, index) => chat(index + 1));
  let rows = chats;
  const { announce, requests } = renderMessages(() => rows);
  await userEvent.click(await screen.findByRole('button', { name: /Beach clean-up/ }));
  expect(screen.getAllByRole('link')).toHaveLength(CHAT_PAGE_SIZE);

  await userEvent.click(screen.getByRole('button', { name: 'Show more chats' }));
  await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(CHAT_PAGE_SIZE + 5));
  const newest = chats[chats.length - 1];
  const lastOfFirstPage = chats[5];
  expect(requests[1]).toEqual({
    p_limit: CHAT_PAGE_SIZE + 1,
    p_before_at: lastOfFirstPage?.sort_at,
    p_before_id: lastOfFirstPage?.chat_id,
    p_as_of: newest?.sort_at,
  });
  expect(screen.queryByRole('button', { name: 'Show more chats' })).not.toBeInTheDocument();

  // A message in the oldest chat: the fresh first page brings it to the top, the rest stay.
  const now = new Date().toISOString();
  rows = [
    ...chats.slice(1),
    chat(1, {
      last_message_at: now,
      last_message_content: 'Back again',
      last_message_sender_id: 'org-user',
      sort_at: now,
    }),
  ];
  act(() => announce());
  expect(await screen.findByText(/Back again/)).toBeInTheDocument();
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(CHAT_PAGE_SIZE + 5);
  expect(links[0]).toHaveAttribute('href', '/chat/chat-001');
});

test('a failed read is shown as an error with Retry, never as an empty list', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let failing = true;
  const { requests } = renderMessages(
    () => [chat(1)],
    () => failing,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your chats could not be loaded.');
  expect(screen.queryByText('No active chats.')).not.toBeInTheDocument();
  expect(screen.queryByText('Loading chats…')).not.toBeInTheDocument();

  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: /Beach clean-up/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

test('a failed further page keeps the chats shown and offers Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let failing = true;
  const chats = Array.from({ length: CHAT_PAGE_SIZE + 2 }, (_, index) => chat(index + 1));
  renderMessages(
    () => chats,
    (args) => failing && args.p_before_at !== undefined,
  );
  await userEvent.click(await screen.findByRole('button', { name: /Beach clean-up/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Show more chats' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('More chats could not be loaded.');
  expect(screen.getAllByRole('link')).toHaveLength(CHAT_PAGE_SIZE);

  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(CHAT_PAGE_SIZE + 2));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
