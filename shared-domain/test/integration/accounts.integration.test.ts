import { applyForTask } from '../../src/data/applications';
import {
  getCurrentUser,
  getSession,
  onAuthChange,
  signInWithPassword,
  signOut,
  signUp,
} from '../../src/data/auth';
import {
  createOrganisation,
  fetchOrganisation,
  fetchOrganisationByOwner,
  fetchOrganisationStats,
  fetchOrganisationsPage,
  updateOrganisationByOwner,
} from '../../src/data/organisations';
import { savePushSubscription } from '../../src/data/push';
import { uploadAvatar, uploadOrganisationLogo } from '../../src/data/storage';
import { fetchLinkedOrganisationIds, linkOrganisations } from '../../src/data/userOrganisations';
import {
  calculateAverageRating,
  createUserProfile,
  fetchLoginProfile,
  fetchPublicProfile,
  fetchUser,
  resolveProfileUrl,
  updateUserProfile,
} from '../../src/data/users';
import { avatarUploadPath, organisationLogoPath } from '../../src/rules/storagePaths';
import { postLoginDestination } from '../../src/rules/routing';
import {
  PASSWORD,
  newClient,
  organisation,
  postTask,
  startBackend,
  userRow,
  volunteer,
  type Actor,
  type Backend,
  type OrganisationActor,
} from './harness';

jest.setTimeout(120_000);

let backend: Backend;
let vol: Actor;
let org: OrganisationActor;
let otherOrg: OrganisationActor;

beforeAll(async () => {
  backend = await startBackend();
  vol = await volunteer(backend, 'Jamie Rivers');
  org = await organisation(backend, 'Harbour Helpers');
  otherOrg = await organisation(backend, 'Park Rangers');
});

