// POST /functions/v1/notification-mail {id}: sends one mail of the outbox (public.notification_mails,
// migration 20261201233513): a notification, a chat digest, or a team invitation (20261202044910).
// The database posts each new row here after commit, and posts again the ones due for a retry. The
// function claims the row first (claim_notification_mail: one sender
// however often it is posted), writes the mail from the kind's templates in supabase/templates/
// notifications/ (text, and HTML inside layout.html), sends it through SMTP with nodemailer, and records the outcome
// (finish_notification_mail): sent; skipped, for a chat digest whose messages were all read
// meanwhile; or failed with the error, which the database retries with back-off and keeps.
//
// Every mail carries one-click unsubscribe for its kind (RFC 8058): List-Unsubscribe points at the
// `unsubscribe` function with a signed token, List-Unsubscribe-Post says it takes a POST; the link
// in the text opens the portal's confirmation page, which can undo it.
//
// Secrets: SMTP_HOST, SMTP_PORT (587; 465 is TLS from the start), SMTP_USER, SMTP_PASS, MAIL_FROM,
// SITE_URL (the portal, for links) and UNSUBSCRIBE_SECRET. The local stack points SMTP at its inbox
// and generates the secret when they are not set.
import nodemailer from 'npm:nodemailer@7.0.13';
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { json, readText } from '../_shared/http.ts';
import { fromServiceRole } from '../_shared/service-role.ts';
import { signUnsubscribe } from '../_shared/unsubscribe-token.ts';

const env = (name: string, fallback = '') => Deno.env.get(name) || fallback;
const siteUrl = env('SITE_URL', 'http://localhost:3000').replace(/\/+$/, '');
const apiUrl = env('SUPABASE_URL').replace(/\/+$/, '');
const smtpPort = Number(env('SMTP_PORT', '587'));
const transport = nodemailer.createTransport({
  host: env('SMTP_HOST'),
  port: smtpPort,
  secure: smtpPort === 465,
  auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
});
const from = env('MAIL_FROM', 'Pitch In <no-reply@pitchin.local>');
const db = createClient(apiUrl, env('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

const TEMPLATES = new URL('../../templates/notifications/', import.meta.url);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGEST_LIMIT = 20;

interface OutboxRow {
  id: string;
  /** Null for an invitation, whose recipient may have no account yet. */
  user_id: string | null;
  kind: string | null;
  notification_id: string | null;
  chat_id: string | null;
  invitation_id: string | null;
  created_at: string;
}

interface Mail {
  /** The templates' name: the notification's kind, or team_invitation. */
  template: string;
  to: string;
  subject: string;
  vars: Record<string, string>;
  /** Already escaped HTML, and its text form, for the digest's list. */
  lists?: { html: string; text: string };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `{{name}}` filled in; values escaped for HTML, lists inserted as they are. */
function fill(template: string, vars: Record<string, string>, html: boolean, list = ''): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (name === 'messages') return list;
    const value = vars[name] ?? '';
    return html ? escapeHtml(value) : value;
  });
}

function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'there';
}

async function recipient(userId: string): Promise<{ email: string; name: string; role: string }> {
  const { data, error } = await db
    .from('users')
    .select('email, name, role')
    .eq('id', userId)
    .single();
  if (error) throw new Error(`recipient: ${error.message}`);
  return data as { email: string; name: string; role: string };
}

const expiryFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** An invitation to join a team (migration 20261202044910); null once it is no longer open. */
async function composeInvitation(invitationId: string): Promise<Mail | null> {
  const { data, error } = await db
    .from('organisation_invitations')
    .select(
      'id, email, expires_at, accepted_at, revoked_at, organisations(name), users!invited_by(name)',
    )
    .eq('id', invitationId)
    .maybeSingle();
  if (error) throw new Error(`invitation: ${error.message}`);
  const invitation = data as unknown as {
    id: string;
    email: string;
    expires_at: string;
    accepted_at: string | null;
    revoked_at: string | null;
    organisations: { name: string } | null;
    users: { name: string } | null;
  } | null;
  if (invitation === null || invitation.accepted_at !== null || invitation.revoked_at !== null) {
    return null;
  }
  if (new Date(invitation.expires_at).getTime() <= Date.now()) return null;
  const organisation = invitation.organisations?.name ?? 'an organisation';
  return {
    template: 'team_invitation',
    to: invitation.email,
    subject: `Join ${organisation} on Pitch In`,
    vars: {
      title: `Join ${organisation} on Pitch In`,
      organisation,
      inviter: invitation.users?.name ?? 'The owner',
      email: invitation.email,
      expires: expiryFormat.format(new Date(invitation.expires_at)),
      action_url: `${siteUrl}/join/${invitation.id}`,
    },
  };
}

