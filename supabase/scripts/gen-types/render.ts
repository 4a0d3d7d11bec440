// Prints the schema model as supabase-js's `Database` type. Unlike the Supabase CLI, each table's
// Row, Insert and Update list only the columns the `authenticated` role may select, insert and
// update, so code that reads another user's email or writes points directly fails to compile; CHECK
// constraints listing string literals become unions.
import type {
  Column,
  DbFunction,
  FunctionReturn,
  PgType,
  Relation,
  SchemaModel,
} from './introspect';

const emptyRecord = '{ [_ in never]: never }';

const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const stringTypes = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'citext',
  'bytea',
  'inet',
]);

function scalar(name: string): string {
  if (name === 'bool') return 'boolean';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (numberTypes.has(name)) return 'number';
  if (stringTypes.has(name)) return 'string';
  return 'unknown';
}

function tsType(type: PgType, literals: string[] | null = null): string {
  const union = literals?.map((l) => JSON.stringify(l)).join(' | ');
  if (type.category === 'A' && type.element) {
    const element = union ?? scalar(type.element.replace(/^_/, ''));
    return element.includes(' ') ? `(${element})[]` : `${element}[]`;
  }
  return union ?? scalar(type.name);
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

function objectType(fields: string[]): string {
  return fields.length === 0 ? emptyRecord : `{\n${fields.join('\n')}\n}`;
}

function byName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name));
}

function columnType(column: Column): string {
  const base = tsType(column.type, column.literals);
  return column.notNull ? base : `${base} | null`;
}

function rowType(columns: Column[]): string {
  return objectType(byName(columns).map((c) => `${key(c.name)}: ${columnType(c)}`));
}

function insertType(columns: Column[]): string {
  return objectType(
    byName(columns.filter((c) => c.canInsert && !c.generated)).map((c) => {
      const optional = c.hasDefault || !c.notNull ? '?' : '';
      return `${key(c.name)}${optional}: ${columnType(c)}`;
    }),
  );
}

function updateType(columns: Column[]): string {
  return objectType(
    byName(columns.filter((c) => c.canUpdate && !c.generated)).map(
      (c) => `${key(c.name)}?: ${columnType(c)}`,
    ),
  );
}

function relationshipsType(relation: Relation): string {
  const items = relation.relationships.map(
    (r) => `{
      foreignKeyName: ${JSON.stringify(r.foreignKeyName)}
      columns: ${JSON.stringify(r.columns)}
      isOneToOne: ${r.isOneToOne}
      referencedRelation: ${JSON.stringify(r.referencedRelation)}
      referencedColumns: ${JSON.stringify(r.referencedColumns)}
    }`,
  );
  return `[${items.join(', ')}]`;
}

function tableType(relation: Relation): string {
  const readable = relation.columns.filter((c) => c.canSelect);
  return `${key(relation.name)}: {
    Row: ${rowType(readable)}
    Insert: ${insertType(relation.columns)}
    Update: ${updateType(relation.columns)}
    Relationships: ${relationshipsType(relation)}
  }`;
}

function viewType(relation: Relation): string {
  return `${key(relation.name)}: {
    Row: ${rowType(relation.columns.filter((c) => c.canSelect).map((c) => ({ ...c, notNull: false })))}
    Relationships: ${relationshipsType(relation)}
  }`;
}

function returnsType(returns: FunctionReturn, model: SchemaModel): string {
  switch (returns.kind) {
    case 'void':
      return 'undefined';
    case 'scalar': {
      const type = tsType(returns.type);
      return returns.set ? `${type}[]` : type;
    }
    case 'row': {
      const relation = model.relations.find((r) => r.name === returns.relation);
      const type = relation ? rowType(relation.columns) : 'unknown';
      return returns.set ? `${type}[]` : type;
    }
    case 'table': {
      const fields = byName(returns.columns).map(
        (c) => `${key(c.name)}: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`,
      );
      return `${objectType(fields)}[]`;
    }
  }
}

function functionType(fn: DbFunction, model: SchemaModel): string {
  const args = objectType(
    byName(fn.args).map((a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(a.type)}`),
  );
  return `${key(fn.name)}: {
    Args: ${args}
    Returns: ${returnsType(fn.returns, model)}
  }`;
}

function section(entries: string[]): string {
  return entries.length === 0 ? emptyRecord : `{\n${entries.join('\n')}\n}`;
}

export function render(model: SchemaModel, postgrestVersion: string): string {
  const relations = byName(model.relations);
  const tables = relations.filter((r) => r.kind === 'table').map(tableType);
  const views = relations.filter((r) => r.kind === 'view').map(viewType);
  const functions = model.functions.map((f) => functionType(f, model));
  return `// Generated by \`npx tsx scripts/gen-types.ts\` (in supabase/) from the migrations in supabase/migrations.
// Do not edit: change the schema and regenerate (\`--check\` fails CI when this file is stale).
// Row, Insert and Update hold only the columns the signed-in (\`authenticated\`) role may select,
// insert and update.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: ${JSON.stringify(postgrestVersion)}
  }
  public: {
    Tables: ${section(tables)}
    Views: ${section(views)}
    Functions: ${section(functions)}
    Enums: ${emptyRecord}
    CompositeTypes: ${emptyRecord}
  }
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type FunctionArgs<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T]['Args'];
export type FunctionReturns<T extends keyof PublicSchema['Functions']> =
  PublicSchema['Functions'][T]['Returns'];
`;
}
