import { randomUUID } from 'node:crypto';
import { applyForTask, approveApplication, markApplicationDone } from '../../src/data/applications';
import { submitReview } from '../../src/data/reviews';
import { linkOrganisations } from '../../src/data/userOrganisations';
import {
  fetchVolunteerPublicProfile,
  fetchVolunteerReviewsPage,
} from '../../src/data/volunteerPublicProfile';
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
let org: OrganisationActor;

beforeAll(async () => {
  backend = await startBackend();
  vol = await volunteer(backend, 'Robin Reviewed');
  org = await organisation(backend, 'Harbour Helpers');
  await linkOrganisations(vol.client, vol.id, [org.orgId]);
});

afterAll(async () => {
  await backend?.stop();
});

describe('the volunteer public profile', () => {
  it('shows a volunteer without reviews', async () => {
    expect(await fetchVolunteerPublicProfile(org.client, vol.id)).toEqual({
      volunteer: {
        id: vol.id,
        name: 'Robin Reviewed',
        profile_url: null,
        bio: null,
        points: 0,
        average_rating: 0,
        interests: null,
        wwcc: false,
      },
      reviewCount: 0,
    });
  });

  it('is null for an unknown volunteer', async () => {
    expect(await fetchVolunteerPublicProfile(org.client, randomUUID())).toBeNull();
  });

  it('names the reviewing organisation and the task of each review', async () => {
    const task = await postTask(org, { draft: { title: 'Food drive', capacity: 1 } });
    const application = await applyForTask(vol.client, task.id);
    await approveApplication(org.client, application.id);
    await markApplicationDone(org.client, application.id);
    await submitReview(org.client, { taskId: task.id, userId: vol.id, rating: 5, comment: 'Star' });

    const profile = await fetchVolunteerPublicProfile(vol.client, vol.id);
    expect(profile).toMatchObject({
      volunteer: { points: task.points, average_rating: 5 },
      reviewCount: 1,
    });
    expect((await fetchVolunteerReviewsPage(vol.client, vol.id)).rows).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Star',
        reviewerName: 'Harbour Helpers',
        taskTitle: 'Food drive',
      }),
    ]);
  });
});
