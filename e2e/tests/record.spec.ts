import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  openAs,
  postTask,
  rpc,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// A record of hours (issue #21): a Done adds the task's hours and points to the volunteer's
// ledger, shown on their profile; a certificate of volunteering opens for anyone with its link.

const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

test('a Done shows in the volunteer’s hours and points, and their certificate verifies for anyone', async ({
  browser,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Tree planting ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 48, title, { hoursRequired: 3 });
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  await rpc(org, 'mark_application_done', { p_application_id: application.id });

  const page = await (await browser.newContext()).newPage();
  await openAs(page, volunteer.session, '/volunteer/profile');
  const record = page.getByRole('region', { name: 'Hours and points' });
  await expect(record.getByRole('definition').first()).toHaveText('3');
  const history = record.getByRole('table', { name: 'Points history' });
  await expect(history.getByRole('row').filter({ hasText: title })).toContainText('+300');

  const certificate = record.getByRole('region', { name: 'Certificate of volunteering' });
  const organisation = await certificate.getByLabel('Organisation').inputValue();
  expect(organisation).not.toBe('');
  await certificate.getByLabel('To').fill(isoDay(7));
  await certificate.getByRole('button', { name: 'Create certificate' }).click();
  await expect(page).toHaveURL(/\/certificate\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificate of volunteering');
  await expect(page.getByText('Verified by')).toBeVisible();
  const statement = page.getByText(
    /^Jamie Rivers volunteered 3 hours with .+ between .+ and .+\.$/,
  );
  await expect(statement).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('3');

  // An employer opens the link with no account.
  const employer = await (await browser.newContext()).newPage();
  await employer.goto(new URL(page.url()).pathname);
  await expect(employer.getByText(await statement.innerText())).toBeVisible();
  await employer.goto(`/certificate/${'0'.repeat(32)}`);
  await expect(employer.getByRole('alert')).toHaveText(
    "This certificate couldn't be found. Check the link you were given.",
  );

  // Back on the profile, the certificate is listed.
  await page.goto('/volunteer/profile');
  await expect(
    page.getByRole('region', { name: 'Certificate of volunteering' }).getByRole('link'),
  ).toHaveCount(1);
});
