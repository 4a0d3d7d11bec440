import type { FunctionReturns, Tables } from '../database';
import { unwrap, unwrapList, type Client } from './client';
import { compareNames } from '../rules/names';
import {
  cursorPage,
  cursorPageLimit,
  olderThanFilter,
  type CursorPage,
  type CursorPageOptions,
} from './cursorPaging';

/** A row of the volunteer's ledger of hours and points (issue #21). */
export type LedgerEntry = Pick<
  Tables<'ledger_entries'>,
  'id' | 'created_at' | 'occurred_on' | 'kind' | 'points' | 'hours' | 'description' | 'task_id'
> & { organisation: { id: string; name: string } | null };

/** The volunteer's totals, the ledger's sums. */
export interface VolunteerRecord {
  hours: number;
  tasks: number;
  points_earned: number;
  points_spent: number;
  balance: number;
}

export const LEDGER_PAGE_SIZE = 20;

/** The signed-in volunteer's hours, tasks done and points earned, spent and held. */
export async function fetchVolunteerRecord(client: Client): Promise<VolunteerRecord> {
  const rows = unwrap<VolunteerRecord[]>(await client.rpc('get_volunteer_record'));
  const row = rows[0];
  return {
    hours: Number(row?.hours ?? 0),
    tasks: row?.tasks ?? 0,
    points_earned: row?.points_earned ?? 0,
    points_spent: row?.points_spent ?? 0,
    balance: row?.balance ?? 0,
  };
}

/** One page of the signed-in volunteer's ledger, newest first. */
export async function fetchLedgerPage(
  client: Client,
  options: CursorPageOptions = {},
): Promise<CursorPage<LedgerEntry>> {
  const limit = cursorPageLimit(options.limit, LEDGER_PAGE_SIZE);
  let query = client
    .from('ledger_entries')
    .select(
      'id, created_at, occurred_on, kind, points, hours, description, task_id, organisation:organisations(id, name)',
    );
  if (options.after) {
    query = query.lte('created_at', options.after.createdAt).or(olderThanFilter(options.after));
  }
  return cursorPage(
    unwrapList(
      await query
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit + 1),
    ),
    limit,
  );
}

/** The organisations the volunteer has completed work with, for a certificate, by name. */
export async function fetchCertifiableOrganisations(
  client: Client,
): Promise<{ id: string; name: string; first: string; last: string }[]> {
  const rows = unwrapList(
    await client
      .from('ledger_entries')
      .select('occurred_on, organisation:organisations(id, name)')
      .eq('kind', 'task')
      .not('organisation_id', 'is', null)
      .order('occurred_on')
      .limit(1000),
  ) as { occurred_on: string; organisation: { id: string; name: string } | null }[];
  const byId = new Map<string, { id: string; name: string; first: string; last: string }>();
  for (const row of rows) {
    if (row.organisation === null) continue;
    const known = byId.get(row.organisation.id);
    if (known === undefined) {
      byId.set(row.organisation.id, {
        ...row.organisation,
        first: row.occurred_on,
        last: row.occurred_on,
      });
    } else {
      known.last = row.occurred_on;
    }
  }
  return [...byId.values()].sort((a, b) => compareNames(a.name, b.name));
}

/** What a certificate says: for its volunteer, and for anyone with its link. */
export type CertificateView = FunctionReturns<'verify_certificate'>[number];

/** A new certificate of the volunteer's work with one organisation between two dates. */
export async function issueCertificate(
  client: Client,
  organisationId: string,
  from: string,
  to: string,
): Promise<string> {
  const certificate = unwrap(
    await client.rpc('issue_certificate', {
      p_organisation_id: organisationId,
      p_from: from,
      p_to: to,
    }),
  );
  return certificate.token;
}

/** A certificate by its link's token; null when there is none. Needs no sign-in. */
export async function verifyCertificate(
  client: Client,
  token: string,
): Promise<CertificateView | null> {
  const rows = unwrap(await client.rpc('verify_certificate', { p_token: token }));
  const row = rows[0];
  return row === undefined ? null : { ...row, hours: Number(row.hours) };
}

/** The volunteer's certificates, newest first. */
export async function fetchCertificates(
  client: Client,
): Promise<
  Pick<
    Tables<'certificates'>,
    'token' | 'organisation_name' | 'from_date' | 'to_date' | 'hours' | 'issued_at'
  >[]
> {
  return unwrapList(
    await client
      .from('certificates')
      .select('token, organisation_name, from_date, to_date, hours, issued_at')
      .order('issued_at', { ascending: false })
      .limit(50),
  );
}
