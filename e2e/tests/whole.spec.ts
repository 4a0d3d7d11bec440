import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { mailsTo } from '../support/mail';
import {
  newOrganisation,
  newVolunteer,
  openAs,
  postTask,
  rpc,
  serviceClient,
  volunteerFollowingDemoOrganisation,
} from '../support/volunteerActors';

// Issue #44: what exists, made whole. One clock for every time shown, organisations a volunteer can
// still discover after sign-up, and a waitlist reached from the lists.

/** A moment as en-AU shows it in `zone`: '20:00' and the zone's short name ('GMT'). */
function clockIn(moment: Date, zone: string): { time: string; zoneName: string } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { time: `${part('hour')}:${part('minute')}`, zoneName: part('timeZoneName') };
}

test('one clock: a London task seen from Sydney shows London’s time, named, on the card, the task page and its reminder', async ({
  browser,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `London shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 30, title);
  const admin = serviceClient();
  const moved = await admin
    .from('tasks')
    .update({ time_zone: 'Europe/London' })
    .eq('id', taskId)
    .select('task_date')
    .single();
  expect(moved.error).toBeNull();
  const startsAt = new Date(moved.data?.task_date as string);
  const { time, zoneName } = clockIn(startsAt, 'Europe/London');
  const label = `${time} ${zoneName}`;

  const context = await browser.newContext({ timezoneId: 'Australia/Sydney' });
  const page = await context.newPage();
  await openAs(page, volunteer.session, '/volunteer/home');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText(label);

  // Approved, with its day-before reminder waiting for an answer: the same clock again.
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });
  const reminder = await admin.from('reminders').upsert(
    {
      application_id: application.id,
      task_id: taskId,
      user_id: volunteer.id,
      kind: 'day_before',
      starts_at: startsAt.toISOString(),
    },
    { onConflict: 'application_id,starts_at,kind' },
  );
  expect(reminder.error).toBeNull();
  await page.goto(`/volunteer/task/${taskId}`);
  await expect(page.getByRole('main')).toContainText(label);
  await expect(page.getByRole('region', { name: 'Still coming?' })).toContainText(label);

  // The calendar file: the same instant, and the same clock named in its description.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = await readFile((await (await download).path()) ?? '', 'utf8');
  const utc = startsAt.toISOString().replace(/[-:]/g, '').slice(0, 15);
  expect(ics).toContain(`DTSTART:${utc}Z`);
  expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:Starts ${time} Europe/London time.`);
  await context.close();
});

