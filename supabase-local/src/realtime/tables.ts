// What delivery needs to know about a published table, read from the catalog and cached until its
// shape changes.
import type { Database } from '../contract';
import type { TableInfo } from './changes';

interface CatalogRow {
  columns: { name: string; type: string }[] | string | null;
  primary_key: string[] | string | null;
  json_columns: string[] | string | null;
  row_security: boolean;
  replica_identity: string;
}

function jsonValue<T>(value: T | string | null): T | null {
  if (value === null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export class TableCatalog {
  private readonly cache = new Map<string, TableInfo | null>();

  constructor(private readonly db: Database) {}

  /** null when the table does not exist. */
  async get(schema: string, table: string, fresh = false): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    if (!fresh && this.cache.has(key)) return this.cache.get(key) ?? null;
    const info = await this.load(schema, table);
    this.cache.set(key, info);
    return info;
  }

  /** Reloads when a record carries a column the cached shape lacks (the table was altered). */
  async forRecord(
    schema: string,
    table: string,
    record: Record<string, unknown> | null,
  ): Promise<TableInfo | null> {
    const info = await this.get(schema, table);
    if (
      info &&
      record &&
      Object.keys(record).some((column) => !info.columns.some((c) => c.name === column))
    ) {
      return this.get(schema, table, true);
    }
    return info;
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const row = await this.db.asAdmin(async (sql) => {
      const { rows } = await sql.query<CatalogRow>(
        `select
           (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
              from pg_attribute a join pg_type t on t.oid = a.atttypid
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
           (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
              from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
             where i.indrelid = c.oid and i.indisprimary) as primary_key,
           (select json_agg(a.attname order by a.attnum)
              from pg_attribute a join pg_type t on t.oid = a.atttypid
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
               and (case when t.typtype = 'd' then t.typbasetype else t.oid end)
                   in ('json'::regtype, 'jsonb'::regtype)) as json_columns,
           c.relrowsecurity as row_security,
           c.relreplident::text as replica_identity
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
        [schema, table],
      );
      return rows[0];
    });
    if (!row) return null;
    return {
      columns: jsonValue(row.columns) ?? [],
      primaryKey: jsonValue(row.primary_key) ?? [],
      jsonColumns: jsonValue(row.json_columns) ?? [],
      rowSecurity: row.row_security,
      replicaFull: row.replica_identity === 'f',
    };
  }
}
