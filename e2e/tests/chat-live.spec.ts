import { expect, test, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { backendEnv } from '../support/backendEnv';
import { DEMO, signInAs } from '../support/signIn';

const DEMO_VOLUNTEER_ID = '00000000-0000-4000-a000-000000000001';
const DEMO_ORGANISATION_ID = '00000000-0000-4000-a000-000000000002';
/** A seeded volunteer with no part in the demo pair's chat (supabase/seed.sql). */
const OUTSIDER = { email: 'ava.thompson@demo.local', password: 'Password1!' };

/** Live means within a couple of seconds, well before any periodic refresh could show it. */
const LIVE_MS = 3_000;

type Credentials = { email: string; password: string };

async function sessionOf({ email, password }: Credentials): Promise<{ access_token: string }> {
  const { apiUrl, anonKey } = backendEnv();
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: HTTP ${response.status}`);
  return (await response.json()) as { access_token: string };
}

const tokenOf = async (credentials: Credentials) => (await sessionOf(credentials)).access_token;

/** Hands a seeded account's session to the portal the way supabase-js keeps it, as signInAs does. */
async function signInWithPassword(page: Page, credentials: Credentials) {
  const session = await sessionOf(credentials);
  const storageKey = `sb-${new URL(backendEnv().apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.goto('/signin');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const);
}

async function rest<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const { apiUrl, anonKey } = backendEnv();
  const response = await fetch(`${apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type ChatListRow = { chat_id: string; org_id: string; task_title: string };

/** The demo volunteer's chat with the demo organisation, opened from one of their applications if the seed has none. */
async function demoPairChat(): Promise<{ chatId: string; taskTitle: string }> {
  const volunteer = await tokenOf(DEMO.volunteer);
  const chats = await rest<ChatListRow[]>(volunteer, 'rpc/get_chat_list', { method: 'POST' });
  const existing = chats.find((chat) => chat.org_id === DEMO_ORGANISATION_ID);
  if (existing !== undefined) return { chatId: existing.chat_id, taskTitle: existing.task_title };
  const applications = await rest<{ task_id: string; tasks: { title: string } }[]>(
    volunteer,
    `applications?select=task_id,tasks!inner(title,user_id)&user_id=eq.${DEMO_VOLUNTEER_ID}&tasks.user_id=eq.${DEMO_ORGANISATION_ID}&limit=1`,
  );
  const application = applications[0];
  if (application === undefined)
    throw new Error('The seed links the demo volunteer to no task of the demo organisation.');
  const [chat] = await rest<{ id: string }[]>(volunteer, 'chats', {
    method: 'POST',
    body: JSON.stringify({
      org_id: DEMO_ORGANISATION_ID,
      volunteer_id: DEMO_VOLUNTEER_ID,
      task_id: application.task_id,
    }),
  });
  if (chat === undefined) throw new Error('The chat could not be created.');
  return { chatId: chat.id, taskTitle: application.tasks.title };
}

async function signedInPage(browser: Browser, role: keyof typeof DEMO): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

function bubble(page: Page, text: string) {
  return page.getByRole('listitem').filter({ hasText: text });
}

test('a volunteer and an organisation chat live in both directions and their lists follow', async ({
  browser,
}) => {
  const { chatId, taskTitle } = await demoPairChat();
  const stamp = Date.now();
  const fromVolunteer = `Hello from Sam ${stamp}`;
  const fromOrganisation = `Hi Sam, see you Saturday ${stamp}`;
  const toTheList = `Bring gloves ${stamp}`;
  const answer = `Will do ${stamp}`;

  const volunteer = await signedInPage(browser, 'volunteer');
  const organisation = await signedInPage(browser, 'organisation');
  await volunteer.goto(`/chat/${chatId}`);
  await organisation.goto(`/chat/${chatId}`);

  await expect(volunteer.getByRole('heading', { name: 'Olivia' })).toBeVisible();
  await expect(volunteer.getByText('Active now')).toBeVisible();
  await expect(volunteer.getByPlaceholder('Send a message to Olivia...')).toBeVisible();
  await expect(organisation.getByPlaceholder('Send a message to Sam...')).toBeVisible();

  await send(volunteer, `   ${fromVolunteer}   `);
  await expect(bubble(volunteer, fromVolunteer)).toHaveAttribute('data-own', 'true');
  await expect(bubble(organisation, fromVolunteer)).toHaveAttribute('data-own', 'false');
  await expect(bubble(organisation, fromVolunteer)).toContainText('Just now');

  await organisation.getByRole('textbox', { name: 'Message' }).fill(fromOrganisation);
  await organisation.getByRole('button', { name: 'Send' }).click();
  await expect(bubble(organisation, fromOrganisation)).toHaveAttribute('data-own', 'true');
  await expect(bubble(volunteer, fromOrganisation)).toHaveAttribute('data-own', 'false');

  // Whitespace alone is never sent.
  const bubbles = volunteer.locator('li[data-own]');
  const before = await bubbles.count();
  await send(volunteer, '    ');
  await expect(volunteer.getByRole('textbox', { name: 'Message' })).toHaveValue('    ');
  await expect(bubbles).toHaveCount(before);

  // The stored rows replaced the temporary ones: a reload shows each message once.
  await volunteer.reload();
  await expect(bubble(volunteer, fromVolunteer)).toHaveCount(1);
  await expect(bubble(volunteer, fromOrganisation)).toHaveCount(1);

  await volunteer.getByRole('button', { name: 'Back' }).click();
  await expect(volunteer).toHaveURL('/volunteer/messages');
  await expect(volunteer.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const group = volunteer.getByRole('button', { name: new RegExp(escapeRegExp(taskTitle)) });
  await expect(group.first()).toHaveAttribute('aria-expanded', 'false');
  await group.first().click();
  const volunteerRow = volunteer.getByRole('link', { name: /Olivia/ }).first();
  await expect(volunteerRow).toContainText(`Olivia: ${fromOrganisation} • Just now`);

  // The volunteer's open list follows the organisation's next message without a reload.
  await organisation.getByRole('textbox', { name: 'Message' }).fill(toTheList);
  await organisation.getByRole('button', { name: 'Send' }).click();
  await expect(volunteerRow).toContainText(`Olivia: ${toTheList} • Just now`, {
    timeout: LIVE_MS,
  });

  await organisation.goto('/organisation/messages');
  await organisation
    .getByRole('button', { name: new RegExp(escapeRegExp(taskTitle)) })
    .first()
    .click();
  const organisationRow = organisation.getByRole('link', { name: /Sam Taylor/ }).first();
  await expect(organisationRow).toContainText(`You: ${toTheList} • Just now`);

  // And the organisation's open list follows the volunteer's answer.
  await volunteerRow.click();
  await expect(volunteer).toHaveURL(`/chat/${chatId}`);
  await send(volunteer, answer);
  await expect(bubble(volunteer, answer)).toHaveAttribute('data-own', 'true');
  await expect(organisationRow).toContainText(`Sam: ${answer} • Just now`, { timeout: LIVE_MS });

  await organisation.setViewportSize({ width: 360, height: 740 });
  await organisation.screenshot({
    path: test.info().outputPath('messages-360.png'),
    fullPage: true,
  });
  await organisationRow.click();
  await expect(organisation).toHaveURL(`/chat/${chatId}`);
  await expect(bubble(organisation, answer)).toBeVisible();
  await organisation.screenshot({ path: test.info().outputPath('chat-360.png') });
  await organisation.setViewportSize({ width: 1280, height: 800 });
  await organisation.screenshot({ path: test.info().outputPath('chat-1280.png') });

  await volunteer.context().close();
  await organisation.context().close();
});

test('a user outside the chat sees nothing of it, on screen or through the API', async ({
  page,
}) => {
  const { chatId } = await demoPairChat();
  const outsider = await tokenOf(OUTSIDER);
  expect(await rest<unknown[]>(outsider, `messages?chat_id=eq.${chatId}&select=content`)).toEqual(
    [],
  );
  expect(await rest<unknown[]>(outsider, `chats?id=eq.${chatId}&select=id`)).toEqual([]);

  await signInWithPassword(page, OUTSIDER);
  await page.goto(`/chat/${chatId}`);
  await expect(page.getByText('Chat not found.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(page.getByText('Hello from Sam')).toHaveCount(0);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A page whose realtime socket can be cut: while `offline` is set, every socket is closed and new
 * ones are refused, as when a phone loses its signal; clearing it lets realtime-js reconnect.
 */
async function pageWithDroppableRealtime(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  const state = { offline: false };
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    if (state.offline) {
      void socket.close({ code: 4000, reason: 'offline' });
      return;
    }
    open.push({ page: socket, server: socket.connectToServer() });
  });
  const drop = async () => {
    state.offline = true;
    for (const socket of open.splice(0)) {
      await socket.server.close();
      await socket.page.close({ code: 4000, reason: 'offline' });
    }
  };
  const reconnect = () => {
    state.offline = false;
  };
  return { page, drop, reconnect };
}

async function postAsOrganisation(chatId: string, content: string) {
  const organisation = await tokenOf(DEMO.organisation);
  await rest(organisation, 'messages', {
    method: 'POST',
    body: JSON.stringify({ chat_id: chatId, sender_id: DEMO_ORGANISATION_ID, content }),
  });
}

test('messages sent while the connection was down appear in the chat and the list once they subscribe again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { chatId, taskTitle } = await demoPairChat();
  const stamp = Date.now();
  const chat = await pageWithDroppableRealtime(browser);
  const list = await pageWithDroppableRealtime(browser);
  await signInAs(chat.page, 'volunteer');
  await signInAs(list.page, 'volunteer');
  await chat.page.goto(`/chat/${chatId}`);
  await list.page.goto('/volunteer/messages');
  await list.page
    .getByRole('button', { name: new RegExp(escapeRegExp(taskTitle)) })
    .first()
    .click();
  const row = list.page.getByRole('link', { name: /Olivia/ }).first();

  // Live first: a message arrives without a reload.
  const before = `Before the drop ${stamp}`;
  await postAsOrganisation(chatId, before);
  await expect(bubble(chat.page, before)).toBeVisible({ timeout: LIVE_MS });
  await expect(row).toContainText(before, { timeout: LIVE_MS });

  await chat.drop();
  await list.drop();
  const meanwhile = `Sent while you were offline ${stamp}`;
  await postAsOrganisation(chatId, meanwhile);
  // Nothing can arrive while the connection is down.
  await chat.page.waitForTimeout(1_500);
  await expect(bubble(chat.page, meanwhile)).toHaveCount(0);
  await expect(row).not.toContainText(meanwhile);

  // Back online, realtime-js reconnects and joins again; both read what they missed.
  chat.reconnect();
  list.reconnect();
  await expect(bubble(chat.page, meanwhile)).toBeVisible({ timeout: 30_000 });
  await expect(bubble(chat.page, meanwhile)).toHaveCount(1);
  await expect(row).toContainText(meanwhile, { timeout: 30_000 });

  // And the chat is live again.
  const after = `After the drop ${stamp}`;
  await postAsOrganisation(chatId, after);
  await expect(bubble(chat.page, after)).toBeVisible({ timeout: LIVE_MS });

  await chat.page.context().close();
  await list.page.context().close();
});
