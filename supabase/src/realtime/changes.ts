// A captured row change and the postgres_changes payload Supabase Realtime sends for it.

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface RowChange {
  schema: string;
  table: string;
  type: ChangeType;
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo {
  columns: ColumnInfo[];
  primaryKey: string[];
  rowSecurity: boolean;
  /** REPLICA IDENTITY FULL: old records carry every column, not just the key. */
  replicaFull: boolean;
}

export interface ChangePayload {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeType;
  columns: ColumnInfo[];
  record: Record<string, unknown>;
  old_record: Record<string, unknown>;
  errors: string[] | null;
}

const TYPES = new Set<ChangeType>(['INSERT', 'UPDATE', 'DELETE']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The trigger's NOTIFY body, or the id of an overflow row holding it. */
export function parseNotification(text: string): RowChange | { overflow: number } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  if (typeof parsed.overflow === 'number') return { overflow: parsed.overflow };
  return parseChange(parsed);
}

export function parseChange(value: unknown): RowChange | null {
  if (!isRecord(value)) return null;
  const {
    schema,
    table,
    type,
    commit_timestamp: commitTimestamp,
    record,
    old_record: oldRecord,
  } = value;
  if (
    typeof schema !== 'string' ||
    typeof table !== 'string' ||
    typeof commitTimestamp !== 'string'
  )
    return null;
  if (typeof type !== 'string' || !TYPES.has(type as ChangeType)) return null;
  return {
    schema,
    table,
    type: type as ChangeType,
    commit_timestamp: commitTimestamp,
    record: isRecord(record) ? record : null,
    old_record: isRecord(oldRecord) ? oldRecord : null,
  };
}

function pick(record: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  return Object.fromEntries(
    columns.filter((column) => column in record).map((column) => [column, record[column]]),
  );
}

/**
 * What Supabase Realtime discloses of the old row: everything under REPLICA IDENTITY FULL, else only
 * the primary key; a deleted row of an RLS table never shows more than its key, since nobody can
 * re-read it to check who may see it.
 */
function oldRecordOf(change: RowChange, table: TableInfo): Record<string, unknown> {
  if (!change.old_record) return {};
  const full = table.replicaFull && !(change.type === 'DELETE' && table.rowSecurity);
  return full ? change.old_record : pick(change.old_record, table.primaryKey);
}

export function changePayload(change: RowChange, table: TableInfo): ChangePayload {
  return {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: table.columns,
    record: change.type === 'DELETE' ? {} : (change.record ?? {}),
    old_record: change.type === 'INSERT' ? {} : oldRecordOf(change, table),
    errors: null,
  };
}