test('a volunteer finds an organisation that joined after their sign-up, follows it and sees its tasks', async ({
  page,
}) => {
  const volunteer = await newVolunteer({ onboarded: true });
  const name = `Bayside Wildlife ${randomUUID().slice(0, 6)}`;
  const org = await newOrganisation(name);
  const title = `Possum box building ${randomUUID().slice(0, 6)}`;
  await postTask(org, 48, title);

  await openAs(page, volunteer.session, '/volunteer/home');
  await page.getByRole('link', { name: 'Find organisations' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('article', { name });
  await row.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(page.getByText(`You now follow ${name}`)).toBeVisible();
  await expect(row.getByRole('button', { name: `Unfollow ${name}` })).toBeVisible();

  await row.getByRole('link', { name }).click();
  const tasks = page.getByRole('region', { name: 'Open tasks' });
  await expect(tasks.getByRole('article').filter({ hasText: title })).toBeVisible();
  await page.goto('/volunteer/home');
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
});

test('a full task is listed as Full; the volunteer joins its waitlist from the list and finds it in My Tasks', async ({
  page,
}) => {
  const { volunteer: booked, org } = await volunteerFollowingDemoOrganisation();
  const { volunteer: waiting } = await volunteerFollowingDemoOrganisation();
  const title = `Sold-out shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 72, title, { capacity: 1 });
  const application = await rpc(booked, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: application.id });

  await openAs(page, waiting.session, `/volunteer/home?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Full', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Join the waitlist for ${title}` }).click();
  await expect(page.getByText("You're on the waitlist. We'll let you know")).toBeVisible();
  await expect(card.getByText('On the waitlist', { exact: true })).toBeVisible();

  await page.goto('/volunteer/mytasks');
  const line = page.getByRole('region', { name: 'On the waitlist' });
  await expect(line.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expect(page.getByText('No applications to display.')).toHaveCount(0);
});

test('decisions a coordinator can trust: Approve is undone within its window; Done asks first, is undone, then credited once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const title = `Undoable shift ${randomUUID().slice(0, 6)}`;
  const taskId = await postTask(org, 72, title);
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  const admin = serviceClient();
  const stored = async () => {
    const [{ data: row }, { data: user }, { data: ledger }] = await Promise.all([
      admin.from('applications').select('status').eq('id', application.id).single(),
      admin.from('users').select('points').eq('id', volunteer.id).single(),
      admin.from('ledger_entries').select('points').eq('user_id', volunteer.id),
    ]);
    const total = (ledger ?? []).reduce((sum, entry) => sum + (entry.points as number), 0);
    return { status: row?.status as string, points: user?.points as number, ledger: total };
  };
  const before = await stored();

  await openAs(page, org.session, `/organisation/task/${taskId}`);
  const row = page.getByRole('listitem', { name: 'Jamie Rivers' });
  await row.getByRole('button', { name: 'Approve' }).click();
  // The row moves to Approved at once; Undo takes it back before anything is sent.
  await expect(page.getByRole('group', { name: /^Approved/ })).toContainText('Jamie Rivers');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('group', { name: /^Applied/ })).toContainText('Jamie Rivers');
  await page.waitForTimeout(6_500);
  expect(await stored()).toEqual({ ...before, status: 'applied' });

  await row.getByRole('button', { name: 'Approve' }).click();
  await expect.poll(async () => (await stored()).status, { timeout: 15_000 }).toBe('approved');

  await page.reload();
  const points = (await admin.from('tasks').select('points').eq('id', taskId).single()).data
    ?.points as number;
  await row.getByRole('button', { name: 'Done' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Mark Jamie Rivers's work as done? They get ${points} pts.`);
  await question.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page).toHaveURL(`/organisation/review/${taskId}/${volunteer.id}`);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.waitForTimeout(6_500);
  expect(await stored()).toEqual({ ...before, status: 'approved' });

  // Done for real this time: credited once, and the ledger agrees with the points.
  await page.goto(`/organisation/task/${taskId}`);
  await row.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as done' }).click();
  await expect.poll(stored, { timeout: 15_000 }).toEqual({
    status: 'completed',
    points: before.points + points,
    ledger: before.ledger + points,
  });
});

test('each count of the dashboard opens My Tasks filtered to exactly that work', async ({
  page,
}) => {
  const org = await newOrganisation(`Counting Crew ${randomUUID().slice(0, 6)}`);
  const waiting = `Needs a decision ${randomUUID().slice(0, 6)}`;
  const quiet = `Nobody yet ${randomUUID().slice(0, 6)}`;
  const waitingId = await postTask(org, 24 * 20, waiting);
  await postTask(org, 24 * 21, quiet);
  const volunteer = await newVolunteer({ onboarded: true });
  await rpc(volunteer, 'apply_for_task', { p_task_id: waitingId });

  await openAs(page, org.session, '/organisation/home');
  await page.getByRole('link', { name: /1 applicant waiting for you/ }).click();
  await expect(page).toHaveURL(/\/organisation\/mytasks\?filter=awaitingDecision/);
  await expect(page.getByLabel('Filter')).toHaveValue('awaitingDecision');
  await expect(page.getByRole('listitem', { name: 'Jamie Rivers' })).toBeVisible();
  await expect(page.getByText(waiting).first()).toBeVisible();
  await expect(page.getByText(quiet)).toHaveCount(0);
});

test("the applicant's profile shows what the organisation needs to decide", async ({ page }) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const taskId = await postTask(org, 72, `Deciding shift ${randomUUID().slice(0, 6)}`, {
    hoursRequired: 3,
  });
  const first = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(org, 'approve_application', { p_application_id: first.id });
  await rpc(org, 'mark_application_done', { p_application_id: first.id });
  await volunteer.client
    .from('users')
    .update({ wwcc: true, interests: 'Animals,Environment' })
    .eq('id', volunteer.id);

  await openAs(page, org.session, `/organisation/applicant/${volunteer.id}`);
  const facts = page.getByRole('region', { name: 'Before you decide' });
  await expect(facts).toContainText('Working with Children Check');
  await expect(facts).toContainText('Yes');
  await expect(facts).toContainText('Animals, Environment');
  await expect(facts).toContainText('3 hours');
  await expect(facts).toContainText("Said they couldn't come 0 times · completed 1");
});

test('the confirmation mail is the product’s, and its code confirms on the check-email screen', async ({
  page,
}) => {
  const email = `e2e-code-${randomUUID().slice(0, 8)}@test.local`;
  await page.goto('/volunteer/signup');
  await page.getByLabel('Full name', { exact: true }).fill('Casey Code');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Harbour#2026');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  let html = '';
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(email);
      html = mail?.html ?? '';
      return mail?.subject ?? null;
    })
    .toBe('Confirm your email for Pitch In');
  expect(html).toContain('Pitch In');
  // One button, the same link written out, no other product's name.
  expect(html.match(/<a\s/g)).toHaveLength(1);
  expect(html).not.toContain('Volunteering Marketplace');
  const code = /code:\s*<strong>(\d{6})<\/strong>/.exec(html)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await page
    .getByLabel('Or enter the 6-digit code from the email')
    .fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('That code is wrong or has expired.');
  await page.getByLabel('Or enter the 6-digit code from the email').fill(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  // Signed in: the onboarding the guard sends a new volunteer to.
  await expect(page).toHaveURL(/\/volunteer\/(select-organisations|completeprofile)/);
});

