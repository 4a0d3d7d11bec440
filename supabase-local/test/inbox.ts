// The local inbox's HTTP API (MailDev's `GET /email`), as a test reads its mail.
export interface Mail {
  id: string;
  subject: string;
  html: string;
  to: { address: string }[];
}

/** Mails to `address`, oldest first. */
export async function mailsTo(inboxUrl: string, address: string): Promise<Mail[]> {
  const response = await fetch(`${inboxUrl}/email`);
  if (!response.ok) throw new Error(`inbox answered ${response.status}`);
  const mails = (await response.json()) as Mail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address));
}

/** Waits (up to 10 s) until `address` has `count` mails, and returns the newest. */
export async function waitForMail(inboxUrl: string, address: string, count = 1): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsTo(inboxUrl, address);
    if (mails.length >= count) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first link of a mail, as a reader would click it (HTML entities decoded). */
export function mailLink(mail: Mail): string {
  const match = /href="([^"]+)"/.exec(mail.html);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[1]
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The code printed in a mail ("Enter this code: <strong>123456</strong>"). */
export function mailCode(mail: Mail): string {
  const match = /code:\s*(?:<strong>)?(\d+)/.exec(mail.html);
  if (!match) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}
