import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  openAs,
  postTask,
  rpc,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// Clashes (issue #21): applying to a task that overlaps approved work shows the clash and asks
// again; the organisation sees the applicant is booked elsewhere at this time.

test('a volunteer is warned of a clash before applying, and the organisation sees it on the applicant', async ({
  browser,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const tag = randomUUID().slice(0, 6);
  // Approved for a three-hour shift four days ahead; the next task starts an hour into it.
  const booked = await postTask(org, 96, `Booked shift ${tag}`, { hoursRequired: 3 });
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: booked });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  const overlapping = await postTask(org, 97, `Overlapping shift ${tag}`);

  const page = await (await browser.newContext()).newPage();
  await openAs(page, volunteer.session, `/volunteer/task/${overlapping}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const sheet = page.getByRole('alertdialog', { name: 'Apply for this task' });
  await expect(sheet).toContainText(`This overlaps “Booked shift ${tag}”`);
  await expect(sheet).toContainText("which you're approved for.");
  await sheet.getByRole('button', { name: 'Apply anyway' }).click();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();

  const owner = await (await browser.newContext()).newPage();
  await openAs(owner, org.session, `/organisation/task/${overlapping}`);
  const row = owner.getByRole('listitem', { name: 'Jamie Rivers' });
  await expect(row).toContainText('Booked elsewhere at this time');
  // The shift the volunteer is booked on shows no such warning.
  await owner.goto(`/organisation/task/${booked}`);
  await expect(owner.getByRole('listitem', { name: 'Jamie Rivers' })).toBeVisible();
  await expect(owner.getByRole('listitem', { name: 'Jamie Rivers' })).not.toContainText(
    'Booked elsewhere',
  );

  // A task clear of the booking asks nothing more.
  const clear = await postTask(org, 120, `Clear shift ${tag}`);
  await page.goto(`/volunteer/task/${clear}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(sheet).not.toContainText('This overlaps');
  await expect(sheet.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Cancel' }).click();
});
