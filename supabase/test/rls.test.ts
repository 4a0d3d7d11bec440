// The row-level security matrix: every table and operation as anonymous, volunteer A, volunteer B,
// the owning organisation and another organisation, through supabase-js and the real PostgREST.
import {
  apply,
  complete,
  createOrganisation,
  createTask,
  createVolunteer,
  followOrganisation,
  hoursFromNow,
  startProduct,
  taskRow,
  userRow,
  type Actor,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(120_000);

let product: Product;
let volunteerA: Actor;
let volunteerB: Actor;
let owner: Organisation;
let otherOrg: Organisation;
let openTaskId: string;
let completedTaskId: string;
let chatId: string;

beforeAll(async () => {
  product = await startProduct();
  volunteerA = await createVolunteer(product, 'Alice Able');
  volunteerB = await createVolunteer(product, 'Ben Baker');
  owner = await createOrganisation(product, 'Owner Org');
  otherOrg = await createOrganisation(product, 'Other Org');
  openTaskId = (await createTask(owner, { title: 'Open task' })).id;
  completedTaskId = (await createTask(owner, { title: 'Finished task', capacity: 1 })).id;
  await apply(volunteerA, openTaskId);
  await complete(volunteerA, owner, completedTaskId);
  const chat = await owner.client
    .from('chats')
    .insert({ org_id: owner.id, volunteer_id: volunteerA.id, task_id: openTaskId })
    .select('id')
    .single();
  if (chat.error) throw new Error(chat.error.message);
  chatId = chat.data.id;
  const message = await volunteerA.client
    .from('messages')
    .insert({ chat_id: chatId, sender_id: volunteerA.id, content: 'Hello!' });
  if (message.error) throw new Error(message.error.message);
});

afterAll(async () => {
  await product?.stop();
});

describe('users', () => {
  it('are not readable anonymously', async () => {
    const { data, error } = await product.anon.from('users').select('id, name');
    expect(error ?? data).toEqual(error ? expect.anything() : []);
  });

  it('show public profile columns to any signed-in user', async () => {
    const { data, error } = await volunteerB.client
      .from('users')
      .select('id, name, points, average_rating, bio')
      .eq('id', volunteerA.id)
      .single();
    expect(error).toBeNull();
    expect(data?.name).toBe('Alice Able');
    const org = await otherOrg.client.from('users').select('name').eq('id', volunteerA.id).single();
    expect(org.data?.name).toBe('Alice Able');
  });

  it("never show anyone's email, not even one's own", async () => {
    const other = await volunteerB.client.from('users').select('email').eq('id', volunteerA.id);
    expect(other.error?.code).toBe('42501');
    const own = await volunteerA.client.from('users').select('email').eq('id', volunteerA.id);
    expect(own.error?.code).toBe('42501');
    const star = await volunteerA.client.from('users').select('*').eq('id', volunteerA.id);
    expect(star.error?.code).toBe('42501');
  });

  it('let a user update their own profile', async () => {
    const { data, error } = await volunteerA.client
      .from('users')
      .update({ bio: 'I love beaches.', interests: 'Environment,Animals', wwcc: true })
      .eq('id', volunteerA.id)
      .select('bio');
    expect(error).toBeNull();
    expect(data).toEqual([{ bio: 'I love beaches.' }]);
  });

  it("do not let a user update someone else's profile", async () => {
    const { data } = await volunteerB.client
      .from('users')
      .update({ bio: 'hacked' })
      .eq('id', volunteerA.id)
      .select('bio');
    expect(data ?? []).toEqual([]);
    const org = await owner.client
      .from('users')
      .update({ bio: 'hacked' })
      .eq('id', volunteerA.id)
      .select('bio');
    expect(org.data ?? []).toEqual([]);
  });

  it.each([
    ['points', { points: 100_000 }],
    ['role', { role: 'organisation' }],
    ['average_rating', { average_rating: 5 }],
    ['completed_count', { completed_count: 99 }],
    ['email', { email: 'new@test.local' }],
  ])('refuse a self-update of %s', async (_column, change) => {
    const { error } = await volunteerA.client
      .from('users')
      // Deliberately outside the generated Update type: the database must refuse it too.
      .update(change as never)
      .eq('id', volunteerA.id);
    expect(error?.code).toBe('42501');
    expect((await userRow(product, volunteerA.id)).role).toBe('volunteer');
  });

  it('refuse a profile row for another account and any points at signup', async () => {
    const forged = await volunteerA.client.from('users').insert({
      id: volunteerB.id,
      email: 'x@test.local',
      name: 'Forged',
      role: 'volunteer',
    });
    expect(forged.error).not.toBeNull();
    const rich = await volunteerB.client.from('users').insert({
      id: volunteerB.id,
      email: volunteerB.email,
      name: 'B',
      role: 'volunteer',
      points: 5,
    } as never);
    expect(rich.error).not.toBeNull();
  });

  it('cannot be deleted through the API', async () => {
    const { error } = await volunteerA.client.from('users').delete().eq('id', volunteerA.id);
    expect(error?.code).toBe('42501');
  });
});

describe('organisations', () => {
  it('are readable by signed-in users only', async () => {
    const signedIn = await volunteerA.client
      .from('organisations')
      .select('id, name')
      .eq('id', owner.orgId);
    expect(signedIn.data).toEqual([{ id: owner.orgId, name: 'Owner Org' }]);
    const anon = await product.anon.from('organisations').select('id');
    expect(anon.error ?? anon.data).toEqual(anon.error ? expect.anything() : []);
  });

  it('are updated only by their owning account', async () => {
    const own = await owner.client
      .from('organisations')
      .update({ mission: 'Clean beaches', type: 'Other' as never })
      .eq('user_id', owner.id)
      .select('mission, type');
    expect(own.data).toEqual([{ mission: 'Clean beaches', type: 'other' }]);
    for (const intruder of [otherOrg, volunteerA]) {
      const { data } = await intruder.client
        .from('organisations')
        .update({ mission: 'taken over' })
        .eq('id', owner.orgId)
        .select('mission');
      expect(data ?? []).toEqual([]);
    }
  });

  it('are created only by organisation accounts, once, for themselves', async () => {
    const volunteer = await volunteerA.client
      .from('organisations')
      .insert({ name: 'Fake Org', user_id: volunteerA.id });
    expect(volunteer.error).not.toBeNull();
    const forOther = await otherOrg.client
      .from('organisations')
      .insert({ name: 'Fake', user_id: owner.id });
    expect(forOther.error).not.toBeNull();
    const second = await owner.client
      .from('organisations')
      .insert({ name: 'Second', user_id: owner.id });
    expect(second.error).not.toBeNull();
  });

  it('are deleted only by their owning account', async () => {
    const { data } = await otherOrg.client
      .from('organisations')
      .delete()
      .eq('id', owner.orgId)
      .select('id');
    expect(data ?? []).toEqual([]);
    const stillThere = await volunteerA.client
      .from('organisations')
      .select('id')
      .eq('id', owner.orgId);
    expect(stillThere.data).toHaveLength(1);
  });
});

describe('user_organisations', () => {
  it('let a volunteer follow, list and unfollow for themselves only', async () => {
    await followOrganisation(volunteerA, owner);
    const forB = await volunteerA.client
      .from('user_organisations')
      .insert({ user_id: volunteerB.id, org_id: owner.orgId });
    expect(forB.error).not.toBeNull();
    const mine = await volunteerA.client.from('user_organisations').select('org_id');
    expect(mine.data).toEqual([{ org_id: owner.orgId }]);
    const theirs = await volunteerB.client
      .from('user_organisations')
      .select('org_id')
      .eq('user_id', volunteerA.id);
    expect(theirs.data).toEqual([]);
  });

  it('show an organisation its followers, and no one else', async () => {
    const own = await owner.client
      .from('user_organisations')
      .select('user_id')
      .eq('org_id', owner.orgId);
    expect(own.data).toEqual([{ user_id: volunteerA.id }]);
    const other = await otherOrg.client.from('user_organisations').select('user_id');
    expect(other.data).toEqual([]);
  });

  it('are not created by organisation accounts', async () => {
    const { error } = await owner.client
      .from('user_organisations')
      .insert({ user_id: owner.id, org_id: otherOrg.orgId });
    expect(error).not.toBeNull();
  });

  it('are removed only by their volunteer', async () => {
    const byOrg = await owner.client
      .from('user_organisations')
      .delete()
      .eq('user_id', volunteerA.id)
      .select('org_id');
    expect(byOrg.data ?? []).toEqual([]);
    await followOrganisation(volunteerA, otherOrg);
    const own = await volunteerA.client
      .from('user_organisations')
      .delete()
      .eq('org_id', otherOrg.orgId)
      .select('org_id');
    expect(own.data).toEqual([{ org_id: otherOrg.orgId }]);
  });
});

describe('tasks', () => {
  it('are readable by signed-in users, not anonymously', async () => {
    const signedIn = await volunteerB.client.from('tasks').select('id').eq('id', openTaskId);
    expect(signedIn.data).toEqual([{ id: openTaskId }]);
    const anon = await product.anon.from('tasks').select('id');
    expect(anon.error ?? anon.data).toEqual(anon.error ? expect.anything() : []);
  });

  it('are created only by the owning organisation for its own organisation, open', async () => {
    const volunteer = await volunteerA.client.from('tasks').insert({
      organisation_id: owner.orgId,
      user_id: volunteerA.id,
      title: 'x',
      description: 'x',
      location: 'x',
    });
    expect(volunteer.error).not.toBeNull();
    const otherOrgsTask = await otherOrg.client.from('tasks').insert({
      organisation_id: owner.orgId,
      user_id: otherOrg.id,
      title: 'x',
      description: 'x',
      location: 'x',
    });
    expect(otherOrgsTask.error).not.toBeNull();
    await expect(createTask(owner, { status: true })).rejects.toThrow();
  });

  it('take their points from the difficulty and hours, not from the client', async () => {
    const onceOff = await createTask(owner, {
      difficulty: 'hard',
      hours_required: 3,
      points: 1_000_000,
    });
    expect(onceOff.points).toBe(300);
    const ongoing = await createTask(owner, {
      task_type: 'ongoing',
      detailed_description: 'Every week at the shelter.',
      days_of_week: ['Monday', 'Thursday'],
      hours_required: 5,
      number_of_weeks: 4,
      difficulty: 'easy',
    });
    expect(ongoing.points).toBe(25 * 5 * 4);
  });

  it('reject values outside SPEC limits', async () => {
    await expect(createTask(owner, { capacity: 0 })).rejects.toThrow();
    await expect(createTask(owner, { hours_required: 13 })).rejects.toThrow();
    await expect(createTask(owner, { difficulty: 'extreme' as never })).rejects.toThrow();
    await expect(
      createTask(owner, { task_type: 'ongoing', days_of_week: [], number_of_weeks: 1 }),
    ).rejects.toThrow();
  });

  it('are updated only by their owner, and not once completed', async () => {
    const own = await owner.client
      .from('tasks')
      .update({ title: 'Renamed' })
      .eq('id', openTaskId)
      .select('title');
    expect(own.data).toEqual([{ title: 'Renamed' }]);
    for (const intruder of [otherOrg, volunteerA, volunteerB]) {
      const { data } = await intruder.client
        .from('tasks')
        .update({ title: 'x' })
        .eq('id', openTaskId)
        .select('id');
      expect(data ?? []).toEqual([]);
    }
    const finished = await owner.client
      .from('tasks')
      .update({ title: 'x' })
      .eq('id', completedTaskId)
      .select('id');
    expect(finished.data ?? []).toEqual([]);
    const completedFlag = await owner.client
      .from('tasks')
      .update({ completed: true } as never)
      .eq('id', openTaskId);
    expect(completedFlag.error?.code).toBe('42501');
  });

  it('are deleted only by their owner, and not once completed', async () => {
    const spare = await createTask(owner, { title: 'Spare' });
    const intruder = await otherOrg.client.from('tasks').delete().eq('id', spare.id).select('id');
    expect(intruder.data ?? []).toEqual([]);
    const finished = await owner.client
      .from('tasks')
      .delete()
      .eq('id', completedTaskId)
      .select('id');
    expect(finished.data ?? []).toEqual([]);
    const own = await owner.client.from('tasks').delete().eq('id', spare.id).select('id');
    expect(own.data).toEqual([{ id: spare.id }]);
  });
});

describe('applications', () => {
  it('are visible to their volunteer and the task owner only', async () => {
    const own = await volunteerA.client
      .from('applications')
      .select('task_id')
      .eq('task_id', openTaskId);
    expect(own.data).toEqual([{ task_id: openTaskId }]);
    const other = await volunteerB.client
      .from('applications')
      .select('id')
      .eq('task_id', openTaskId);
    expect(other.data).toEqual([]);
    const ownerView = await owner.client
      .from('applications')
      .select('user_id')
      .eq('task_id', openTaskId);
    expect(ownerView.data).toEqual([{ user_id: volunteerA.id }]);
    const otherOrgView = await otherOrg.client.from('applications').select('id');
    expect(otherOrgView.data).toEqual([]);
    const anon = await product.anon.from('applications').select('id');
    expect(anon.error ?? anon.data).toEqual(anon.error ? expect.anything() : []);
  });

  it('are inserted directly only as the volunteer themselves, applied, on an open task', async () => {
    const task = await createTask(owner, { title: 'Direct apply' });
    const forOther = await volunteerA.client
      .from('applications')
      .insert({ task_id: task.id, user_id: volunteerB.id });
    expect(forOther.error).not.toBeNull();
    const preApproved = await volunteerA.client
      .from('applications')
      .insert({ task_id: task.id, user_id: volunteerA.id, status: 'approved' });
    expect(preApproved.error).not.toBeNull();
    const byOrg = await owner.client
      .from('applications')
      .insert({ task_id: task.id, user_id: owner.id });
    expect(byOrg.error).not.toBeNull();
    const closed = await createTask(owner, { title: 'Closed' });
    await owner.client.from('tasks').update({ status: true }).eq('id', closed.id);
    const onClosed = await volunteerA.client
      .from('applications')
      .insert({ task_id: closed.id, user_id: volunteerA.id });
    expect(onClosed.error).not.toBeNull();
    const own = await volunteerA.client
      .from('applications')
      .insert({ task_id: task.id, user_id: volunteerA.id });
    expect(own.error).toBeNull();
    expect((await taskRow(product, task.id)).applicant_count).toBe(1);
  });

  it('never change status through a direct update', async () => {
    for (const actor of [volunteerA, owner]) {
      const { error } = await actor.client
        .from('applications')
        .update({ status: 'approved' } as never)
        .eq('task_id', openTaskId);
      expect(error?.code).toBe('42501');
    }
  });

  it('are withdrawn directly only by their volunteer, 24 hours or more ahead', async () => {
    const far = await createTask(owner, { title: 'Far away', task_date: hoursFromNow(48) });
    const soon = await createTask(owner, { title: 'Very soon', task_date: hoursFromNow(3) });
    await apply(volunteerB, far.id);
    await apply(volunteerB, soon.id);
    const byOther = await volunteerA.client
      .from('applications')
      .delete()
      .eq('task_id', far.id)
      .select('id');
    expect(byOther.data ?? []).toEqual([]);
    const byOwner = await owner.client
      .from('applications')
      .delete()
      .eq('task_id', far.id)
      .select('id');
    expect(byOwner.data ?? []).toEqual([]);
    const late = await volunteerB.client
      .from('applications')
      .delete()
      .eq('task_id', soon.id)
      .select('id');
    expect(late.data ?? []).toEqual([]);
    const own = await volunteerB.client
      .from('applications')
      .delete()
      .eq('task_id', far.id)
      .select('id');
    expect(own.data).toHaveLength(1);
    expect((await taskRow(product, far.id)).applicant_count).toBe(0);
  });
});

describe('reviews', () => {
  it('are public to read', async () => {
    const anon = await product.anon.from('reviews').select('id');
    expect(anon.error).toBeNull();
  });

  it('are written only by the task owner for completed work, once', async () => {
    const byVolunteer = await volunteerA.client.from('reviews').insert({
      task_id: completedTaskId,
      user_id: volunteerA.id,
      org_id: volunteerA.id,
      rating: 5,
    });
    expect(byVolunteer.error).not.toBeNull();
    const byOtherOrg = await otherOrg.client.from('reviews').insert({
      task_id: completedTaskId,
      user_id: volunteerA.id,
      org_id: otherOrg.id,
      rating: 1,
    });
    expect(byOtherOrg.error).not.toBeNull();
    const notCompleted = await owner.client.from('reviews').insert({
      task_id: openTaskId,
      user_id: volunteerA.id,
      org_id: owner.id,
      rating: 4,
    });
    expect(notCompleted.error).not.toBeNull();
    const first = await owner.client.from('reviews').insert({
      task_id: completedTaskId,
      user_id: volunteerA.id,
      org_id: owner.id,
      rating: 4,
      comment: 'Great work',
    });
    expect(first.error).toBeNull();
    const second = await owner.client.from('reviews').insert({
      task_id: completedTaskId,
      user_id: volunteerA.id,
      org_id: owner.id,
      rating: 1,
    });
    expect(second.error?.code).toBe('23505');
    const read = await product.anon
      .from('reviews')
      .select('rating, volunteer_id')
      .eq('task_id', completedTaskId);
    expect(read.data).toEqual([{ rating: 4, volunteer_id: volunteerA.id }]);
    expect((await userRow(product, volunteerA.id)).average_rating).toBe(4);
  });

  it('are never edited or deleted through the API', async () => {
    const edit = await owner.client
      .from('reviews')
      .update({ rating: 5 } as never)
      .eq('task_id', completedTaskId);
    expect(edit.error?.code).toBe('42501');
    const remove = await owner.client.from('reviews').delete().eq('task_id', completedTaskId);
    expect(remove.error?.code).toBe('42501');
  });
});

describe('chats and messages', () => {
  it('are visible to the two participants only', async () => {
    for (const participant of [owner, volunteerA]) {
      const chats = await participant.client.from('chats').select('id').eq('id', chatId);
      expect(chats.data).toEqual([{ id: chatId }]);
      const messages = await participant.client
        .from('messages')
        .select('content')
        .eq('chat_id', chatId);
      expect(messages.data).toEqual([{ content: 'Hello!' }]);
    }
    for (const outsider of [volunteerB, otherOrg]) {
      expect((await outsider.client.from('chats').select('id').eq('id', chatId)).data).toEqual([]);
      expect(
        (await outsider.client.from('messages').select('id').eq('chat_id', chatId)).data,
      ).toEqual([]);
    }
    const anon = await product.anon.from('messages').select('id');
    expect(anon.error ?? anon.data).toEqual(anon.error ? expect.anything() : []);
  });

  it("are opened only between a task's owner and one of its applicants", async () => {
    const notApplicant = await owner.client
      .from('chats')
      .insert({ org_id: owner.id, volunteer_id: volunteerB.id, task_id: openTaskId });
    expect(notApplicant.error).not.toBeNull();
    const notOwner = await otherOrg.client
      .from('chats')
      .insert({ org_id: otherOrg.id, volunteer_id: volunteerA.id, task_id: openTaskId });
    expect(notOwner.error).not.toBeNull();
    const forOthers = await volunteerB.client
      .from('chats')
      .insert({ org_id: owner.id, volunteer_id: volunteerA.id, task_id: completedTaskId });
    expect(forOthers.error).not.toBeNull();
    const byVolunteer = await volunteerA.client
      .from('chats')
      .insert({ org_id: owner.id, volunteer_id: volunteerA.id, task_id: completedTaskId })
      .select('id');
    expect(byVolunteer.error).toBeNull();
  });

  it('carry messages only from participants, always as themselves', async () => {
    const spoofed = await volunteerA.client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: owner.id, content: 'I am the owner' });
    expect(spoofed.error).not.toBeNull();
    const outsider = await volunteerB.client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: volunteerB.id, content: 'Let me in' });
    expect(outsider.error).not.toBeNull();
    const blank = await owner.client.from('messages').insert({ chat_id: chatId, content: '   ' });
    expect(blank.error).not.toBeNull();
    const reply = await owner.client
      .from('messages')
      .insert({ chat_id: chatId, content: 'Hi Alice' })
      .select('sender_id, content')
      .single();
    expect(reply.data).toEqual({ sender_id: owner.id, content: 'Hi Alice' });
    const edit = await owner.client
      .from('messages')
      .update({ content: 'x' } as never)
      .eq('chat_id', chatId);
    expect(edit.error?.code).toBe('42501');
  });
});

