import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO } from '../support/signIn';
import {
  demoOrganisation,
  newVolunteer,
  openAs,
  postTask,
  rpc,
  signInClient,
} from '../support/volunteerActors';

test("a volunteer opens another volunteer's public profile: points, rating, reviews, Report and Block coming soon", async ({
  page,
}) => {
  const reviewed = await newVolunteer({ onboarded: true });
  const org = await demoOrganisation();
  await reviewed.client
    .from('user_organisations')
    .insert({ user_id: reviewed.id, org_id: org.orgId });
  // A hard two-hour task is worth 200 points once done; the organisation then rates the work.
  const taskId = await postTask(org, 48, `Boat ramp sweep ${randomUUID().slice(0, 4)}`);
  const application = await rpc(reviewed, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  await rpc(org, 'mark_application_done', { p_application_id: application.id });
  await rpc(org, 'submit_review', {
    p_task_id: taskId,
    p_user_id: reviewed.id,
    p_rating: 4,
    p_comment: 'Reliable and cheerful.',
  });

  const viewer = await signInClient(DEMO.volunteer.email, DEMO.volunteer.password);
  await openAs(page, viewer.session, '/volunteer/home');
  await expect(page.getByRole('heading', { name: 'Open tasks' })).toBeVisible();
  await page.goto(`/volunteer/profile/${reviewed.id}`);

  const profile = page.getByRole('article', { name: 'Jamie Rivers' });
  await expect(profile.getByRole('heading', { name: 'Jamie Rivers' })).toBeVisible();
  await expect(profile.getByText('No bio provided.')).toBeVisible();
  const stat = (term: string) => profile.locator('dt', { hasText: term }).locator('xpath=../dd');
  await expect(stat('Points')).toHaveText('200 pts');
  await expect(stat('Rating')).toHaveText('4.0');
  await expect(profile.getByText('Reliable and cheerful.')).toBeVisible();

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'coming soon' })).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'coming soon' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/volunteer/home');
});

test("a volunteer without reviews reads 'No reviews yet.'; an unknown one 'Volunteer not found.'", async ({
  page,
}) => {
  const newcomer = await newVolunteer({ onboarded: true });
  const viewer = await signInClient(DEMO.volunteer.email, DEMO.volunteer.password);
  await openAs(page, viewer.session, `/volunteer/profile/${newcomer.id}`);
  await expect(page.getByRole('heading', { name: 'Jamie Rivers' })).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();

  await page.goto(`/volunteer/profile/${randomUUID()}`);
  await expect(page.getByText('Volunteer not found.')).toBeVisible();
});
