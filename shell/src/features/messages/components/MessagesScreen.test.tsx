import { createClient } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, signedIn, type ChatListRow, type Database } from 'shared-domain';
import { PortalThemeProvider } from 'shared-ui';
import { chatListApi } from '../api/chatListApi';
import { MessagesScreen } from './MessagesScreen';

const VIEWER = 'volunteer-user';

/** A supabase-js client whose get_chat_list answers with the rows `rows` gives at the time. */
function clientAnswering(rows: () => ChatListRow[]) {
  return createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: async () =>
        new Response(JSON.stringify(rows()), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    },
  });
}

function renderMessages(rows: () => ChatListRow[]) {
  const store = makeStore(clientAnswering(rows));
  store.dispatch(
    signedIn({
      user: { id: VIEWER, email: 'me@example.org' },
      profile: { role: 'volunteer', first_login_complete: true, name: 'Sam', profile_url: null },
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
  return { router, store };
}

const chat: ChatListRow = {
  chat_id: 'chat-1',
  created_at: '2026-11-01T00:00:00Z',
  task_id: 'task-1',
  task_title: 'Beach clean-up',
  org_id: 'org-user',
  org_name: 'Harbour Helpers',
  org_logo_url: null,
  org_profile_url: null,
  volunteer_id: VIEWER,
  volunteer_name: 'Sam Taylor',
  volunteer_profile_url: null,
  last_message_at: null,
  last_message_content: null,
  last_message_sender_id: null,
};

test('chats are grouped by task title, collapsed at first, and a row opens the chat', async () => {
  const { router } = renderMessages(() => [chat]);

  expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByText('Loading chats…')).toBeInTheDocument();
  const group = await screen.findByRole('button', { name: /Beach clean-up/ });
  expect(group).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();

  await userEvent.click(group);
  const row = screen.getByRole('link', { name: /Harbour Helpers/ });
  expect(row).toHaveTextContent('HHHarbour HelpersNo messages yet');
  await userEvent.click(row);
  expect(router.state.location.pathname).toBe('/chat/chat-1');
});

test('without chats the list says so', async () => {
  renderMessages(() => []);
  expect(await screen.findByText('No active chats.')).toBeInTheDocument();
});

test('a live refresh shows the new last message and keeps an opened group open', async () => {
  let rows = [chat];
  const { store } = renderMessages(() => rows);
  await userEvent.click(await screen.findByRole('button', { name: /Beach clean-up/ }));
  expect(screen.getByRole('link', { name: /Harbour Helpers/ })).toHaveTextContent(
    'No messages yet',
  );

  rows = [
    {
      ...chat,
      last_message_at: new Date().toISOString(),
      last_message_content: 'See you Saturday',
      last_message_sender_id: 'org-user',
    },
  ];
  await act(() =>
    store.dispatch(
      chatListApi.endpoints.chatList.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ),
  );

  expect(await screen.findByText('Harbour: See you Saturday • Just now')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Beach clean-up/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
