// A replicated change typed for clients, and which subscribers may see it, in one round trip
// (realtime.prepare_change): the text values of the stream become what `to_jsonb(row)` gives, and
// rows with a primary key are re-read by that key as each subscriber's role with their claims, so
// the table's grants and row-level security decide.
import type { Claims, Database } from '../contract';
import type { RowChange, StreamChange, TableInfo, TextRow } from './changes';

type Log = (message: string, ...details: unknown[]) => void;

const JSON_OID = 114;
const JSONB_OID = 3802;

interface PreparedRow {
  record_json: Record<string, unknown> | null;
  old_record_json: Record<string, unknown> | null;
  visible: boolean[] | null;
  present: boolean | null;
}

/**
 * A commit can reach the replication stream a moment before new snapshots see it (the committing
 * backend has flushed its WAL but not yet left the list of running transactions), above all on a
 * loaded machine. A re-read that finds no row is asked again after these pauses; a row that is
 * still missing then was deleted since, and nobody is told.
 */
const NOT_YET_VISIBLE_RETRIES_MS = [2, 5, 10, 20, 40, 80, 160];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The values as jsonb_populate_record takes them: text, except json and jsonb columns, which are
 * parsed here (as text they would populate a JSON string).
 */
function populateInput(
  row: TextRow | null,
  change: StreamChange,
  table: TableInfo,
): Record<string, unknown> | null {
  if (!row) return null;
  const input: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const type = change.columnTypes[column];
    const json = type === JSON_OID || type === JSONB_OID || table.jsonColumns.includes(column);
    if (json && value !== null) {
      try {
        input[column] = JSON.parse(value);
        continue;
      } catch {
        // not JSON after all: left as text
      }
    }
    input[column] = value;
  }
  return input;
}

export interface ResolvedChange {
  change: RowChange;
  /** For each subscriber, in order: whether they may see the change. */
  visible: boolean[];
}

/** null when the change could not be typed (the database refused it; logged). */
export async function resolveChange(
  db: Database,
  change: StreamChange,
  table: TableInfo,
  subscribers: Claims[],
  log: Log,
): Promise<ResolvedChange | null> {
  // The service role bypasses row-level security and reads every table.
  const visible: boolean[] = subscribers.map((claims) => claims.role === 'service_role');
  const pending = subscribers.flatMap((claims, index) =>
    visible[index] ? [] : [{ claims, index }],
  );
  const newValues = populateInput(change.record, change, table);
  const oldValues = populateInput(change.old_record, change, table);
  const prepare = () =>
    db.asAdmin(async (sql) => {
      const { rows } = await sql.query<PreparedRow>(
        'select * from realtime.prepare_change($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb[])',
        [
          change.schema,
          change.table,
          change.type,
          table.primaryKey,
          newValues === null ? null : JSON.stringify(newValues),
          oldValues === null ? null : JSON.stringify(oldValues),
          pending.map(({ claims }) => JSON.stringify(claims)),
        ],
      );
      return rows[0];
    });
  let row: PreparedRow | undefined;
  try {
    row = await prepare();
    for (const wait of NOT_YET_VISIBLE_RETRIES_MS) {
      if (!row || row.present !== false) break;
      await pause(wait);
      row = await prepare();
    }
  } catch (err) {
    log('realtime: could not prepare a change', change.schema, change.table, err);
    return null;
  }
  if (!row) return null;
  const answers = row.visible ?? [];
  pending.forEach(({ index }, position) => (visible[index] = answers[position] === true));
  return {
    change: {
      schema: change.schema,
      table: change.table,
      type: change.type,
      commit_timestamp: change.commit_timestamp,
      record: row.record_json,
      old_record: row.old_record_json,
    },
    visible,
  };
}