describe('rewards and redemptions', () => {
  it('publish the 30-item menu to everyone and let no one change it', async () => {
    const { data } = await product.anon.from('reward_items').select('id, cost, category');
    expect(data).toHaveLength(30);
    const costs = (data ?? []).map((item) => item.cost);
    expect(Math.min(...costs)).toBe(50);
    expect(Math.max(...costs)).toBe(800);
    const change = await volunteerA.client
      .from('reward_items')
      .update({ cost: 1 } as never)
      .eq('id', 'meat-pie');
    expect(change.error?.code).toBe('42501');
  });

  it('keep redemptions private and created only by redeem_reward()', async () => {
    const direct = await volunteerA.client.from('redemptions').insert({
      user_id: volunteerA.id,
      item_id: 'meat-pie',
      item_title: 'Meat Pie',
      cost: 1,
    } as never);
    expect(direct.error?.code).toBe('42501');
    const redeemed = await volunteerA.client.rpc('redeem_reward', { p_item_id: 'gummy-bears' });
    expect(redeemed.error).toBeNull();
    const own = await volunteerA.client.from('redemptions').select('item_id');
    expect(own.data).toEqual([{ item_id: 'gummy-bears' }]);
    const others = await volunteerB.client
      .from('redemptions')
      .select('id')
      .eq('user_id', volunteerA.id);
    expect(others.data).toEqual([]);
    const org = await owner.client.from('redemptions').select('id');
    expect(org.data).toEqual([]);
  });
});

describe('push_subscriptions', () => {
  it('belong to their user alone, and only the push function removes them', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${volunteerA.id}`;
    const own = await volunteerA.client
      .from('push_subscriptions')
      .insert({ endpoint, subscription: { endpoint, keys: { p256dh: 'k', auth: 'a' } } });
    expect(own.error).toBeNull();
    const forOther = await volunteerA.client.from('push_subscriptions').insert({
      user_id: volunteerB.id,
      endpoint: `${endpoint}b`,
      subscription: { endpoint: `${endpoint}b`, keys: { p256dh: 'k', auth: 'a' } },
    });
    expect(forOther.error?.code).toBe('42501');
    expect((await volunteerB.client.from('push_subscriptions').select('id')).data).toEqual([]);
    expect((await volunteerA.client.from('push_subscriptions').select('endpoint')).data).toEqual([
      { endpoint },
    ]);
    const removed = await volunteerA.client
      .from('push_subscriptions')
      .delete()
      .eq('endpoint', endpoint)
      .select('id');
    expect(removed.error?.code).toBe('42501');
    const { data: kept } = await product.admin
      .from('push_subscriptions')
      .select('endpoint')
      .eq('user_id', volunteerA.id);
    expect(kept).toEqual([{ endpoint }]);
  });
});
