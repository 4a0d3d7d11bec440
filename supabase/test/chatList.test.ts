// The Messages list's read model (get_chat_page, issue #17) called as the apps call it: each side
// of a chat sees the other party, only participants see a chat, and keyset paging neither repeats
// nor skips a chat while messages and chats arrive between page requests.
import type { FunctionArgs } from 'shared-domain';
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  startProduct,
  type Actor,
  type Client,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(180_000);

let product: Product;
let volunteer: Actor;
let outsider: Actor;
let owner: Organisation;
let otherOrg: Organisation;
/** The volunteer's chats with `owner` and `otherOrg`, in the order they were opened. */
const chats: { id: string; title: string }[] = [];

const OWNER_LOGO = 'https://cdn.test/owner-logo.png';
const VOLUNTEER_PHOTO = 'volunteer-photo.png';

async function openChat(org: Organisation, title: string): Promise<string> {
  const task = await createTask(org, { title });
  await apply(volunteer, task.id);
  const { data, error } = await org.client
    .from('chats')
    .insert({ org_id: org.id, volunteer_id: volunteer.id, task_id: task.id })
    .select('id')
    .single();
  if (error) throw new Error(`chat: ${error.message}`);
  chats.push({ id: data.id, title });
  return data.id;
}

async function send(sender: Actor, chatId: string, content: string): Promise<void> {
  const { error } = await sender.client.from('messages').insert({ chat_id: chatId, content });
  if (error) throw new Error(`message: ${error.message}`);
}

type PageArgs = FunctionArgs<'get_chat_page'>;

async function page(client: Client, args: PageArgs = {}) {
  const { data, error } = await client.rpc('get_chat_page', args);
  if (error) throw new Error(`get_chat_page: ${error.message}`);
  return data;
}

const titleOf = (chatId: string) => chats.find((chat) => chat.id === chatId)?.title;

beforeAll(async () => {
  product = await startProduct();
  volunteer = await createVolunteer(product, 'Vera Volunteer');
  outsider = await createVolunteer(product, 'Oscar Outsider');
  owner = await createOrganisation(product, 'Owner Org');
  otherOrg = await createOrganisation(product, 'Other Org');
  const logo = await owner.client
    .from('organisations')
    .update({ logo_url: OWNER_LOGO })
    .eq('user_id', owner.id);
  if (logo.error) throw new Error(logo.error.message);
  const photo = await volunteer.client
    .from('users')
    .update({ profile_url: VOLUNTEER_PHOTO })
    .eq('id', volunteer.id);
  if (photo.error) throw new Error(photo.error.message);
  // Eight chats: 1 to 6 with the owner, 7 and 8 with the other organisation; messages in 2 and 5.
  for (let n = 1; n <= 8; n++) await openChat(n <= 6 ? owner : otherOrg, `Shift ${n}`);
  await send(volunteer, chats[1]?.id ?? '', 'Hello from Vera');
  await send(owner, chats[4]?.id ?? '', 'Hello from the owner');
});

afterAll(async () => {
  await product?.stop();
});

