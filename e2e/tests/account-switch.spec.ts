import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { logOutThroughMenu } from '../support/signIn';
import { signInThroughForm } from '../support/signInThroughForm';
import {
  openAs,
  postTask,
  rpc,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// Two people on one browser tab, one after the other: what the portal read for the first (their
// applications, their "Still coming?") is gone once they log out, and the next to sign in sees only
// their own, live and in the last visit's copy the shell keeps of the screen.

test("the next volunteer to sign in on a tab sees their own tasks, not the last one's applications", async ({
  page,
}) => {
  const first = await volunteerFollowingDemoOrganisation();
  const second = await volunteerFollowingDemoOrganisation();
  const title = `Shared tab shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(first.org, 30, title);
  await rpc(first.volunteer, 'apply_for_task', { p_task_id: taskId });

  await openAs(page, first.volunteer.session, '/volunteer/home');
  const card = page.locator('#root main article').filter({ hasText: title });
  await expect(card).toContainText('Applied');
  await expect(card.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await logOutThroughMenu(page);

  // The next person signs in on the same tab, at once (no reload between them).
  await signInThroughForm(page, second.volunteer.email, 'Harbour#2026');
  await expect(page).toHaveURL('/volunteer/home');
  const theirCard = page.locator('#root main article').filter({ hasText: title });
  await expect(theirCard.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(theirCard).not.toContainText('Applied');
});

test('logging out when the auth server cannot be reached still signs this device out', async ({
  page,
}) => {
  const { volunteer } = await volunteerFollowingDemoOrganisation();
  await openAs(page, volunteer.session, '/volunteer/home');
  await expect(page.locator('#root main article').first()).toBeVisible();
  await page.route('**/auth/v1/logout**', (route) => route.abort('internetdisconnected'));
  await logOutThroughMenu(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.unroute('**/auth/v1/logout**');
  await page.reload();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter(
      (key) => key.endsWith('-auth-token') || /^portal:(last-visit|start-up)/.test(key),
    ),
  );
  expect(stored).toEqual([]);
});
