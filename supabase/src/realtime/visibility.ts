// Whether a subscriber may see a changed row: the row is re-read by its primary key as the
// subscriber's role with their claims, so the table's grants and row-level security decide.
import type { Claims, Database } from '../contract';
import type { RowChange, TableInfo } from './changes';

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function canSee(
  db: Database,
  claims: Claims,
  change: RowChange,
  table: TableInfo,
  log: (message: string, ...details: unknown[]) => void,
): Promise<boolean> {
  if (claims.role === 'service_role') return true;
  const relation = `${ident(change.schema)}.${ident(change.table)}`;
  try {
    return await db.asClaims(claims, async (sql) => {
      if (change.type === 'DELETE' || table.primaryKey.length === 0) {
        // Nothing left to re-read: a deleted row (only its key is sent) or a keyless table goes to
        // whoever may read the table at all, and never past row-level security for keyless tables.
        const { rows } = await sql.query<{ allowed: boolean }>(
          `select has_any_column_privilege(current_user, $1::regclass, 'SELECT') as allowed`,
          [relation],
        );
        return rows[0]?.allowed === true && (change.type === 'DELETE' || !table.rowSecurity);
      }
      const keyMatch = table.primaryKey
        .map((column) => `t.${ident(column)} = r.${ident(column)}`)
        .join(' and ');
      const { rows } = await sql.query<{ visible: boolean }>(
        `select exists (
           select 1 from ${relation} t, jsonb_populate_record(null::${relation}, $1::jsonb) r where ${keyMatch}
         ) as visible`,
        [JSON.stringify(change.record ?? {})],
      );
      return rows[0]?.visible === true;
    });
  } catch (err) {
    // A role without the needed grants is refused by Postgres: that subscriber simply may not see it.
    if ((err as { code?: unknown }).code !== '42501') {
      log(
        'realtime: row check failed',
        change.schema,
        change.table,
        claims.role,
        (err as Error).message,
      );
    }
    return false;
  }
}
