import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  openAs,
  postTask,
  rpc,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// Calendar (issue #21): "Add to calendar" on an approved task downloads the database's .ics, and
// the private feed on the profile serves the approved tasks until it is turned off.

test('a volunteer adds an approved task to the calendar and subscribes to the private feed', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Calendar shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 120, title, { hoursRequired: 3 });
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });

  await openAs(page, volunteer.session, `/volunteer/task/${taskId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^calendar-shift-[a-z0-9-]+\.ics$/);
  const ics = await readFile((await file.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);

  await page.goto('/volunteer/profile');
  const section = page.getByRole('region', { name: 'Calendar' });
  await section.getByRole('button', { name: 'Subscribe in my calendar' }).click();
  const link = section.getByLabel('Calendar link');
  await expect(link).toHaveValue(/^webcal:\/\/.+\/functions\/v1\/calendar\?token=[0-9a-f]{64}$/);
  const feedUrl = (await link.inputValue()).replace(/^webcal:/, 'http:');
  const feed = await fetch(feedUrl);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain(`SUMMARY:${title}`);

  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('button', { name: 'Subscribe in my calendar' })).toBeVisible();
  expect((await fetch(feedUrl)).status).toBe(404);
});