test('nothing moves after Apply: the notifications offer arrives below the result, and the page shifts by under 0.01', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  const taskId = await postTask(org, 72, `Steady shift ${randomUUID().slice(0, 6)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, volunteer.session, `/volunteer/task/${taskId}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apply' }).click();
  const banner = page.getByText('Awaiting Approval', { exact: true });
  await expect(banner).toBeVisible();
  const before = await banner.boundingBox();
  // From here on, every layout shift counts, input or not.
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  const offer = page.getByRole('region', { name: 'Get a heads-up when it matters' });
  await expect(offer).toBeVisible();
  await page.waitForTimeout(1_000);
  expect((await banner.boundingBox())?.y).toBe(before?.y);
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});

test('reward pictures and medals are drawn by the product’s own emoji font, not left as empty boxes', async ({
  page,
}) => {
  // CI's Chromium has no emoji font of its own: what draws 🥧 and 🥇 here is the one the shell serves.
  const volunteer = await newVolunteer({ onboarded: true });
  await openAs(page, volunteer.session, '/volunteer/rewards');
  await expect(page.getByRole('main')).toContainText('Meat Pie');
  const emojiFont = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === 'Pitch In Emoji')
        .map((face) => face.status),
    );
  await expect.poll(emojiFont).toEqual(['loaded']);
  // Drawn in colour: an empty box or a black-and-white glyph has no coloured pixel.
  const colouredPixels = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context === null) return 0;
    context.font = "40px 'Pitch In Emoji'";
    context.textBaseline = 'top';
    context.fillText('🥧', 2, 2);
    const { data } = context.getImageData(0, 0, 48, 48);
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured += 1;
    }
    return coloured;
  });
  expect(colouredPixels).toBeGreaterThan(100);

  await page.goto('/volunteer/leaderboard');
  await expect(page.getByRole('img', { name: 'Rank 1' })).toBeVisible();
  await expect.poll(emojiFont).toEqual(['loaded']);
});
