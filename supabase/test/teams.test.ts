// An organisation is a team (issue #49): the owner invites coordinators by e-mail, members act for
// the organisation with every rule read from the membership, and the attack suite for members: no
// reach into another organisation, a removed member stopped at once (REST, RPC, storage, realtime),
// invitations that work once, in time, unrevoked and for their address only, a coordinator who
// cannot manage the team, and no membership by a direct insert.
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel } from '@supabase/supabase-js';
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  joinTeam,
  signUpInvited,
  startProduct,
  type Actor,
  type Client,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(120_000);

let product: Product;
const channels: RealtimeChannel[] = [];

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  for (const channel of channels) await channel.unsubscribe();
  await product?.stop();
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function address(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.local`;
}

/** Opens the chat of `account`'s task with the volunteer, as `member` (by default the account). */
async function chatWith(
  account: Organisation,
  volunteer: Actor,
  taskId: string,
  member: Actor = account,
): Promise<string> {
  const { data, error } = await member.client
    .from('chats')
    .insert({ org_id: account.id, volunteer_id: volunteer.id, task_id: taskId })
    .select('id')
    .single();
  if (error) throw new Error(`chat: ${error.message}`);
  return data.id;
}

async function members(org: Organisation) {
  const { data, error } = await product.admin
    .from('organisation_members')
    .select('user_id, role')
    .eq('organisation_id', org.orgId)
    .order('joined_at');
  if (error) throw new Error(error.message);
  return data;
}

/** A team: an owner (the organisation account), a coordinator who joined by invitation, and a
 * volunteer who applied to one of its tasks. */
async function team(name: string) {
  const owner = await createOrganisation(product, `${name} Org`);
  const coordinator = await joinTeam(product, owner, `${name} Coordinator`);
  const volunteer = await createVolunteer(product, `${name} Volunteer`);
  return { owner, coordinator, volunteer };
}

describe('a coordinator acts for their organisation', () => {
  it('creates, edits and lists tasks as the organisation, approves, marks done, reviews and chats', async () => {
    const { owner, coordinator, volunteer } = await team('Acting');
    expect(await members(owner)).toEqual([
      { user_id: owner.id, role: 'owner' },
      { user_id: coordinator.id, role: 'coordinator' },
    ]);
    // The coordinator's sign-up made no organisation of their own.
    const own = await product.admin
      .from('organisations')
      .select('id')
      .eq('user_id', coordinator.id);
    expect(own.data).toEqual([]);

    const task = await createTask(coordinator, { user_id: owner.id, title: 'Coordinated shift' });
    expect(task.user_id).toBe(owner.id);
    const edited = await coordinator.client
      .from('tasks')
      .update({ title: 'Coordinated shift (moved)' })
      .eq('id', task.id)
      .select('title');
    expect(edited.data).toEqual([{ title: 'Coordinated shift (moved)' }]);

    const application = await apply(volunteer, task.id);
    const listed = await coordinator.client.rpc('get_organisation_tasks', { p_filter: 'all' });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((row) => [row.id, row.applied_count])).toEqual([[task.id, 1]]);
    const applicants = await coordinator.client.rpc('get_task_applicants', { p_task_id: task.id });
    expect(applicants.data?.map((row) => row.user_id)).toEqual([volunteer.id]);
    const facts = await coordinator.client.rpc('get_applicant_facts', { p_user_id: volunteer.id });
    expect(facts.error).toBeNull();
    const todo = await coordinator.client.rpc('get_organisation_todo');
    expect(todo.data).toEqual([{ applicants_waiting: 1, tasks_this_week: 1, reviews_owed: 0 }]);

    const approved = await coordinator.client.rpc('approve_application', {
      p_application_id: application.id,
    });
    expect(approved.error).toBeNull();
    const done = await coordinator.client.rpc('mark_application_done', {
      p_application_id: application.id,
    });
    expect(done.data?.status).toBe('completed');
    const review = await coordinator.client.rpc('submit_review', {
      p_task_id: task.id,
      p_user_id: volunteer.id,
      p_rating: 5,
      p_comment: 'Great help.',
    });
    expect(review.data?.org_id).toBe(owner.id);

    const chatId = await chatWith(owner, volunteer, task.id, coordinator);
    const sent = await coordinator.client
      .from('messages')
      .insert({ chat_id: chatId, content: 'Thanks for coming!' })
      .select('sender_id')
      .single();
    expect(sent.data?.sender_id).toBe(owner.id);
    const chats = await coordinator.client.rpc('get_chat_page');
    expect(chats.data?.map((row) => [row.chat_id, row.other_party_id])).toEqual([
      [chatId, volunteer.id],
    ]);
  });

  it('edits the organisation profile and its logo, and follows its followers', async () => {
    const { owner, coordinator, volunteer } = await team('Profile');
    const updated = await coordinator.client
      .from('organisations')
      .update({ mission: 'Clean beaches, together.' })
      .eq('id', owner.orgId)
      .select('mission');
    expect(updated.data).toEqual([{ mission: 'Clean beaches, together.' }]);
    const logo = await coordinator.client.storage
      .from('org-logos')
      .upload(`${owner.id}.png`, png, { contentType: 'image/png', upsert: true });
    expect(logo.error).toBeNull();
    await volunteer.client
      .from('user_organisations')
      .insert({ user_id: volunteer.id, org_id: owner.orgId });
    const followers = await coordinator.client
      .from('user_organisations')
      .select('user_id')
      .eq('org_id', owner.orgId);
    expect(followers.data).toEqual([{ user_id: volunteer.id }]);
  });

  it('records who approved, rejected, marked Done and reviewed, for the members only', async () => {
    const { owner, coordinator, volunteer } = await team('History');
    const other = await createVolunteer(product, 'Rita Rejected');
    const task = await createTask(owner, { capacity: 3 });
    const kept = await apply(volunteer, task.id);
    const turnedDown = await apply(other, task.id);
    await coordinator.client.rpc('approve_application', { p_application_id: kept.id });
    await owner.client.rpc('reject_application', { p_application_id: turnedDown.id });
    await coordinator.client.rpc('mark_application_done', { p_application_id: kept.id });
    await owner.client.rpc('submit_review', {
      p_task_id: task.id,
      p_user_id: volunteer.id,
      p_rating: 4,
    });

    const history = await owner.client
      .from('task_decisions')
      .select('decision, volunteer_id, decided_by')
      .eq('task_id', task.id)
      .order('decided_at');
    expect(history.data).toEqual([
      { decision: 'approved', volunteer_id: volunteer.id, decided_by: coordinator.id },
      { decision: 'rejected', volunteer_id: other.id, decided_by: owner.id },
      { decision: 'done', volunteer_id: volunteer.id, decided_by: coordinator.id },
      { decision: 'reviewed', volunteer_id: volunteer.id, decided_by: owner.id },
    ]);
    const seenByVolunteer = await volunteer.client
      .from('task_decisions')
      .select('id')
      .eq('task_id', task.id);
    expect(seenByVolunteer.data).toEqual([]);
  });

  it('shows members which of them wrote a message; the volunteer sees the organisation only', async () => {
    const { owner, coordinator, volunteer } = await team('Authors');
    const task = await createTask(owner);
    await apply(volunteer, task.id);
    const chatId = await chatWith(owner, volunteer, task.id);
    const byCoordinator = await coordinator.client
      .from('messages')
      .insert({ chat_id: chatId, content: 'Bring gloves.' })
      .select('id, sender_id')
      .single();
    const byOwner = await owner.client
      .from('messages')
      .insert({ chat_id: chatId, content: 'And water.' })
      .select('id, sender_id')
      .single();
    await volunteer.client.from('messages').insert({ chat_id: chatId, content: 'Will do!' });

    const authors = await owner.client
      .from('message_authors')
      .select('message_id, member_id')
      .eq('chat_id', chatId);
    expect(authors.data).toEqual(
      expect.arrayContaining([
        { message_id: byCoordinator.data?.id, member_id: coordinator.id },
        { message_id: byOwner.data?.id, member_id: owner.id },
      ]),
    );
    expect(authors.data).toHaveLength(2);
    const volunteerView = await volunteer.client
      .from('messages')
      .select('sender_id, content')
      .eq('chat_id', chatId)
      .order('created_at');
    expect(volunteerView.data?.map((row) => row.sender_id)).toEqual([
      owner.id,
      owner.id,
      volunteer.id,
    ]);
    const hidden = await volunteer.client
      .from('message_authors')
      .select('member_id')
      .eq('chat_id', chatId);
    expect(hidden.data).toEqual([]);
    // A member cannot send as themselves, only as the organisation.
    const asSelf = await coordinator.client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: coordinator.id, content: 'Me, personally.' });
    expect(asSelf.error?.code).toBe('42501');
  });

  it('tells every member what the organisation is told, each by their own preferences', async () => {
    const { owner, coordinator, volunteer } = await team('Told');
    await coordinator.client
      .from('notification_preferences')
      .upsert({ user_id: coordinator.id, kind: 'new_applicant', push: false, email: false });
    const task = await createTask(owner, { title: 'Told task' });
    await apply(volunteer, task.id);
    const told = await product.admin
      .from('notifications')
      .select('user_id, kind')
      .eq('task_id', task.id);
    expect(told.data).toEqual(
      expect.arrayContaining([
        { user_id: owner.id, kind: 'new_applicant' },
        { user_id: coordinator.id, kind: 'new_applicant' },
      ]),
    );
    const mails = await product.admin
      .from('notification_mails')
      .select('user_id')
      .eq('kind', 'new_applicant')
      .in('user_id', [owner.id, coordinator.id]);
    expect(mails.data).toEqual([{ user_id: owner.id }]);
  });
});

describe('member attack suite', () => {
  it('a coordinator of A can neither read nor change anything of B', async () => {
    const a = await team('Alpha');
    const b = await team('Bravo');
    const intruder = a.coordinator;
    const task = await createTask(b.owner, { title: 'Bravo task' });
    const application = await apply(b.volunteer, task.id);
    const chatId = await chatWith(b.owner, b.volunteer, task.id);
    await b.owner.client.from('messages').insert({ chat_id: chatId, content: 'Bravo only.' });
    await b.owner.client.rpc('approve_application', { p_application_id: application.id });

    const client: Client = intruder.client;
    expect((await client.from('applications').select('id').eq('task_id', task.id)).data).toEqual(
      [],
    );
    expect((await client.from('chats').select('id').eq('id', chatId)).data).toEqual([]);
    expect((await client.from('messages').select('id').eq('chat_id', chatId)).data).toEqual([]);
    expect(
      (await client.from('message_authors').select('message_id').eq('chat_id', chatId)).data,
    ).toEqual([]);
    expect((await client.from('task_decisions').select('id').eq('task_id', task.id)).data).toEqual(
      [],
    );
    expect(
      (await client.from('waitlist_entries').select('id').eq('task_id', task.id)).data,
    ).toEqual([]);
    expect(
      (
        await client
          .from('organisation_members')
          .select('user_id')
          .eq('organisation_id', b.owner.orgId)
      ).data,
    ).toEqual([]);
    expect(
      (
        await client
          .from('organisation_invitations')
          .select('id')
          .eq('organisation_id', b.owner.orgId)
      ).data,
    ).toEqual([]);
    expect((await client.rpc('get_task_applicants', { p_task_id: task.id })).data).toEqual([]);
    expect(
      (await client.rpc('get_applicant_facts', { p_user_id: b.volunteer.id })).error?.code,
    ).toBe('42501');

    const updated = await client
      .from('tasks')
      .update({ title: 'Hijacked' })
      .eq('id', task.id)
      .select('id');
    expect(updated.data).toEqual([]);
    const deleted = await client.from('tasks').delete().eq('id', task.id).select('id');
    expect(deleted.data).toEqual([]);
    const posted = await client.from('tasks').insert({
      organisation_id: b.owner.orgId,
      user_id: b.owner.id,
      title: 'Planted',
      description: 'x',
      location: 'x',
      task_type: 'once-off',
      difficulty: 'easy',
      hours_required: 1,
      capacity: 1,
    });
    expect(posted.error?.code).toBe('42501');
    for (const call of [
      'approve_application',
      'reject_application',
      'mark_application_done',
    ] as const) {
      const refused = await client.rpc(call, { p_application_id: application.id });
      expect(refused.error?.code).toBe('42501');
    }
    const reviewed = await client.rpc('submit_review', {
      p_task_id: task.id,
      p_user_id: b.volunteer.id,
      p_rating: 1,
    });
    expect(reviewed.error?.code).toBe('42501');
    const credited = await client.rpc('increment_user_points', {
      uid: b.volunteer.id,
      amt: task.points,
    });
    expect(credited.error?.code).toBe('42501');
    const chatted = await client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: b.owner.id, content: 'Hello from A' });
    expect(chatted.error?.code).toBe('42501');
    const opened = await client
      .from('chats')
      .insert({ org_id: b.owner.id, volunteer_id: b.volunteer.id, task_id: task.id });
    expect(opened.error).not.toBeNull();
    const profile = await client
      .from('organisations')
      .update({ mission: 'Taken over' })
      .eq('id', b.owner.orgId)
      .select('id');
    expect(profile.data).toEqual([]);
    const logo = await client.storage
      .from('org-logos')
      .upload(`${b.owner.id}.png`, png, { contentType: 'image/png', upsert: true });
    expect(logo.error).not.toBeNull();
    const gone = await client.from('organisations').delete().eq('id', b.owner.orgId).select('id');
    expect(gone.data).toEqual([]);

    const still = await product.admin.from('tasks').select('title').eq('id', task.id).single();
    expect(still.data?.title).toBe('Bravo task');
  });

  it("a removed member's token stops working at once: REST, RPC, storage and realtime", async () => {
    const { owner, coordinator, volunteer } = await team('Removed');
    const task = await createTask(owner);
    const application = await apply(volunteer, task.id);
    const chatId = await chatWith(owner, volunteer, task.id);

    const received: string[] = [];
    await coordinator.client.realtime.setAuth();
    await new Promise<void>((resolve, reject) => {
      const channel = coordinator.client
        .channel(`removed-${chatId}`)
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
    await volunteer.client.from('messages').insert({ chat_id: chatId, content: 'Before' });
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received).toEqual(['Before']);

    const removed = await owner.client.rpc('remove_member', { p_user_id: coordinator.id });
    expect(removed.error).toBeNull();
    // They are told (their open pages follow their notifications).
    const told = await coordinator.client
      .from('notifications')
      .select('kind, title, link')
      .eq('kind', 'team_removed');
    expect(told.data).toEqual([
      { kind: 'team_removed', title: "You were removed from Removed Org's team", link: '/no-team' },
    ]);

    await volunteer.client.from('messages').insert({ chat_id: chatId, content: 'After' });
    const rest = await coordinator.client.from('applications').select('id').eq('task_id', task.id);
    expect(rest.data).toEqual([]);
    const rpc = await coordinator.client.rpc('get_organisation_tasks', { p_filter: 'all' });
    expect(rpc.error?.message).toBe('You are not a member of an organisation.');
    const approve = await coordinator.client.rpc('approve_application', {
      p_application_id: application.id,
    });
    expect(approve.error?.code).toBe('42501');
    const storage = await coordinator.client.storage
      .from('org-logos')
      .upload(`${owner.id}.png`, png, { contentType: 'image/png', upsert: true });
    expect(storage.error).not.toBeNull();
    const posted = await coordinator.client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: owner.id, content: 'Still here?' });
    expect(posted.error?.code).toBe('42501');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received).toEqual(['Before']);
  });

  it('an invitation works once, in time, unrevoked, and for its own address only', async () => {
    const owner = await createOrganisation(product, 'Invites Org');
    const email = address('invited');
    const invitation = (
      await owner.client.rpc('invite_member', { p_email: ` ${email.toUpperCase()} ` })
    ).data;
    expect(invitation?.email).toBe(email);
    const invitationId = invitation?.id ?? '';

    // Another address cannot use it.
    const stranger = await signUpInvited(product, invitationId, address('stranger'), 'Stranger');
    const wrong = await stranger.client.rpc('accept_invitation', { p_invitation_id: invitationId });
    expect(wrong.error?.message).toBe(
      `This invitation was sent to another address. Sign in as ${email}.`,
    );
    // The invited address uses it once.
    const first = await signUpInvited(product, invitationId, email, 'Ivy Invited');
    const once = await first.client.rpc('accept_invitation', { p_invitation_id: invitationId });
    expect(once.error).toBeNull();
    const twice = await first.client.rpc('accept_invitation', { p_invitation_id: invitationId });
    expect(twice.error?.message).toBe('This invitation has already been used.');

    const revokedEmail = address('revoked');
    const revoked = (await owner.client.rpc('invite_member', { p_email: revokedEmail })).data;
    expect(
      (await owner.client.rpc('revoke_invitation', { p_invitation_id: revoked?.id ?? '' })).error,
    ).toBeNull();
    const late = await signUpInvited(product, revoked?.id ?? '', revokedEmail, 'Rex Revoked');
    const afterRevoke = await late.client.rpc('accept_invitation', {
      p_invitation_id: revoked?.id ?? '',
    });
    expect(afterRevoke.error?.message).toBe(
      'This invitation was withdrawn. Ask the owner for a new one.',
    );

    const expiredEmail = address('expired');
    const expired = (await owner.client.rpc('invite_member', { p_email: expiredEmail })).data;
    await product.admin
      .from('organisation_invitations')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', expired?.id ?? '');
    const tooLate = await signUpInvited(product, expired?.id ?? '', expiredEmail, 'Ed Expired');
    const afterExpiry = await tooLate.client.rpc('accept_invitation', {
      p_invitation_id: expired?.id ?? '',
    });
    expect(afterExpiry.error?.message).toBe(
      'This invitation has expired. Ask the owner for a new one.',
    );
    const status = await product.anon.rpc('get_invitation', { p_invitation_id: expired?.id ?? '' });
    expect(status.data).toEqual([
      expect.objectContaining({
        organisation_name: 'Invites Org',
        email: expiredEmail,
        status: 'expired',
      }),
    ]);

    const volunteerEmail = address('volunteer');
    const forVolunteer = (await owner.client.rpc('invite_member', { p_email: volunteerEmail }))
      .data;
    const volunteer = await createVolunteer(product, 'Vic Volunteer');
    await product.admin.auth.admin.updateUserById(volunteer.id, {
      email: volunteerEmail,
      email_confirm: true,
    });
    await product.admin.from('users').update({ email: volunteerEmail }).eq('id', volunteer.id);
    const asVolunteer = await volunteer.client.rpc('accept_invitation', {
      p_invitation_id: forVolunteer?.id ?? '',
    });
    expect(asVolunteer.error?.code).toBe('42501');

    expect((await members(owner)).map((row) => row.user_id)).toEqual([owner.id, first.id]);
  });

  it('a coordinator cannot invite, withdraw, remove, promote or delete the organisation', async () => {
    const { owner, coordinator } = await team('Limits');
    const other = await joinTeam(product, owner, 'Olly Other');
    const pending = (await owner.client.rpc('invite_member', { p_email: address('pending') })).data;

    const invite = await coordinator.client.rpc('invite_member', { p_email: address('friend') });
    expect(invite.error?.message).toBe('Only the owner can invite people to the team.');
    const withdraw = await coordinator.client.rpc('revoke_invitation', {
      p_invitation_id: pending?.id ?? '',
    });
    expect(withdraw.error?.code).toBe('42501');
    const remove = await coordinator.client.rpc('remove_member', { p_user_id: other.id });
    expect(remove.error?.message).toBe('Only the owner can remove someone from the team.');
    const promote = await coordinator.client.rpc('hand_over_ownership', {
      p_user_id: coordinator.id,
    });
    expect(promote.error?.message).toBe('Only the owner can hand over ownership.');
    const deleted = await coordinator.client
      .from('organisations')
      .delete()
      .eq('id', owner.orgId)
      .select('id');
    expect(deleted.data).toEqual([]);

    // They see their team and its pending invitations.
    const team_ = await coordinator.client.from('organisation_members').select('user_id');
    expect(team_.data).toHaveLength(3);
    const invitations = await coordinator.client
      .from('organisation_invitations')
      .select('id')
      .is('accepted_at', null);
    expect(invitations.data?.map((row) => row.id)).toEqual([pending?.id]);
    expect(await members(owner)).toEqual([
      { user_id: owner.id, role: 'owner' },
      { user_id: coordinator.id, role: 'coordinator' },
      { user_id: other.id, role: 'coordinator' },
    ]);
  });

  it('no one makes themselves a member, or changes a role, by writing the tables', async () => {
    const { owner, coordinator } = await team('Direct');
    const outsider = await createOrganisation(product, 'Outsider Org');
    const joined = await outsider.client
      .from('organisation_members')
      .insert({ organisation_id: owner.orgId, user_id: outsider.id, role: 'coordinator' });
    expect(joined.error?.code).toBe('42501');
    const promoted = await coordinator.client
      .from('organisation_members')
      .update({ role: 'owner' })
      .eq('user_id', coordinator.id);
    expect(promoted.error?.code).toBe('42501');
    const invited = await outsider.client
      .from('organisation_invitations')
      .insert({ organisation_id: owner.orgId, email: outsider.email });
    expect(invited.error?.code).toBe('42501');
    // Nor by creating a second organisation as a coordinator.
    const second = await coordinator.client
      .from('organisations')
      .insert({ name: 'Breakaway', type: 'charity', user_id: coordinator.id });
    expect(second.error?.code).toBe('42501');
    expect(await members(owner)).toEqual([
      { user_id: owner.id, role: 'owner' },
      { user_id: coordinator.id, role: 'coordinator' },
    ]);
  });

  it('the owner hands over ownership before leaving; a coordinator leaves', async () => {
    const { owner, coordinator } = await team('Handover');
    const leaveFirst = await owner.client.rpc('leave_organisation');
    expect(leaveFirst.error?.message).toBe('Hand over ownership before you leave the team.');
    expect(
      (await owner.client.rpc('hand_over_ownership', { p_user_id: coordinator.id })).error,
    ).toBeNull();
    expect(await members(owner)).toEqual([
      { user_id: owner.id, role: 'coordinator' },
      { user_id: coordinator.id, role: 'owner' },
    ]);
    const invite = await coordinator.client.rpc('invite_member', { p_email: address('next') });
    expect(invite.error).toBeNull();
    expect((await owner.client.rpc('leave_organisation')).error).toBeNull();
    expect(await members(owner)).toEqual([{ user_id: coordinator.id, role: 'owner' }]);
    // The organisation account itself, out of the team, no longer acts for it.
    const tasks = await owner.client.rpc('get_organisation_tasks', { p_filter: 'all' });
    expect(tasks.error?.message).toBe('You are not a member of an organisation.');
  });
});
