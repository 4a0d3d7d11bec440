import { expect, test, type Page } from '@playwright/test';
import { urlOf } from '../support/servers';
import { DEMO } from '../support/signIn';
import { signInThroughForm } from '../support/signInThroughForm';
import { signInClient, type Actor } from '../support/volunteerActors';

/** The first task the role's home lists, read from the backend as that user. */
const firstHomeTask: Record<keyof typeof DEMO, (actor: Actor) => Promise<string>> = {
  // The volunteer home lists get_open_tasks, earliest first by default.
  volunteer: async ({ client }) => {
    const { data, error } = await client.rpc('get_open_tasks', {
      p_search: '',
      p_sort: 'earliest',
      p_limit: 1,
    });
    if (error !== null) throw new Error(error.message);
    return (data as { title: string }[])[0].title;
  },
  // The organisation home lists its own tasks, newest first.
  organisation: async ({ client, id }) => {
    const { data, error } = await client
      .from('tasks')
      .select('title')
      .eq('user_id', id)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1)
      .single();
    if (error !== null) throw new Error(error.message);
    return (data as { title: string }).title;
  },
};

const REMOTES = [
  {
    name: 'volunteer' as const,
    title: 'Volunteer area',
    home: '/volunteer/home',
    tabs: ['Home', 'My Tasks', 'Rewards', 'Messages', 'Leaderboard'],
    other: 'organisation' as const,
    accountName: 'a volunteer account',
  },
  {
    name: 'organisation' as const,
    title: 'Organisation area',
    home: '/organisation/home',
    tabs: ['Home', 'Create', 'My Tasks', 'Messages', 'Leaderboard'],
    other: 'volunteer' as const,
    accountName: 'an organisation account',
  },
];

async function expectSignInForm(page: Page, title: string) {
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

for (const remote of REMOTES) {
  test(`the ${remote.name} app on its own signs its role in, shows its home with the backend's data, and logs out`, async ({
    page,
  }) => {
    const origin = urlOf(remote.name);
    await page.goto(origin);
    await expect(page).toHaveURL(`${origin}${remote.home}`);
    await expectSignInForm(page, remote.title);

    const login = DEMO[remote.name];
    await signInThroughForm(page, login.email, 'not-the-password');
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await signInThroughForm(page, login.email, login.password);
    await expect(page).toHaveURL(`${origin}${remote.home}`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
      remote.tabs,
    );
    const expectedTitle = await firstHomeTask[remote.name](
      await signInClient(login.email, login.password),
    );
    await expect(page.getByRole('main').getByText(expectedTitle).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('main').getByText(expectedTitle).first()).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
    await question.getByRole('button', { name: 'Log out' }).click();
    await expectSignInForm(page, remote.title);
    await page.reload();
    await expectSignInForm(page, remote.title);
  });

  test(`the ${remote.name} app on its own refuses a signed-in ${remote.other} clearly and lets them log out`, async ({
    page,
  }) => {
    const origin = urlOf(remote.name);
    await page.goto(origin);
    const login = DEMO[remote.other];
    await signInThroughForm(page, login.email, login.password);

    await expect(
      page.getByRole('heading', { name: `This app needs ${remote.accountName}` }),
    ).toBeVisible();
    await expect(
      page.getByText(
        `You are signed in as ${login.email}, which is not ${remote.accountName}. Log out, then sign in with ${remote.accountName}.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expectSignInForm(page, remote.title);
  });
}
