import { expect, test, type Page } from '@playwright/test';
import { backendEnv } from '../support/backendEnv';
import { DEMO, signInAs } from '../support/signIn';

type Credentials = { email: string; password: string };
type BoardRow = { user_id: string; name: string; completed_count: number };

async function sessionOf({ email, password }: Credentials): Promise<{ access_token: string }> {
  const { apiUrl, anonKey } = backendEnv();
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: HTTP ${response.status}`);
  return (await response.json()) as { access_token: string };
}

/** The board as the database ranks it (get_leaderboard), read as the demo volunteer. */
async function seededBoard(): Promise<BoardRow[]> {
  const { apiUrl, anonKey } = backendEnv();
  const { access_token } = await sessionOf(DEMO.volunteer);
  const response = await fetch(`${apiUrl}/rest/v1/rpc/get_leaderboard`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${access_token}` },
  });
  return (await response.json()) as BoardRow[];
}

/** Seeded volunteers sign in with first.last@demo.local and Password1! (supabase/seed.sql). */
function credentialsOf(name: string): Credentials {
  const [first = '', last = ''] = name.toLowerCase().split(/\s+/);
  return name === 'Sam Taylor'
    ? DEMO.volunteer
    : { email: `${first}.${last}@demo.local`, password: 'Password1!' };
}

async function signInWithPassword(page: Page, credentials: Credentials) {
  const session = await sessionOf(credentials);
  const storageKey = `sb-${new URL(backendEnv().apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.goto('/signin');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify(session),
  ] as const);
}

const rows = (page: Page) => page.getByRole('main').getByRole('listitem');

test('the organisation sees the seeded top five with medals, first names and task counts', async ({
  page,
}) => {
  const board = await seededBoard();
  expect(board.length).toBe(5);
  await signInAs(page, 'organisation');
  await page.goto('/organisation/leaderboard');

  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  const medals = ['🥇', '🥈', '🥉', '4', '5'];
  for (const [index, entry] of board.entries()) {
    const row = rows(page).nth(index);
    await expect(row).toContainText(medals[index] ?? '');
    await expect(row).toContainText(entry.name.split(' ')[0] ?? '');
    await expect(row).not.toContainText(entry.name);
    await expect(row).toContainText(
      entry.completed_count === 1 ? '1 task' : `${entry.completed_count} tasks`,
    );
  }
  await expect(page.getByRole('main').locator('[aria-current="true"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A row opens the volunteer as an applicant.
  const [first] = board;
  if (first === undefined) throw new Error('The seeded board is empty.');
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(`/organisation/applicant/${first.user_id}`);
});

test('a volunteer on the board sees their own row highlighted', async ({ page }) => {
  const board = await seededBoard();
  const third = board[2];
  if (third === undefined)
    throw new Error('The seed has fewer than three volunteers on the board.');
  await signInWithPassword(page, credentialsOf(third.name));
  await page.goto('/volunteer/leaderboard');

  await expect(rows(page)).toHaveCount(5);
  const own = page.getByRole('main').locator('[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('🥉');
  await expect(own).toContainText(third.name.split(' ')[0] ?? '');

  // For a look at phone and desktop widths (kept with the test's output).
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath('leaderboard-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('leaderboard-1280.png') });

  // Another volunteer's row opens their public profile, the own row the own profile.
  const [first] = board;
  if (first === undefined) throw new Error('The seeded board is empty.');
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(`/volunteer/profile/${first.user_id}`);
  await page.goBack();
  await own.getByRole('link').click();
  await expect(page).toHaveURL('/volunteer/profile');
});