async function compose(row: OutboxRow): Promise<Mail | null> {
  if (row.invitation_id !== null) return composeInvitation(row.invitation_id);
  if (row.user_id === null || row.kind === null) throw new Error('outbox row without recipient');
  const person = await recipient(row.user_id);
  const token = await signUnsubscribe(env('UNSUBSCRIBE_SECRET'), {
    userId: row.user_id,
    kind: row.kind,
  });
  const common = {
    name: firstName(person.name),
    unsubscribe_url: `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
    settings_url: `${siteUrl}/${person.role}/notifications/settings`,
    one_click_url: `${apiUrl}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`,
  };
  if (row.notification_id !== null) {
    const { data, error } = await db
      .from('notifications')
      .select('title, body, link')
      .eq('id', row.notification_id)
      .maybeSingle();
    if (error) throw new Error(`notification: ${error.message}`);
    if (data === null) return null;
    const note = data as { title: string; body: string; link: string };
    return {
      template: row.kind,
      to: person.email,
      subject: note.title,
      vars: { ...common, title: note.title, body: note.body, action_url: siteUrl + note.link },
    };
  }
  // A chat digest: what is still unread now, up to the moment the digest was queued.
  const [unread, chat] = await Promise.all([
    db
      .from('notifications')
      .select('title, body, created_at')
      .eq('user_id', row.user_id)
      .eq('chat_id', row.chat_id ?? '')
      .eq('kind', 'message')
      .is('read_at', null)
      .lte('created_at', row.created_at)
      .order('created_at', { ascending: true })
      .limit(DIGEST_LIMIT),
    db
      .from('chats')
      .select('id, tasks(title)')
      .eq('id', row.chat_id ?? '')
      .maybeSingle(),
  ]);
  if (unread.error) throw new Error(`digest: ${unread.error.message}`);
  if (chat.error) throw new Error(`chat: ${chat.error.message}`);
  const messages = unread.data as { title: string; body: string }[];
  if (messages.length === 0 || chat.data === null) return null;
  const sender = messages[messages.length - 1].title.replace(/^New message from /, '');
  const title =
    messages.length === 1
      ? `1 unread message from ${sender}`
      : `${messages.length} unread messages from ${sender}`;
  const taskTitle =
    (chat.data as unknown as { tasks: { title: string } | null }).tasks?.title ?? 'a task';
  return {
    template: row.kind,
    to: person.email,
    subject: title,
    vars: { ...common, title, task_title: taskTitle, action_url: `${siteUrl}/chat/${row.chat_id}` },
    lists: {
      html: messages
        .map((m) => `            <li style="margin:0 0 8px">${escapeHtml(m.body)}</li>`)
        .join('\n'),
      text: messages.map((m) => `- ${m.body}`).join('\n'),
    },
  };
}

async function send(mail: Mail): Promise<void> {
  // Every HTML mail is the kind's content in the one layout (layout.html: the page and its card).
  const [layout, content, text] = await Promise.all([
    Deno.readTextFile(new URL('layout.html', TEMPLATES)),
    Deno.readTextFile(new URL(`${mail.template}.html`, TEMPLATES)),
    Deno.readTextFile(new URL(`${mail.template}.txt`, TEMPLATES)),
  ]);
  const html = layout.replace('{{content}}', () => content.trimEnd());
  if (!env('SMTP_HOST')) throw new Error('SMTP_HOST is not set');
  await transport.sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    html: fill(html, mail.vars, true, mail.lists?.html),
    text: fill(text, mail.vars, false, mail.lists?.text),
    // An invitation is no subscription: nothing to unsubscribe from.
    headers:
      mail.vars.one_click_url === undefined
        ? { 'X-Notification-Kind': mail.template }
        : {
            'List-Unsubscribe': `<${mail.vars.one_click_url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'X-Notification-Kind': mail.template,
          },
  });
}

async function finish(id: string, outcome: 'sent' | 'skipped' | 'failed', reason?: string) {
  const { error } = await db.rpc('finish_notification_mail', {
    p_id: id,
    p_outcome: outcome,
    p_error: reason ?? null,
  });
  if (error) console.error(`notification-mail: outcome of ${id} not recorded`, error);
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' }, { Allow: 'POST' });
  if (!fromServiceRole(req)) return json(401, { error: 'Only the database calls this function' });
  let id: unknown;
  try {
    id = (JSON.parse(await readText(req, 4096)) as { id?: unknown }).id;
  } catch {
    id = null;
  }
  if (typeof id !== 'string' || !UUID.test(id)) {
    return json(400, { error: 'Body must be {"id": "<notification_mails id>"}' });
  }
  const claimed = await db.rpc('claim_notification_mail', { p_id: id });
  if (claimed.error) return json(503, { error: claimed.error.message });
  const row = claimed.data as OutboxRow | null;
  if (row === null || row.id === null) return json(200, { status: 'not due' });
  try {
    const mail = await compose(row);
    if (mail === null) {
      await finish(row.id, 'skipped');
      return json(200, { status: 'skipped' });
    }
    await send(mail);
    await finish(row.id, 'sent');
    return json(200, { status: 'sent' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`notification-mail: ${row.id} not sent: ${reason}`);
    await finish(row.id, 'failed', reason);
    return json(502, { status: 'failed', error: reason });
  }
});
