// Reads the public schema from pg_catalog into a plain model that render.ts prints. Privileges are
// read for the `authenticated` role because that is the role every app's client speaks as.
import type { Sql } from './database';

export interface PgType {
  name: string;
  category: string;
  element: string | null;
}

export interface Column {
  name: string;
  type: PgType;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
  canSelect: boolean;
  canInsert: boolean;
  canUpdate: boolean;
  /** String literals a CHECK constraint limits the column (or each array element) to. */
  literals: string[] | null;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  relationships: Relationship[];
}

export interface FunctionArg {
  name: string;
  type: PgType;
  optional: boolean;
}

export type FunctionReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; type: PgType; set: boolean }
  | { kind: 'row'; relation: string; set: boolean }
  | { kind: 'table'; columns: { name: string; type: PgType; nullable: boolean }[] };

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returns: FunctionReturn;
}

export interface SchemaModel {
  relations: Relation[];
  functions: DbFunction[];
}

interface ColumnRow {
  relation: string;
  relkind: string;
  name: string;
  type_name: string;
  type_category: string;
  element_name: string | null;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
  can_select: boolean;
  can_insert: boolean;
  can_update: boolean;
}

const columnsQuery = `
  select c.relname as relation, c.relkind::text as relkind, a.attname as name,
         t.typname as type_name, t.typcategory::text as type_category, et.typname as element_name,
         a.attnotnull as not_null, a.atthasdef as has_default, a.attgenerated <> '' as generated,
         has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT') as can_select,
         has_column_privilege('authenticated', c.oid, a.attnum, 'INSERT') as can_insert,
         has_column_privilege('authenticated', c.oid, a.attnum, 'UPDATE') as can_update
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
   order by c.relname, a.attname`;

interface CheckRow {
  relation: string;
  column_name: string;
  definition: string;
}

const checksQuery = `
  select c.relname as relation, a.attname as column_name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
   where n.nspname = 'public' and k.contype = 'c' and cardinality(k.conkey) = 1`;

interface ForeignKeyRow {
  name: string;
  relation: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

const foreignKeysQuery = `
  select k.conname as name, c.relname as relation,
         array(select a.attname::text from unnest(k.conkey) with ordinality u (n, o)
                 join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.o) as columns,
         rc.relname as referenced_relation,
         array(select a.attname::text from unnest(k.confkey) with ordinality u (n, o)
                 join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.o)
           as referenced_columns,
         exists (
           select 1 from pg_index i
            where i.indrelid = k.conrelid and i.indisunique
              and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                = (select array_agg(x order by x) from unnest(k.conkey) x)
         ) as one_to_one
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = k.confrelid
    join pg_namespace rn on rn.oid = rc.relnamespace
   where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
   order by c.relname, k.conname`;

interface FunctionArgRow {
  function_oid: number;
  function_name: string;
  comment: string | null;
  returns_set: boolean;
  return_type: string;
  return_category: string;
  return_element: string | null;
  return_relation: string | null;
  input_count: number;
  default_count: number;
  position: number | null;
  mode: string | null;
  arg_name: string | null;
  arg_type: string | null;
  arg_category: string | null;
  arg_element: string | null;
}

const functionsQuery = `
  select p.oid::int as function_oid, p.proname as function_name,
         obj_description(p.oid, 'pg_proc') as comment,
         p.proretset as returns_set, rt.typname as return_type, rt.typcategory::text as return_category,
         ret.typname as return_element,
         (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
           where rc.oid = rt.typrelid and rn.nspname = 'public' and rc.relkind in ('r', 'p', 'v', 'm'))
           as return_relation,
         p.pronargs::int as input_count, p.pronargdefaults::int as default_count,
         arg.position::int as position, arg.mode::text as mode, arg.name as arg_name,
         at.typname as arg_type, at.typcategory::text as arg_category, aet.typname as arg_element
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
    left join lateral unnest(
      coalesce(p.proallargtypes, p.proargtypes::oid[]),
      coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])),
      coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
    ) with ordinality as arg (type_oid, mode, name, position) on true
    left join pg_type at on at.oid = arg.type_oid
    left join pg_type aet on aet.oid = at.typelem and at.typcategory = 'A'
   where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
     and has_function_privilege('authenticated', p.oid, 'EXECUTE')
   order by p.proname, p.oid, arg.position`;

const literalList = /ARRAY\[(.*)\]/;
const literal = /'((?:[^']|'')*)'::(?:text|character varying)/g;

