import { applyForTask } from '../../src/data/applications';
import { watchChatActivity, type ChatActivityCause } from '../../src/data/chatActivity';
import { openChat } from '../../src/data/chats';
import { sendMessage } from '../../src/data/messages';
import {
  organisation,
  postTask,
  startBackend,
  volunteer,
  type Actor,
  type Backend,
  type OrganisationActor,
} from './harness';

jest.setTimeout(120_000);

let backend: Backend;
let vol: Actor;
let otherVol: Actor;
let org: OrganisationActor;
let otherOrg: OrganisationActor;
let ownChatId: string;
let foreignChatId: string;

async function chatBetween(owner: OrganisationActor, applicant: Actor, title: string) {
  const taskId = (await postTask(owner, { draft: { title } })).id;
  await applyForTask(applicant.client, taskId);
  const { chat } = await openChat(owner.client, {
    orgId: owner.id,
    volunteerId: applicant.id,
    taskId,
  });
  return chat.id;
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  backend = await startBackend();
  vol = await volunteer(backend, 'Jamie Rivers');
  otherVol = await volunteer(backend, 'Olly Other');
  org = await organisation(backend, 'Harbour Helpers');
  otherOrg = await organisation(backend, 'Food Friends');
  ownChatId = await chatBetween(org, vol, 'Harbour day');
  foreignChatId = await chatBetween(otherOrg, otherVol, 'Food drive');
});

afterAll(async () => {
  await backend?.stop();
});

const errors: Error[] = [];
const keepError = (error: Error) => errors.push(error);

it('tells a participant of every new message in any of their chats, and of no one else’s', async () => {
  const heard: ChatActivityCause[] = [];
  const stop = watchChatActivity(org.client, (cause) => heard.push(cause), keepError);
  try {
    // Once established, the watcher says so.
    await waitFor(() => heard.length === 1, 10_000);
    expect(heard).toEqual(['subscribed']);
    await sendMessage(otherVol.client, {
      chatId: foreignChatId,
      senderId: otherVol.id,
      text: 'Not for Harbour Helpers',
    });
    await sendMessage(vol.client, { chatId: ownChatId, senderId: vol.id, text: 'Hello!' });
    await waitFor(() => heard.length > 1, 10_000);
    // Give a wrongly delivered foreign message time to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard).toEqual(['subscribed', 'change']);
  } finally {
    await stop();
  }
});

it('subscribes again when the connection drops, and asks for a fresh read then', async () => {
  const heard: ChatActivityCause[] = [];
  const stop = watchChatActivity(vol.client, (cause) => heard.push(cause), keepError);
  try {
    await waitFor(() => heard.length === 1, 10_000);
    // As when another screen's last channel goes and realtime-js closes the shared socket.
    await vol.client.realtime.disconnect();
    await waitFor(() => heard.length === 2, 10_000);
    expect(heard).toEqual(['subscribed', 'subscribed']);
    await sendMessage(org.client, { chatId: ownChatId, senderId: org.id, text: 'Still there?' });
    await waitFor(() => heard.length === 3, 10_000);
    expect(heard).toEqual(['subscribed', 'subscribed', 'change']);
    expect(errors.length).toBeGreaterThan(0);
  } finally {
    await stop();
  }
});

it('tells the volunteer of a chat an organisation opens with them before any message, and no one else', async () => {
  let heardByVolunteer = 0;
  let heardByOther = 0;
  const stopVolunteer = watchChatActivity(vol.client, () => (heardByVolunteer += 1), keepError);
  const stopOther = watchChatActivity(otherVol.client, () => (heardByOther += 1), keepError);
  try {
    await waitFor(() => heardByVolunteer === 1 && heardByOther === 1, 10_000);
    await chatBetween(otherOrg, vol, 'Pantry shift');
    await waitFor(() => heardByVolunteer === 2, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heardByVolunteer).toBe(2);
    expect(heardByOther).toBe(1);
  } finally {
    await stopVolunteer();
    await stopOther();
  }
});
