import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { openAs, volunteerFollowingDemoOrganisation } from '../support/volunteerActors';

// Finding a task (issue #20): filters kept in the address, For You saying why, and the organisation
// behind a card, with Follow and Unfollow, against the real stack.

test('a volunteer narrows home by interest, length and organisation, sorts For You and meets the organisation', async ({
  page,
}) => {
  const { volunteer, org } = await volunteerFollowingDemoOrganisation();
  await volunteer.client.from('users').update({ interests: 'Animals' }).eq('id', volunteer.id);
  const tag = randomUUID().slice(0, 6);
  const post = async (title: string, fields: Record<string, unknown>) => {
    const { error } = await org.client.from('tasks').insert({
      user_id: org.id,
      organisation_id: org.orgId,
      title: `${title} ${tag}`,
      description: `${title}: a discovery task`,
      location: 'Harbour Wharf Shed 3',
      difficulty: 'easy',
      capacity: 4,
      task_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      ...fields,
    });
    if (error !== null) throw new Error(error.message);
  };
  await post('Dog walking', { interests: ['Animals'], hours_required: 1 });
  await post('Long haul sort', { interests: ['Fundraising'], hours_required: 6 });

  await openAs(page, volunteer.session, `/volunteer/home?q=${tag}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  // Every card here is open: no card says so; each says how long, and the spots left.
  await expect(cards.first()).not.toContainText('Open');
  await expect(page.getByRole('article').filter({ hasText: 'Dog walking' })).toContainText('1 hr');
  await expect(page.getByRole('article').filter({ hasText: 'Dog walking' })).toContainText(
    '4 of 4 spots left',
  );

  await page.getByLabel('Interest').selectOption('Animals');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Dog walking');
  await expect(page.getByText(`Showing tasks matching “${tag}” · Animals`)).toBeVisible();
  await expect(page).toHaveURL(/interest=Animals/);

  // The address keeps the list: a reload shows the same.
  await page.reload();
  await expect(page.getByLabel('Interest')).toHaveValue('Animals');
  await expect(cards).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Length').selectOption({ label: 'Over 4 hours' });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Long haul sort');
  await page.getByLabel('Length').selectOption({ label: 'Any length' });

  // For You puts the task suiting the volunteer's interest first, and says why.
  await page.getByLabel('Sort by').selectOption({ label: 'For You' });
  await expect(cards.first()).toContainText('Dog walking');
  await expect(cards.first()).toContainText('Suits your interest in Animals');

  // The organisation behind the card: its profile, its open tasks, Unfollow and Follow.
  await cards.first().getByRole('link', { name: 'Harbourside Community Kitchen' }).click();
  await expect(page).toHaveURL(`/volunteer/organisation/${org.orgId}`);
  await expect(page.getByRole('heading', { name: 'Harbourside Community Kitchen' })).toBeVisible();
  await page.getByRole('button', { name: 'Unfollow Harbourside Community Kitchen' }).click();
  await expect(page.getByText('You no longer follow Harbourside Community Kitchen.')).toBeVisible();
  const follows = await volunteer.client.from('user_organisations').select('org_id');
  expect(follows.data).toEqual([]);
  await page.getByRole('button', { name: 'Follow Harbourside Community Kitchen' }).click();
  await page.getByRole('link', { name: 'See their open tasks' }).click();
  await expect(page).toHaveURL(`/volunteer/home?organisation=${org.orgId}`);
  await expect(page.getByLabel('Organisation')).toHaveValue(org.orgId);
  await expect(page.getByText('Showing tasks · Harbourside Community Kitchen')).toBeVisible();
});