function checkLiterals(definition: string, column: string): string[] | null {
  const equalsAny = definition.includes(`(${column} = ANY (`);
  const containedIn = definition.includes(`(${column} <@ `);
  if (!equalsAny && !containedIn) return null;
  const list = literalList.exec(definition);
  if (!list) return null;
  return [...list[1].matchAll(literal)].map((m) => m[1].replace(/''/g, "'"));
}

// Function comments may name the columns of a `returns table` result that can be null, e.g.
// "Nullable: task_date, my_application_status." (the catalog cannot say).
function nullableColumns(comment: string | null): Set<string> {
  const match = /Nullable:\s*([a-z0-9_,\s]+)\./i.exec(comment ?? '');
  return new Set(match ? match[1].split(',').map((s) => s.trim()) : []);
}

function pgType(name: string, category: string, element: string | null): PgType {
  return { name, category, element };
}

export async function introspect(sql: Sql): Promise<SchemaModel> {
  const columns = await sql.query<ColumnRow>(columnsQuery);
  const checks = await sql.query<CheckRow>(checksQuery);
  const foreignKeys = await sql.query<ForeignKeyRow>(foreignKeysQuery);
  const functionArgs = await sql.query<FunctionArgRow>(functionsQuery);

  const relations = new Map<string, Relation>();
  for (const row of columns) {
    let relation = relations.get(row.relation);
    if (!relation) {
      relation = {
        name: row.relation,
        kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table',
        columns: [],
        relationships: [],
      };
      relations.set(row.relation, relation);
    }
    const literals = checks
      .filter((c) => c.relation === row.relation && c.column_name === row.name)
      .map((c) => checkLiterals(c.definition, row.name))
      .find((l) => l !== null);
    relation.columns.push({
      name: row.name,
      type: pgType(row.type_name, row.type_category, row.element_name),
      notNull: row.not_null,
      hasDefault: row.has_default,
      generated: row.generated,
      canSelect: row.can_select,
      canInsert: row.can_insert,
      canUpdate: row.can_update,
      literals: literals ?? null,
    });
  }
  for (const fk of foreignKeys) {
    relations.get(fk.relation)?.relationships.push({
      foreignKeyName: fk.name,
      columns: fk.columns,
      isOneToOne: fk.one_to_one,
      referencedRelation: fk.referenced_relation,
      referencedColumns: fk.referenced_columns,
    });
  }

  const functions = new Map<number, DbFunction>();
  const nullable = new Map<number, Set<string>>();
  for (const row of functionArgs) {
    let fn = functions.get(row.function_oid);
    if (!fn) {
      const set = row.returns_set;
      const returns: FunctionReturn =
        row.return_type === 'void'
          ? { kind: 'void' }
          : row.return_relation
            ? { kind: 'row', relation: row.return_relation, set }
            : row.return_type === 'record'
              ? { kind: 'table', columns: [] }
              : {
                  kind: 'scalar',
                  type: pgType(row.return_type, row.return_category, row.return_element),
                  set,
                };
      fn = { name: row.function_name, args: [], returns };
      functions.set(row.function_oid, fn);
      nullable.set(row.function_oid, nullableColumns(row.comment));
    }
    if (row.position === null || row.arg_type === null || row.arg_category === null) continue;
    const type = pgType(row.arg_type, row.arg_category, row.arg_element);
    const name = row.arg_name ?? '';
    if (row.mode === 't' || row.mode === 'o') {
      if (fn.returns.kind === 'table') {
        fn.returns.columns.push({
          name,
          type,
          nullable: nullable.get(row.function_oid)?.has(name) ?? false,
        });
      }
      continue;
    }
    const inputIndex = fn.args.length;
    fn.args.push({ name, type, optional: inputIndex >= row.input_count - row.default_count });
  }

  return {
    relations: [...relations.values()],
    functions: [...functions.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
