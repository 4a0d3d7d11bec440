// Who may and who may not call each data function (SPEC §6), against the real schema and its
// row-level rules: volunteers, the owning organisation, another organisation and anonymous visitors.
import {
  applyForTask,
  approveApplication,
  countApplications,
  fetchMyApplicationsPage,
  fetchOwnApplication,
  fetchTaskApplicantsPage,
  incrementUserPoints,
  markApplicationDone,
  rejectApplication,
  withdrawApplication,
} from '../../src/data/applications';
import { fetchChatPage, fetchChatParties, findChat, openChat } from '../../src/data/chats';
import { fetchLeaderboard } from '../../src/data/leaderboard';
import {
  fetchMessagesPage,
  sendMessage,
  subscribeToMessages,
  type MessageRow,
} from '../../src/data/messages';
import {
  createOrganisation,
  fetchOrganisation,
  fetchOrganisationByOwner,
  fetchOrganisationStats,
  fetchOrganisationsPage,
  updateOrganisationByOwner,
} from '../../src/data/organisations';
import { fetchRedemptionsPage, redeemCustomAmount, redeemReward } from '../../src/data/redemptions';
import { fetchVolunteerReviewsPage } from '../../src/data/volunteerPublicProfile';
import { fetchTaskReviews, hasReview, submitReview } from '../../src/data/reviews';
import { uploadAvatar, uploadOrganisationLogo } from '../../src/data/storage';
import {
  deleteTask,
  fetchOpenTasksPage,
  fetchOrganisationTasksPage,
  fetchTask,
  updateTask,
} from '../../src/data/tasks';
import { fetchLinkedOrganisationIds, linkOrganisations } from '../../src/data/userOrganisations';
import {
  calculateAverageRating,
  createUserProfile,
  fetchLoginProfile,
  fetchPublicProfile,
  fetchUser,
  updateUserProfile,
  type UserProfilePatch,
} from '../../src/data/users';
import { avatarEditPath, organisationLogoPath } from '../../src/rules/storagePaths';
import {
  organisation,
  postTask,
  startBackend,
  taskRow,
  userRow,
  volunteer,
  type Actor,
  type Backend,
  type OrganisationActor,
} from './harness';

jest.setTimeout(120_000);

let backend: Backend;
let alice: Actor;
let ben: Actor;
let carl: Actor;
let org: OrganisationActor;
let otherOrg: OrganisationActor;
let taskId: string;
let aliceApplication: string;
let benApplication: string;

beforeAll(async () => {
  backend = await startBackend();
  alice = await volunteer(backend, 'Alice Able');
  ben = await volunteer(backend, 'Ben Baker');
  carl = await volunteer(backend, 'Carl Cole');
  org = await organisation(backend, 'Harbour Helpers');
  otherOrg = await organisation(backend, 'Park Rangers');
  await linkOrganisations(alice.client, alice.id, [org.orgId]);
  await linkOrganisations(ben.client, ben.id, [org.orgId]);
  await linkOrganisations(carl.client, carl.id, [org.orgId]);
  taskId = (await postTask(org, { draft: { title: 'Harbour day', capacity: 2 } })).id;
  aliceApplication = (await applyForTask(alice.client, taskId)).id;
  benApplication = (await applyForTask(ben.client, taskId)).id;
});

