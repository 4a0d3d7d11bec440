// The shape of a database schema as plain data, for comparing this stack's auth and storage schemas
// with those of GoTrue and Storage (test/fixtures/hosted-schemas.ts). Columns come from
// information_schema; indexes, triggers, functions and enum types, which it does not describe,
// from pg_catalog. Every name and expression is rendered with an empty search_path, so types and
// functions appear schema-qualified whatever the connection's settings.
import type pg from 'pg';

export interface TableShape {
  rowLevelSecurity: boolean;
  /** In column order: `name type [not null] [default …] [generated …] [collate …]`. */
  columns: string[];
  /** `name definition`, sorted. */
  constraints: string[];
  /** CREATE INDEX statements, sorted. */
  indexes: string[];
  /** CREATE TRIGGER statements, sorted. */
  triggers: string[];
}

export interface SchemaShape {
  tables: Record<string, TableShape>;
  /** `name(arguments with defaults) returns result, volatility`, sorted. */
  functions: string[];
  /** `name: label, label, …`, sorted. */
  enums: string[];
}

const TABLES = `
  select c.relname as name, c.relrowsecurity as rls
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'p')
   order by c.relname`;

// The type from pg_catalog (information_schema spells arrays and enums without their element or
// schema), everything else from information_schema.columns.
const COLUMNS = `
  select col.table_name as table, col.column_name as name,
         format_type(a.atttypid, a.atttypmod) as type,
         col.is_nullable = 'NO' as not_null,
         col.column_default as default,
         col.generation_expression as generated,
         col.collation_name as collation
    from information_schema.columns col
    join pg_attribute a
      on a.attrelid = format('%I.%I', col.table_schema, col.table_name)::regclass
     and a.attname = col.column_name
   where col.table_schema = $1
   order by col.table_name, col.ordinal_position`;

const CONSTRAINTS = `
  select c.relname as table, con.conname || ' ' || pg_get_constraintdef(con.oid) as text
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1`;

const INDEXES = `
  select c.relname as table, pg_get_indexdef(i.indexrelid) as text
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1`;

const TRIGGERS = `
  select c.relname as table, pg_get_triggerdef(t.oid) as text
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and not t.tgisinternal`;

const FUNCTIONS = `
  select p.proname || '(' || pg_get_function_arguments(p.oid) || ') returns '
           || pg_get_function_result(p.oid) || ', '
           || case p.provolatile when 'i' then 'immutable' when 's' then 'stable' else 'volatile' end
           || case when p.prosecdef then ', security definer' else '' end as text
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = $1`;

const ENUMS = `
  select t.typname || ': ' || string_agg(e.enumlabel, ', ' order by e.enumsortorder) as text
    from pg_type t
    join pg_enum e on e.enumtypid = t.oid
    join pg_namespace n on n.oid = t.typnamespace
   where n.nspname = $1
   group by t.typname`;

interface ColumnRow {
  table: string;
  name: string;
  type: string;
  not_null: boolean;
  default: string | null;
  generated: string | null;
  collation: string | null;
}

function columnText(row: ColumnRow): string {
  return [
    row.name,
    row.type,
    row.not_null ? 'not null' : null,
    row.default === null ? null : `default ${row.default}`,
    row.generated === null ? null : `generated ${row.generated}`,
    row.collation === null ? null : `collate ${row.collation}`,
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/** The shape of `schema` in the database `client` is connected to. */
export async function schemaShape(client: pg.Client, schema: string): Promise<SchemaShape> {
  await client.query('begin');
  try {
    await client.query(`set local search_path = ''`);
    const tables: Record<string, TableShape> = {};
    for (const row of (await client.query<{ name: string; rls: boolean }>(TABLES, [schema])).rows) {
      tables[row.name] = {
        rowLevelSecurity: row.rls,
        columns: [],
        constraints: [],
        indexes: [],
        triggers: [],
      };
    }
    const table = (name: string): TableShape => {
      const found = tables[name];
      if (found === undefined) throw new Error(`${schema}.${name} is not a table`);
      return found;
    };
    for (const row of (await client.query<ColumnRow>(COLUMNS, [schema])).rows) {
      table(row.table).columns.push(columnText(row));
    }
    const lists = [
      [CONSTRAINTS, 'constraints'],
      [INDEXES, 'indexes'],
      [TRIGGERS, 'triggers'],
    ] as const;
    for (const [sql, list] of lists) {
      for (const row of (await client.query<{ table: string; text: string }>(sql, [schema])).rows) {
        table(row.table)[list].push(row.text);
      }
    }
    for (const shape of Object.values(tables)) {
      shape.constraints.sort();
      shape.indexes.sort();
      shape.triggers.sort();
    }
    const texts = async (sql: string) =>
      (await client.query<{ text: string }>(sql, [schema])).rows.map((row) => row.text).sort();
    return { tables, functions: await texts(FUNCTIONS), enums: await texts(ENUMS) };
  } finally {
    await client.query('rollback');
  }
}
