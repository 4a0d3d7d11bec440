import { join } from 'node:path';

/** The local stack's package folder (`supabase-local/`), whether run from src with tsx or loaded by jest. */
export const localRoot = join(__dirname, '..');

/** The product's backend (`supabase/`): config.toml, migrations, functions, templates, seed. */
export const projectRoot = join(localRoot, '..', 'supabase');