afterAll(async () => {
  await backend?.stop();
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('anonymous visitors', () => {
  it('are refused every read that needs a signed-in user', async () => {
    const anon = backend.anon;
    const reads: Record<string, () => Promise<unknown>> = {
      fetchOrganisation: () => fetchOrganisation(anon, org.orgId),
      fetchOrganisationByOwner: () => fetchOrganisationByOwner(anon, org.id),
      fetchOrganisationsPage: () => fetchOrganisationsPage(anon),
      fetchOrganisationStats: () =>
        fetchOrganisationStats(anon, { id: org.orgId, created_at: new Date().toISOString() }),
      fetchPublicProfile: () => fetchPublicProfile(anon, alice.id),
      fetchOrganisationTasksPage: () => fetchOrganisationTasksPage(anon),
      fetchTaskApplicantsPage: () => fetchTaskApplicantsPage(anon, taskId),
      fetchVolunteerReviewsPage: () => fetchVolunteerReviewsPage(anon, alice.id),
      fetchOwnApplication: () => fetchOwnApplication(anon, taskId, alice.id),
      countApplications: () => countApplications(anon, taskId),
      findChat: () => findChat(anon, { orgId: org.id, volunteerId: alice.id, taskId }),
      fetchOpenTasksPage: () => fetchOpenTasksPage(anon),
    };
    const answered: string[] = [];
    for (const [name, read] of Object.entries(reads)) {
      await read().then(
        (value) => answered.push(`${name}: ${JSON.stringify(value)}`),
        () => undefined,
      );
    }
    expect(answered).toEqual([]);
  });

  it('cannot write profiles, organisations, links or tasks', async () => {
    const anon = backend.anon;
    await expect(
      createUserProfile(anon, {
        id: alice.id,
        email: 'x@test.local',
        name: 'X',
        role: 'volunteer',
      }),
    ).rejects.toThrow();
    await expect(updateUserProfile(anon, alice.id, { bio: 'anonymous' })).rejects.toThrow();
    await expect(updateOrganisationByOwner(anon, org.id, { name: 'Anon' })).rejects.toThrow();
    await expect(linkOrganisations(anon, alice.id, [otherOrg.orgId])).rejects.toThrow();
    await expect(postTask({ ...org, client: anon })).rejects.toThrow();
    expect((await userRow(backend, alice.id)).bio).toBeNull();
  });
});

describe('users', () => {
  it('never hand out an email, not even the own one, and not to anonymous visitors', async () => {
    const own = await alice.client.from('users').select('email').eq('id', alice.id);
    expect(own.error).not.toBeNull();
    const anonymous = await backend.anon.from('users').select('email');
    expect(anonymous.error).not.toBeNull();
  });

  it('are unreadable anonymously through every users read', async () => {
    await expect(fetchUser(backend.anon, alice.id)).rejects.toThrow();
    await expect(fetchLoginProfile(backend.anon, alice.id)).rejects.toThrow();
    await expect(calculateAverageRating(backend.anon)).rejects.toThrow();
  });

  it('are readable by any signed-in user, as public profiles', async () => {
    expect((await fetchUser(org.client, alice.id)).name).toBe('Alice Able');
    expect(await fetchLoginProfile(ben.client, alice.id)).toMatchObject({ role: 'volunteer' });
  });

  it('cannot give themselves points, a rating or another role', async () => {
    // UserProfilePatch already leaves these columns out; the database refuses them as well.
    const forbidden = (patch: Record<string, unknown>) => patch as UserProfilePatch;
    await expect(
      updateUserProfile(alice.client, alice.id, forbidden({ points: 10_000 })),
    ).rejects.toThrow();
    await expect(
      updateUserProfile(alice.client, alice.id, forbidden({ average_rating: 5 })),
    ).rejects.toThrow();
    await expect(
      updateUserProfile(alice.client, alice.id, forbidden({ role: 'organisation' })),
    ).rejects.toThrow();
    expect(await userRow(backend, alice.id)).toMatchObject({ points: 0, average_rating: 0 });
  });
});

describe('organisations', () => {
  it('are listed only to signed-in users', async () => {
    expect((await fetchOrganisationsPage(alice.client)).rows).toHaveLength(2);
    await expect(fetchOrganisationsPage(backend.anon)).rejects.toThrow();
  });

  it('cannot be created for another account, nor a second time by an organisation', async () => {
    await expect(
      createOrganisation(org.client, { name: 'Shadow', userId: otherOrg.id }),
    ).rejects.toThrow();
    await expect(
      createOrganisation(backend.anon, { name: 'Ghost', userId: org.id }),
    ).rejects.toThrow();
  });

  it('are not changed by a volunteer', async () => {
    await updateOrganisationByOwner(alice.client, org.id, { name: 'Alice Inc' });
    expect((await fetchOrganisationByOwner(alice.client, org.id))?.name).toBe('Harbour Helpers');
  });
});

describe('user_organisations', () => {
  it('cannot link another volunteer', async () => {
    await expect(linkOrganisations(alice.client, ben.id, [otherOrg.orgId])).rejects.toThrow();
    expect(await fetchLinkedOrganisationIds(ben.client, ben.id)).toEqual([org.orgId]);
  });

  it('are private to the volunteer and the organisation they follow', async () => {
    expect(await fetchLinkedOrganisationIds(ben.client, alice.id)).toEqual([]);
    expect(await fetchLinkedOrganisationIds(org.client, alice.id)).toEqual([org.orgId]);
    expect(await fetchLinkedOrganisationIds(otherOrg.client, alice.id)).toEqual([]);
    await expect(fetchLinkedOrganisationIds(backend.anon, alice.id)).rejects.toThrow();
  });
});

describe("a task's applications", () => {
  it('are all visible to the owner, only the own one to a volunteer, none to another organisation', async () => {
    const asOwner = await fetchTask(org.client, taskId);
    expect(asOwner?.applications.map((a) => a.user_id).sort()).toEqual([alice.id, ben.id].sort());
    const asAlice = await fetchTask(alice.client, taskId);
    expect(asAlice?.applications.map((a) => a.user_id)).toEqual([alice.id]);
    const asOther = await fetchTask(otherOrg.client, taskId);
    expect(asOther?.title).toBe('Harbour day');
    expect(asOther?.applications).toEqual([]);
  });

  it('are not counted or listed for another organisation', async () => {
    expect(await countApplications(otherOrg.client, taskId)).toBe(0);
    const otherOrgsTasks = await fetchOrganisationTasksPage(otherOrg.client);
    expect(otherOrgsTasks.rows.map((t) => t.id)).not.toContain(taskId);
    expect((await fetchTaskApplicantsPage(otherOrg.client, taskId)).rows).toEqual([]);
    expect((await fetchTaskApplicantsPage(alice.client, taskId)).rows).toEqual([]);
    expect((await fetchMyApplicationsPage(otherOrg.client, alice.id)).rows).toEqual([]);
  });

  it('are listed to the volunteer who made them, not to another volunteer', async () => {
    expect((await fetchMyApplicationsPage(alice.client, alice.id)).rows.map((a) => a.id)).toEqual([
      aliceApplication,
    ]);
    expect((await fetchMyApplicationsPage(ben.client, alice.id)).rows).toEqual([]);
  });

  it('are refused to anonymous visitors', async () => {
    await expect(fetchTask(backend.anon, taskId)).rejects.toThrow();
    await expect(fetchMyApplicationsPage(backend.anon, alice.id)).rejects.toThrow();
  });

  it('cannot be approved or rejected by a volunteer, another organisation or a visitor', async () => {
    for (const client of [alice.client, ben.client, otherOrg.client, backend.anon]) {
      await expect(approveApplication(client, benApplication)).rejects.toThrow();
      await expect(rejectApplication(client, benApplication)).rejects.toThrow();
    }
    expect(await countApplications(org.client, taskId, 'applied')).toBe(2);
  });

  it('cannot be withdrawn by the organisation or a visitor', async () => {
    await expect(withdrawApplication(org.client, taskId)).rejects.toThrow(
      'You have not applied for this task.',
    );
    await expect(withdrawApplication(backend.anon, taskId)).rejects.toThrow();
    expect(await countApplications(org.client, taskId)).toBe(2);
  });

  it('close the task once approvals reach capacity, and then nobody else may apply: it is listed as full', async () => {
    await approveApplication(org.client, aliceApplication);
    expect((await taskRow(backend, taskId))?.status).toBe(false);
    await approveApplication(org.client, benApplication);
    expect((await taskRow(backend, taskId))?.status).toBe(true);
    await expect(applyForTask(carl.client, taskId)).rejects.toThrow(
      'This task is full. Join the waitlist to be offered the next place.',
    );
    const listed = (await fetchOpenTasksPage(carl.client)).rows.find((t) => t.id === taskId);
    expect(listed).toMatchObject({ places_free: 0, my_waitlist_status: null });
  });

  it('cannot be marked done by the volunteer, another organisation or a visitor', async () => {
    for (const client of [alice.client, otherOrg.client, backend.anon]) {
      await expect(markApplicationDone(client, aliceApplication)).rejects.toThrow();
    }
    expect((await userRow(backend, alice.id)).points).toBe(0);
  });

  it('earn points only through the owner, and only positive amounts', async () => {
    const points = (await taskRow(backend, taskId))?.points ?? 0;
    await expect(incrementUserPoints(otherOrg.client, alice.id, points)).rejects.toThrow(
      'Points are credited only for work done on your own tasks.',
    );
    await expect(incrementUserPoints(org.client, alice.id, 0)).rejects.toThrow(
      'Points can only be added.',
    );
    await expect(incrementUserPoints(org.client, alice.id, -points)).rejects.toThrow(
      'Points can only be added.',
    );
    await expect(incrementUserPoints(backend.anon, alice.id, points)).rejects.toThrow();
    expect((await userRow(backend, alice.id)).points).toBe(0);
    await markApplicationDone(org.client, aliceApplication);
    expect((await userRow(backend, alice.id)).points).toBe(points);
  });
});

describe('reviews', () => {
  it('are written only by the owner, only after the work was marked done', async () => {
    await expect(
      submitReview(alice.client, { taskId, userId: alice.id, rating: 5 }),
    ).rejects.toThrow();
    await expect(
      submitReview(otherOrg.client, { taskId, userId: alice.id, rating: 1 }),
    ).rejects.toThrow('Only the task owner can review its volunteers.');
    await expect(submitReview(org.client, { taskId, userId: ben.id, rating: 4 })).rejects.toThrow(
      'You can review a volunteer only after marking their work done.',
    );
    await expect(
      submitReview(backend.anon, { taskId, userId: alice.id, rating: 5 }),
    ).rejects.toThrow();
    expect(await hasReview(org.client, taskId, alice.id)).toBe(false);
  });

  it('refuse ratings outside 1 to 5', async () => {
    await expect(submitReview(org.client, { taskId, userId: alice.id, rating: 0 })).rejects.toThrow(
      'Rating must be between 1 and 5.',
    );
    await expect(submitReview(org.client, { taskId, userId: alice.id, rating: 6 })).rejects.toThrow(
      'Rating must be between 1 and 5.',
    );
  });

  it('are public to read, also anonymously', async () => {
    await submitReview(org.client, { taskId, userId: alice.id, rating: 5 });
    expect(
      (await fetchVolunteerReviewsPage(ben.client, alice.id)).rows.map((r) => r.rating),
    ).toEqual([5]);
    expect(await fetchTaskReviews(backend.anon, taskId)).toEqual([
      { volunteer_id: alice.id, rating: 5, comment: null },
    ]);
    expect(await hasReview(backend.anon, taskId, alice.id)).toBe(true);
  });
});

describe('tasks', () => {
  it('are edited and deleted by their owner only', async () => {
    const task = await postTask(org);
    await expect(updateTask(alice.client, task.id, { title: 'Mine' })).rejects.toThrow();
    await expect(updateTask(backend.anon, task.id, { title: 'Mine' })).rejects.toThrow();
    expect(await deleteTask(otherOrg.client, task.id)).toBe(false);
    await expect(deleteTask(backend.anon, task.id)).rejects.toThrow();
    expect((await taskRow(backend, task.id))?.title).toBe('Beach clean-up');
  });
});

describe('the leaderboard', () => {
  it('is for signed-in users', async () => {
    expect((await fetchLeaderboard(org.client)).map((row) => row.user_id)).toEqual([alice.id]);
    await expect(fetchLeaderboard(backend.anon)).rejects.toThrow();
  });
});

describe('chats and messages', () => {
  let chatId: string;

  beforeAll(async () => {
    chatId = (await openChat(org.client, { orgId: org.id, volunteerId: alice.id, taskId })).chat.id;
    await sendMessage(alice.client, { chatId, senderId: alice.id, text: 'Hello' });
  });

  it('cannot be opened by another organisation or for someone else', async () => {
    await expect(
      openChat(otherOrg.client, { orgId: otherOrg.id, volunteerId: alice.id, taskId }),
    ).rejects.toThrow();
    await expect(
      openChat(ben.client, { orgId: org.id, volunteerId: alice.id, taskId }),
    ).rejects.toThrow();
    await expect(
      openChat(backend.anon, { orgId: org.id, volunteerId: ben.id, taskId }),
    ).rejects.toThrow();
  });

  it('stay hidden from everyone but the two participants', async () => {
    const key = { orgId: org.id, volunteerId: alice.id, taskId };
    expect(await findChat(ben.client, key)).toBeNull();
    expect(await findChat(otherOrg.client, key)).toBeNull();
    expect(await fetchChatParties(otherOrg.client, chatId)).toBeNull();
    expect(await fetchChatPage(otherOrg.client)).toEqual({ rows: [], next: null });
    expect((await fetchMessagesPage(otherOrg.client, chatId)).rows).toEqual([]);
    await expect(fetchChatPage(backend.anon)).rejects.toThrow();
    await expect(fetchMessagesPage(backend.anon, chatId)).rejects.toThrow();
    await expect(
      sendMessage(backend.anon, { chatId, senderId: alice.id, text: 'hi' }),
    ).rejects.toThrow();
  });

  it('reach only the participants live', async () => {
    const toOrg: MessageRow[] = [];
    const toOutsider: MessageRow[] = [];
    const stopOrg = await subscribeToMessages(org.client, chatId, (m) => toOrg.push(m));
    const stopOutsider = await subscribeToMessages(ben.client, chatId, (m) => toOutsider.push(m));
    try {
      await sendMessage(alice.client, { chatId, senderId: alice.id, text: 'Just for you' });
      const deadline = Date.now() + 10_000;
      while (toOrg.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Give a leaked copy the same time to arrive before asserting it did not.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(toOrg.map((m) => m.content)).toEqual(['Just for you']);
      expect(toOutsider).toEqual([]);
    } finally {
      await stopOutsider();
      await stopOrg();
    }
  });
});

describe('redemptions', () => {
  it('are refused to organisations and visitors', async () => {
    await expect(redeemReward(org.client, 'gummy-bears')).rejects.toThrow(
      'Only volunteers can redeem rewards.',
    );
    await expect(redeemCustomAmount(org.client, 50)).rejects.toThrow(
      'Only volunteers can redeem rewards.',
    );
    await expect(redeemReward(backend.anon, 'gummy-bears')).rejects.toThrow();
  });

  it('refuse a zero or negative custom amount and an unknown item', async () => {
    await expect(redeemCustomAmount(alice.client, 0)).rejects.toThrow(
      'Enter an amount greater than zero.',
    );
    await expect(redeemCustomAmount(alice.client, -100)).rejects.toThrow(
      'Enter an amount greater than zero.',
    );
    await expect(redeemReward(alice.client, 'caviar')).rejects.toThrow('Unknown reward item.');
    expect((await fetchRedemptionsPage(alice.client, alice.id)).rows).toEqual([]);
  });

  it('are private to their volunteer', async () => {
    await redeemReward(alice.client, 'gummy-bears');
    expect((await fetchRedemptionsPage(alice.client, alice.id)).rows.map((r) => r.item_id)).toEqual(
      ['gummy-bears'],
    );
    expect((await fetchRedemptionsPage(ben.client, alice.id)).rows).toEqual([]);
    expect((await fetchRedemptionsPage(org.client, alice.id)).rows).toEqual([]);
    await expect(fetchRedemptionsPage(backend.anon, alice.id)).rejects.toThrow();
  });
});

describe('storage', () => {
  it("refuses a volunteer writing an organisation's logo, and visitors uploading at all", async () => {
    await expect(
      uploadOrganisationLogo(
        alice.client,
        organisationLogoPath(org.id, 'logo.png'),
        png,
        'image/png',
      ),
    ).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    await expect(
      uploadAvatar(backend.anon, avatarEditPath(alice.id, 'me.png'), png, 'image/png'),
    ).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
  });
});
