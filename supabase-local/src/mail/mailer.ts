// The auth service's outgoing mail: GoTrue's templates (config.toml names them) filled in and
// sent over SMTP with nodemailer, to the local inbox or any SMTP server.
import nodemailer from 'nodemailer';
import type { MailTemplate } from '../config';

export interface MailFields {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  /** Go templates also see `.Data`: the user's metadata. Only plain fields are filled in. */
  Data?: Record<string, unknown>;
}

export interface Mailer {
  send(to: string, template: MailTemplate, fields: MailFields): Promise<void>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  from: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * Fills `{{ .Field }}` and `{{ .Data.key }}` as Go's html/template would, escaping values; the
 * other template actions GoTrue allows (if/range) are left untouched.
 */
export function renderTemplate(text: string, fields: MailFields): string {
  return text.replace(/\{\{\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*\}\}/g, (whole, name, key) => {
    if (name === 'Data' && typeof key === 'string') {
      const value = fields.Data?.[key];
      return typeof value === 'string' || typeof value === 'number'
        ? escapeHtml(String(value))
        : '';
    }
    const value = (fields as unknown as Record<string, unknown>)[name as string];
    return typeof value === 'string' ? escapeHtml(value) : whole;
  });
}

export function createMailer(smtp: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(to, template, fields) {
      await transport.sendMail({
        from: smtp.from,
        to,
        subject: renderTemplate(template.subject, fields),
        html: renderTemplate(template.content, fields),
      });
    },
  };
}

/** Where no SMTP server is configured: every mail fails, and the request that needed it says so. */
export const noMailer: Mailer = {
  send() {
    return Promise.reject(new Error('No SMTP server is configured for the auth service'));
  },
};
