import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  openAs,
  postTask,
  rpc,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// Waitlist (issue #21): a volunteer joins a full task's line; when the booked volunteer withdraws
// the place is offered to them as an application, which they confirm; the organisation sees the
// line and then the applicant.

test('a volunteer joins a full task’s waitlist, is offered the freed place and confirms it', async ({
  browser,
}) => {
  const { volunteer: booked, org } = await volunteerFollowingDemoOrganisation();
  const { volunteer: waiting } = await volunteerFollowingDemoOrganisation();
  const title = `Popular shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 72, title, { capacity: 1 });
  const application = await rpc(booked, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });

  const page = await (await browser.newContext()).newPage();
  await openAs(page, waiting.session, `/volunteer/task/${taskId}`);
  const waitlist = page.getByRole('region', { name: 'Waitlist' });
  await expect(waitlist).toContainText('This task is full.');
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByText("You're on the waitlist. We'll let you know")).toBeVisible();
  await expect(waitlist).toContainText("You're next in line.");
  await expect(waitlist.getByRole('button', { name: 'Leave the waitlist' })).toBeVisible();

  const owner = await (await browser.newContext()).newPage();
  await openAs(owner, org.session, `/organisation/task/${taskId}`);
  const line = owner.getByRole('region', { name: 'Waitlist (1)' });
  await expect(line.getByRole('listitem')).toHaveCount(1);
  await expect(line.getByRole('listitem')).toContainText('Waiting');

  // The booked volunteer withdraws: the place goes to the first in line.
  await rpc(booked, 'withdraw_application', { p_task_id: taskId });
  await page.reload();
  await expect(waitlist).toContainText('A place opened up!');
  await expect(waitlist).toContainText("You're among the applicants. Confirm by");
  await owner.reload();
  await expect(line.getByRole('listitem')).toContainText('Offered a place until');

  await waitlist.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page.getByText('Place confirmed. The organisation will review')).toBeVisible();
  await expect(page.getByText('Awaiting Approval')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waitlist' })).toHaveCount(0);

  // The reload first shows the last-known page (the line and the booked volunteer) until the
  // fresh read lands; the line then goes and the confirmed volunteer is among the applicants.
  await owner.reload();
  await expect(
    owner.getByRole('listitem', { name: 'Jamie Rivers' }).filter({ hasText: 'Applied' }),
  ).toBeVisible();
  await expect(owner.getByRole('listitem', { name: 'Jamie Rivers' })).toHaveCount(1);
  await expect(owner.getByRole('region', { name: /^Waitlist/ })).toHaveCount(0);
});
