// The stack's local inbox (MailDev's `GET /email`): sign-ups are confirmed through the mailed link,
// as on a hosted project with e-mail confirmation on (supabase/config.toml).
import { expect, type Page } from '@playwright/test';
import { backendEnv } from './backendEnv';

export interface Mail {
  subject: string;
  html: string;
  /** The mail's plain-text part. */
  text: string;
  to: { address: string }[];
}

export async function mailsTo(address: string, inboxUrl = backendEnv().inboxUrl): Promise<Mail[]> {
  const response = await fetch(`${inboxUrl}/email`);
  expect(response.ok).toBe(true);
  const mails = (await response.json()) as Mail[];
  const wanted = address.toLowerCase();
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted));
}

/** The link of the `count`th mail to `address`, once it has arrived. */
export async function mailedLink(
  address: string,
  count = 1,
  inboxUrl = backendEnv().inboxUrl,
): Promise<string> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(address, inboxUrl)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  const match = /href="([^"]+)"/.exec(mails[count - 1].html);
  if (!match) throw new Error('the mail has no link');
  return match[1].replace(/&amp;/g, '&');
}

/** After a sign-up through the form: the check-email screen, then the mailed link, in `page`. */
export async function confirmThroughMail(
  page: Page,
  email: string,
  inboxUrl = backendEnv().inboxUrl,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.goto(await mailedLink(email, 1, inboxUrl));
}

/** Confirms an address signed up through the API, as if its owner opened the link elsewhere. */
export async function confirmByMail(email: string): Promise<void> {
  const response = await fetch(await mailedLink(email), { redirect: 'manual' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location') ?? '').toContain('access_token=');
}

/** The mails to `address` whose subject is `subject`, once `count` of them have arrived. */
export async function mailsWithSubject(
  address: string,
  subject: string,
  count = 1,
  inboxUrl = backendEnv().inboxUrl,
): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () =>
        (mails = (await mailsTo(address, inboxUrl)).filter((mail) => mail.subject === subject))
          .length,
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The address of the link whose text is `text` in a mail's HTML. */
export function linkIn(mail: Mail, text: string): string {
  const anchors = [...mail.html.matchAll(/<a\s[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a\s*>/g)];
  const found = anchors.find(([, , inner]) => inner.replace(/\s+/g, ' ').trim() === text);
  if (found === undefined) throw new Error(`the mail has no link "${text}"`);
  return found[1].replace(/&amp;/g, '&');
}