describe('get_chat_page', () => {
  it('gives the volunteer each chat with its task, the organisation and the last message, newest activity first', async () => {
    const rows = await page(volunteer.client);
    // Messages first (newest first), then the others by creation, newest first.
    expect(rows.map((row) => row.task_title)).toEqual([
      'Shift 5',
      'Shift 2',
      'Shift 8',
      'Shift 7',
      'Shift 6',
      'Shift 4',
      'Shift 3',
      'Shift 1',
    ]);
    expect(rows[0]).toEqual({
      chat_id: chats[4]?.id,
      task_id: expect.any(String),
      task_title: 'Shift 5',
      other_party_id: owner.id,
      other_party_name: 'Owner Org Coordinator',
      other_party_profile_url: null,
      other_party_logo_url: OWNER_LOGO,
      last_message_content: 'Hello from the owner',
      last_message_sender_id: owner.id,
      last_message_at: expect.any(String),
      created_at: expect.any(String),
      sort_at: rows[0]?.last_message_at,
    });
    expect(rows[2]).toMatchObject({
      task_title: 'Shift 8',
      other_party_id: otherOrg.id,
      other_party_name: 'Other Org Coordinator',
      other_party_logo_url: null,
      last_message_content: null,
      last_message_sender_id: null,
      last_message_at: null,
      sort_at: rows[2]?.created_at,
    });
  });

  it('gives the organisation its own chats with the volunteer as the other party', async () => {
    const rows = await page(owner.client);
    expect(rows.map((row) => row.task_title)).toEqual([
      'Shift 5',
      'Shift 2',
      'Shift 6',
      'Shift 4',
      'Shift 3',
      'Shift 1',
    ]);
    expect(rows[1]).toMatchObject({
      chat_id: chats[1]?.id,
      other_party_id: volunteer.id,
      other_party_name: 'Vera Volunteer',
      other_party_profile_url: VOLUNTEER_PHOTO,
      other_party_logo_url: null,
      last_message_content: 'Hello from Vera',
      last_message_sender_id: volunteer.id,
    });
  });

  it('shows nothing to anyone who takes part in none of the chats, and refuses the anonymous', async () => {
    expect(await page(outsider.client)).toEqual([]);
    const anonymous = await product.anon.rpc('get_chat_page');
    expect(anonymous.error?.code).toBe('42501');
  });

  it('keeps a page between 1 and 100 rows and wants both halves of a cursor', async () => {
    expect(await page(volunteer.client, { p_limit: 0 })).toHaveLength(1);
    expect(await page(volunteer.client, { p_limit: 1000 })).toHaveLength(8);
    const half = await volunteer.client.rpc('get_chat_page', {
      p_before_at: new Date().toISOString(),
    });
    expect(half.error).toMatchObject({
      code: '22023',
      message: 'A page cursor needs both p_before_at and p_before_id.',
    });
  });

  it('pages on in the order of the first page while messages and chats arrive in between', async () => {
    const before = (await page(volunteer.client)).map((row) => row.chat_id);
    const seen: string[] = [];
    let rows = await page(volunteer.client, { p_limit: 3 });
    const asOf = rows[0]?.sort_at;
    for (let requests = 1; rows.length > 0; requests++) {
      seen.push(...rows.map((row) => row.chat_id));
      if (requests === 1) {
        // After the first page: a message in a chat read already and in one not read yet, and a
        // new chat.
        await send(owner, before[1] ?? '', 'Read already');
        await send(owner, before[6] ?? '', 'Not read yet');
        await openChat(owner, 'Shift 9');
      }
      if (requests === 2) {
        await send(volunteer, before[7] ?? '', 'Last in line');
        await send(otherOrg, before[3] ?? '', 'Just read');
        await openChat(otherOrg, 'Shift 10');
      }
      const last = rows[rows.length - 1];
      rows = await page(volunteer.client, {
        p_limit: 3,
        p_before_at: last?.sort_at,
        p_before_id: last?.chat_id,
        p_as_of: asOf,
      });
      expect(requests).toBeLessThan(5);
    }
    // Every chat that was there, once each, in the order it had when the first page was read.
    expect(seen).toEqual(before);

    // A fresh first page shows what happened since, newest first.
    expect(
      (await page(volunteer.client, { p_limit: 6 })).map((row) => titleOf(row.chat_id)),
    ).toEqual(['Shift 10', 'Shift 7', 'Shift 1', 'Shift 9', 'Shift 3', 'Shift 2']);
  });

  it('without p_as_of pages in the current order', async () => {
    const [first, second] = await page(volunteer.client, { p_limit: 2 });
    const rest = await page(volunteer.client, {
      p_before_at: second?.sort_at,
      p_before_id: second?.chat_id,
    });
    expect([first, second, ...rest].map((row) => row?.chat_id)).toEqual(
      (await page(volunteer.client)).map((row) => row.chat_id),
    );
  });
});

describe("a chat's copy of its last message", () => {
  const copyOf = async (chatId: string) => {
    const { data, error } = await product.admin
      .from('chats')
      .select(
        'created_at, last_message_content, last_message_sender_id, last_message_at, last_activity_at',
      )
      .eq('id', chatId)
      .single();
    if (error) throw new Error(error.message);
    return data;
  };

  it('follows the newest message, and falls back when that one is deleted', async () => {
    const chatId = chats[0]?.id ?? '';
    await send(volunteer, chatId, 'First of two');
    await send(owner, chatId, 'Second of two');
    const newest = await product.admin
      .from('messages')
      .select('id, created_at')
      .eq('chat_id', chatId)
      .order('created_at', { ascending: false })
      .limit(2);
    const [second, first] = newest.data ?? [];
    expect(await copyOf(chatId)).toMatchObject({
      last_message_content: 'Second of two',
      last_message_sender_id: owner.id,
      last_message_at: second?.created_at,
      last_activity_at: second?.created_at,
    });

    const deleted = await product.admin
      .from('messages')
      .delete()
      .eq('id', second?.id ?? '');
    expect(deleted.error).toBeNull();
    expect(await copyOf(chatId)).toMatchObject({
      last_message_content: 'First of two',
      last_message_sender_id: volunteer.id,
      last_message_at: first?.created_at,
      last_activity_at: first?.created_at,
    });
  });

  it('starts empty, at the chat’s creation, and no participant can write it', async () => {
    const task = await createTask(owner, { title: 'Forged' });
    await apply(volunteer, task.id);
    const forged = await owner.client.from('chats').insert({
      org_id: owner.id,
      volunteer_id: volunteer.id,
      task_id: task.id,
      last_message_content: 'Never sent',
    });
    expect(forged.error?.code).toBe('42501');
    const chatId = await openChat(owner, 'Fresh');
    const copy = await copyOf(chatId);
    expect(copy).toMatchObject({ last_message_content: null, last_message_at: null });
    expect(copy.last_activity_at).toBe(copy.created_at);
  });
});
