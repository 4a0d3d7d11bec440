// New chat messages arrive live to the chat's participants and to nobody else (SPEC §4).
import type { RealtimeChannel } from '@supabase/supabase-js';
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  startProduct,
  type Actor,
  type Client,
  type Product,
} from './harness';

jest.setTimeout(120_000);

let product: Product;
const channels: RealtimeChannel[] = [];
const listeners: Client[] = [];

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  for (const channel of channels) await channel.unsubscribe();
  for (const client of listeners) client.realtime.disconnect();
  await product?.stop();
});

async function listen(actor: Actor | { client: Client }, chatId: string): Promise<string[]> {
  const received: string[] = [];
  listeners.push(actor.client);
  await new Promise<void>((resolve, reject) => {
    const channel = actor.client
      .channel(`chat-${chatId}-${channels.length}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `chat_id=eq.${chatId}` },
        (payload) => received.push(String((payload.new as { content?: string }).content)),
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
    channels.push(channel);
  });
  return received;
}

it('delivers a new message to the other participant only', async () => {
  const volunteer = await createVolunteer(product, 'Lena Live');
  const outsider = await createVolunteer(product, 'Otto Outside');
  const owner = await createOrganisation(product, 'Live Org');
  const task = await createTask(owner);
  await apply(volunteer, task.id);
  const chat = await owner.client
    .from('chats')
    .insert({ org_id: owner.id, volunteer_id: volunteer.id, task_id: task.id })
    .select('id')
    .single();
  const chatId = chat.data?.id ?? '';
  await volunteer.client.realtime.setAuth();
  await outsider.client.realtime.setAuth();
  const participantInbox = await listen(volunteer, chatId);
  const outsiderInbox = await listen(outsider, chatId);

  await owner.client.from('messages').insert({ chat_id: chatId, content: 'See you Saturday!' });

  const deadline = Date.now() + 10_000;
  while (participantInbox.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(participantInbox).toEqual(['See you Saturday!']);
  expect(outsiderInbox).toEqual([]);
});