afterAll(async () => {
  await backend?.stop();
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('auth', () => {
  it('signs up a new account whose profile starts with onboarding incomplete', async () => {
    const client = newClient(backend);
    const email = `new-${Date.now()}@test.local`;
    const { user } = await signUp(client, { email, password: PASSWORD });
    await signInWithPassword(client, { email, password: PASSWORD });
    await createUserProfile(client, { id: user.id, email, name: 'Nia New', role: 'volunteer' });
    const profile = await fetchLoginProfile(client, user.id);
    expect(profile).toEqual({
      role: 'volunteer',
      first_login_complete: false,
      name: 'Nia New',
      team: null,
      profile_url: null,
    });
    expect(profile && postLoginDestination(profile)).toEqual({
      kind: 'navigate',
      to: '/volunteer/completeprofile',
    });
  });

  it('refuses a wrong password', async () => {
    await expect(
      signInWithPassword(newClient(backend), { email: vol.email, password: 'wrong-password' }),
    ).rejects.toThrow();
  });

  it('reports the session and user, and tells listeners about sign-out', async () => {
    // An account of its own: signing out ends every session of the user, and the other suites'
    // clients of `vol` must keep theirs (storage, like auth, refuses an ended session's token).
    const someone = await volunteer(backend, 'Sam Signout');
    const client = newClient(backend);
    await signInWithPassword(client, { email: someone.email, password: PASSWORD });
    expect((await getSession(client))?.user.id).toBe(someone.id);
    expect((await getCurrentUser(client))?.id).toBe(someone.id);
    const events: string[] = [];
    const stop = onAuthChange(client, (event) => events.push(event));
    await signOut(client);
    stop();
    expect(events).toContain('SIGNED_OUT');
    expect(await getSession(client)).toBeNull();
  });

  it('lets nobody create a profile row for someone else', async () => {
    await expect(
      createUserProfile(vol.client, {
        id: org.id,
        email: 'x@test.local',
        name: 'Impostor',
        role: 'organisation',
      }),
    ).rejects.toThrow();
  });
});

describe('users', () => {
  it('reads the whole own row and the public profile', async () => {
    const row = await fetchUser(vol.client, vol.id);
    expect(row).toMatchObject({ id: vol.id, name: 'Jamie Rivers', role: 'volunteer', points: 0 });
    expect(await fetchPublicProfile(org.client, vol.id)).toEqual({
      id: vol.id,
      name: 'Jamie Rivers',
      profile_url: null,
      bio: null,
      points: 0,
      average_rating: 0,
      interests: null,
      wwcc: false,
    });
  });

  it('saves the completed profile of the signed-in user', async () => {
    await updateUserProfile(vol.client, vol.id, {
      bio: 'Happy to help',
      interests: 'Sport,Youth',
      wwcc: true,
      first_login_complete: true,
    });
    expect(await userRow(backend, vol.id)).toMatchObject({
      bio: 'Happy to help',
      first_login_complete: true,
    });
  });

  it("changes nothing in another user's row", async () => {
    await updateUserProfile(vol.client, org.id, { bio: 'hacked' });
    expect((await userRow(backend, org.id)).bio).toBeNull();
  });

  it('is unreadable anonymously', async () => {
    await expect(fetchPublicProfile(backend.anon, vol.id)).rejects.toThrow();
  });

  it('recomputes the own average rating', async () => {
    expect(await calculateAverageRating(vol.client)).toBe(0);
  });

  it('resolves a stored avatar path through the avatar bucket and keeps full URLs', () => {
    expect(resolveProfileUrl(vol.client, 'u1.png')).toBe(
      `${backend.apiUrl}/storage/v1/object/public/user-avatars/u1.png`,
    );
    expect(resolveProfileUrl(vol.client, 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(resolveProfileUrl(vol.client, null)).toBeNull();
  });
});

describe('organisations', () => {
  it("are created at signup with the default type, shown as 'Other'", async () => {
    const row = await fetchOrganisationByOwner(org.client, org.id);
    expect(row).toMatchObject({ id: org.orgId, name: 'Harbour Helpers', type: 'other' });
  });

  it('cannot be created by a volunteer', async () => {
    await expect(
      createOrganisation(vol.client, { name: 'Fake', userId: vol.id }),
    ).rejects.toThrow();
  });

  it('are listed by name for the selection grid, a page at a time', async () => {
    const all = await fetchOrganisationsPage(vol.client);
    expect(all.rows.map((o) => o.name)).toEqual(['Harbour Helpers', 'Park Rangers']);
    expect(all.next).toBeNull();
    const first = await fetchOrganisationsPage(vol.client, { limit: 1 });
    expect(first.rows.map((o) => o.name)).toEqual(['Harbour Helpers']);
    const second = await fetchOrganisationsPage(vol.client, { limit: 1, after: first.next });
    expect(second).toEqual({
      rows: [expect.objectContaining({ name: 'Park Rangers' })],
      next: null,
    });
  });

  it('are searched by name in the database, ignoring case, with LIKE wildcards taken literally', async () => {
    const found = await fetchOrganisationsPage(vol.client, { search: '  park RAN ' });
    expect(found.rows.map((o) => o.name)).toEqual(['Park Rangers']);
    expect((await fetchOrganisationsPage(vol.client, { search: '%' })).rows).toEqual([]);
    expect((await fetchOrganisationsPage(vol.client, { search: 'h_rbour' })).rows).toEqual([]);
  });

  it('update their own profile and nobody else changes it', async () => {
    await updateOrganisationByOwner(org.client, org.id, {
      type: 'sports_club',
      instagram: 'harbourhelpers',
    });
    await updateOrganisationByOwner(otherOrg.client, org.id, { instagram: 'stolen' });
    expect(await fetchOrganisation(vol.client, org.orgId)).toMatchObject({
      type: 'sports_club',
      instagram: 'harbourhelpers',
    });
  });

  it('count tasks posted and applicants for the profile stats', async () => {
    const task = await postTask(otherOrg);
    await postTask(otherOrg);
    await applyForTask(vol.client, task.id);
    const own = await fetchOrganisationByOwner(otherOrg.client, otherOrg.id);
    if (own === null) throw new Error('organisation missing');
    expect(await fetchOrganisationStats(vol.client, own)).toEqual({
      tasksPosted: 2,
      applicants: 1,
      joined: own.created_at,
    });
  });
});

describe('user_organisations', () => {
  it('link a volunteer to the organisations they chose, once each', async () => {
    await linkOrganisations(vol.client, vol.id, [org.orgId, otherOrg.orgId]);
    await linkOrganisations(vol.client, vol.id, [org.orgId]);
    expect((await fetchLinkedOrganisationIds(vol.client, vol.id)).sort()).toEqual(
      [org.orgId, otherOrg.orgId].sort(),
    );
  });

  it('cannot be made by an organisation account', async () => {
    await expect(linkOrganisations(org.client, org.id, [otherOrg.orgId])).rejects.toThrow();
  });
});

describe('storage', () => {
  it('uploads an avatar and returns a public URL that serves it, cached for 3600 s', async () => {
    const url = await uploadAvatar(
      vol.client,
      avatarUploadPath(vol.id, 'me.png', new Date()),
      png,
      'image/png',
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it('overwrites an organisation logo with the same name, under a URL of its own', async () => {
    const path = organisationLogoPath(org.id, 'logo.png');
    const first = await uploadOrganisationLogo(org.client, path, png, 'image/png');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    const second = await uploadOrganisationLogo(org.client, path, jpeg, 'image/png');
    // A cache holding the first logo is not asked for the second: the URLs differ.
    expect(second).not.toBe(first);
    const response = await fetch(second);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(jpeg);
  });

  it("refuses an upload under someone else's name", async () => {
    // Storage answers HTTP 400 with the refusal's own status (403) and code in the body.
    await expect(
      uploadAvatar(vol.client, avatarUploadPath(org.id, 'x.png', new Date()), png, 'image/png'),
    ).rejects.toMatchObject({
      name: 'DataError',
      code: 'AccessDenied',
      status: 403,
      message: 'new row violates row-level security policy',
    });
  });
});

describe('push subscription', () => {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
    expirationTime: null,
    keys: {
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };

  it('is saved for the signed-in user', async () => {
    await savePushSubscription(vol.client, backend, subscription);
    const { data } = await backend.admin
      .from('push_subscriptions')
      .select('user_id, endpoint')
      .eq('endpoint', subscription.endpoint);
    expect(data).toEqual([{ user_id: vol.id, endpoint: subscription.endpoint }]);
  });

  it("is saved at the URL a deployment's configuration names for the function", async () => {
    const phone = { ...subscription, endpoint: `${subscription.endpoint}-configured` };
    // SPEC's own path, which the local stack serves as an alias of the function.
    const subscriptionUrl = `${backend.apiUrl}/api/save-subscription`;
    await savePushSubscription(vol.client, { ...backend, subscriptionUrl }, phone);
    const { data } = await backend.admin
      .from('push_subscriptions')
      .select('user_id')
      .eq('endpoint', phone.endpoint);
    expect(data).toEqual([{ user_id: vol.id }]);
  });

  it('is refused without a session', async () => {
    await expect(savePushSubscription(newClient(backend), backend, subscription)).rejects.toThrow(
      'Not authenticated',
    );
  });
});
