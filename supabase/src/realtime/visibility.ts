// Which subscribers may see a changed row. Rows with a primary key are re-read by that key as each
// subscriber's role with their claims (realtime.visible_to, one round trip for all of them), so the
// table's grants and row-level security decide.
import type { Claims, Database } from '../contract';
import type { RowChange, TableInfo } from './changes';

type Log = (message: string, ...details: unknown[]) => void;

/**
 * A deleted row cannot be re-read, and only its key is sent: it goes to whoever may read the table.
 * A keyless table cannot be re-read by key: it goes to readers of the table only without RLS.
 */
async function readsTable(
  db: Database,
  claims: Claims,
  change: RowChange,
  table: TableInfo,
): Promise<boolean> {
  const relation = `"${change.schema.replace(/"/g, '""')}"."${change.table.replace(/"/g, '""')}"`;
  try {
    return await db.asClaims(claims, async (sql) => {
      const { rows } = await sql.query<{ allowed: boolean }>(
        `select has_any_column_privilege(current_user, $1::regclass, 'SELECT') as allowed`,
        [relation],
      );
      return rows[0]?.allowed === true && (change.type === 'DELETE' || !table.rowSecurity);
    });
  } catch {
    return false;
  }
}

export async function visibleTo(
  db: Database,
  change: RowChange,
  table: TableInfo,
  subscribers: Claims[],
  log: Log,
): Promise<boolean[]> {
  const answers: boolean[] = subscribers.map((claims) => claims.role === 'service_role');
  const pending = subscribers.flatMap((claims, index) =>
    answers[index] ? [] : [{ claims, index }],
  );
  if (pending.length === 0) return answers;
  if (change.type === 'DELETE' || table.primaryKey.length === 0 || !change.record) {
    const allowed = await Promise.all(
      pending.map(({ claims }) => readsTable(db, claims, change, table)),
    );
    pending.forEach(({ index }, position) => (answers[index] = allowed[position]));
    return answers;
  }
  try {
    const visible = await db.asAdmin(async (sql) => {
      const { rows } = await sql.query<{ visible: boolean[] }>(
        'select realtime.visible_to($1, $2, $3, $4::jsonb, $5::jsonb[]) as visible',
        [
          change.schema,
          change.table,
          table.primaryKey,
          JSON.stringify(change.record),
          pending.map(({ claims }) => JSON.stringify(claims)),
        ],
      );
      return rows[0]?.visible ?? [];
    });
    pending.forEach(({ index }, position) => (answers[index] = visible[position] === true));
  } catch (err) {
    log('realtime: row visibility check failed', change.schema, change.table, err);
  }
  return answers;
}
