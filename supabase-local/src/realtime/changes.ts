// A row change, as the replication stream carries it and as typed for clients, and the
// postgres_changes payload Supabase Realtime sends for it.

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** Column values in PostgreSQL's text output (null for SQL NULL), keyed by column name. */
export type TextRow = Record<string, string | null>;

/** A row change as logical replication (pgoutput) delivers it: values still text. */
export interface StreamChange {
  schema: string;
  table: string;
  type: ChangeType;
  /** The transaction's commit time, ISO 8601 in UTC. */
  commit_timestamp: string;
  /** Where the transaction's commit record starts in the WAL. */
  commitLsn: bigint;
  /** The new row (INSERT, UPDATE); an unchanged TOASTed value of an UPDATE is left out. */
  record: TextRow | null;
  /**
   * The old row as far as the stream knows it: every column under REPLICA IDENTITY FULL, else the
   * key (for an UPDATE that kept its key, the key of the new row). null for an INSERT.
   */
  old_record: TextRow | null;
  /** The type oid of every column of the relation, as the stream described it. */
  columnTypes: Record<string, number>;
}

/** A row change with its values typed as `to_jsonb(row)` gives them. */
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
  /** Columns whose (base) type is json or jsonb. */
  jsonColumns: string[];
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

/** A WAL position ('16/B374D848') as a number, for comparing; 0 for none. */
export function lsnValue(lsn: string | null): bigint {
  const match = lsn ? /^([0-9A-Fa-f]+)\/([0-9A-Fa-f]+)$/.exec(lsn) : null;
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : 0n;
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
