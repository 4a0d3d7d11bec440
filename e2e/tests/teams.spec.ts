import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { linkIn, mailedLink, mailsWithSubject } from '../support/mail';
import {
  newOrganisation,
  newVolunteer,
  openAs,
  rpc,
  signInClient,
} from '../support/volunteerActors';

// An organisation is a team (issue #49), through the stack's local inbox: the owner invites a
// coordinator from the Team screen; the coordinator signs up from the mail's link, confirms their
// address and joins; as the organisation they post a task, approve its applicant and write to
// them; the owner sees who approved on the task page and who wrote in the chat; the owner removes
// the coordinator, whose open page loses access at once.

/** A mailed portal link, opened on the portal under test. */
async function openMailedLink(page: Page, link: string): Promise<void> {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
}

test('an owner invites a coordinator by e-mail who joins, acts for the organisation, is seen doing it, and loses access when removed', async ({
  browser,
}) => {
  test.slow();
  const suffix = randomUUID().slice(0, 6);
  const organisationName = `Harbour Team ${suffix}`;
  const owner = await newOrganisation(organisationName);
  const email = `coordinator-${suffix}@test.local`;
  const password = 'Harbour#2026';

  // The owner invites from the Team screen.
  const ownerPage = await (await browser.newContext()).newPage();
  await openAs(ownerPage, owner.session, '/organisation/profile');
  await ownerPage.getByRole('link', { name: 'Team' }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await ownerPage.getByLabel('Email address').fill(email);
  await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
  const pending = ownerPage.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(email)).toBeVisible();

  // The coordinator signs up from the mail, confirms the address, and joins.
  const [invitation] = await mailsWithSubject(email, `Join ${organisationName} on Pitch In`);
  const coordinatorPage = await (await browser.newContext()).newPage();
  await openMailedLink(coordinatorPage, linkIn(invitation, `Join ${organisationName}`));
  await expect(
    coordinatorPage.getByRole('heading', {
      level: 1,
      name: `Join ${organisationName} on Pitch In`,
    }),
  ).toBeVisible();
  await coordinatorPage.getByLabel('Full name').fill('Sam Rivers');
  await coordinatorPage.getByLabel('Password', { exact: true }).fill(password);
  await coordinatorPage.getByRole('button', { name: 'Create account' }).click();
  await expect(
    coordinatorPage.getByRole('heading', { level: 1, name: 'Check your email' }),
  ).toBeVisible();
  // The second mail to the address: its confirmation, which leads back to the invitation.
  await coordinatorPage.goto(await mailedLink(email, 2));
  await coordinatorPage.getByRole('button', { name: `Join ${organisationName}` }).click();
  await expect(coordinatorPage).toHaveURL('/organisation/home');

  // As the organisation: a task, its applicant approved, a message to them.
  const coordinator = await signInClient(email, password);
  const volunteer = await newVolunteer({ onboarded: true });
  await volunteer.client.from('user_organisations').insert({
    user_id: volunteer.id,
    org_id: owner.orgId,
  });
  const title = `Harbour shift ${suffix}`;
  const posted = await coordinator.client
    .from('tasks')
    .insert({
      organisation_id: owner.orgId,
      title,
      description: `${title}: an e2e task`,
      location: 'Harbour Wharf Shed 3',
      task_date: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      difficulty: 'easy',
      hours_required: 2,
      capacity: 2,
    })
    .select('id, user_id')
    .single();
  expect(posted.error).toBeNull();
  expect(posted.data?.user_id).toBe(owner.id);
  const taskId = posted.data?.id as string;
  const application = await rpc(volunteer, 'apply_for_task', { p_task_id: taskId });
  await rpc(coordinator, 'approve_application', { p_application_id: application.id });
  const chat = await coordinator.client
    .from('chats')
    .insert({ org_id: owner.id, volunteer_id: volunteer.id, task_id: taskId })
    .select('id')
    .single();
  const chatId = chat.data?.id as string;
  await coordinatorPage.goto(`/chat/${chatId}`);
  await coordinatorPage.getByRole('textbox', { name: 'Message' }).fill('Bring gloves, please.');
  await coordinatorPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    coordinatorPage.getByRole('listitem').filter({ hasText: 'Bring gloves, please.' }),
  ).toContainText('You');

  // The owner sees who approved, and who wrote.
  await ownerPage.goto(`/organisation/task/${taskId}`);
  const history = ownerPage.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Jamie Rivers: Approved by Sam Rivers');
  await ownerPage.goto(`/chat/${chatId}`);
  await expect(
    ownerPage.getByRole('listitem').filter({ hasText: 'Bring gloves, please.' }),
  ).toContainText('Sam Rivers');

  // The volunteer sees the organisation, not the person.
  const volunteerMessages = await volunteer.client
    .from('messages')
    .select('sender_id')
    .eq('chat_id', chatId);
  expect(volunteerMessages.data).toEqual([{ sender_id: owner.id }]);

  // Removed while their page is open: it loses access at once.
  await coordinatorPage.goto('/organisation/home');
  await expect(coordinatorPage.getByRole('heading', { level: 1 })).toBeVisible();
  await ownerPage.goto('/organisation/team');
  await ownerPage.getByRole('button', { name: 'Remove Sam Rivers from the team' }).click();
  await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(
    ownerPage.getByRole('region', { name: 'Members' }).getByText('Sam Rivers'),
  ).toHaveCount(0);
  await expect(coordinatorPage).toHaveURL('/no-team');
  await expect(
    coordinatorPage.getByRole('heading', { level: 1, name: 'You are not part of an organisation' }),
  ).toBeVisible();
  const after = await coordinator.client.rpc('get_organisation_tasks', { p_filter: 'all' });
  expect(after.error?.message).toBe('You are not a member of an organisation.');
});
