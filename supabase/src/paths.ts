import { join } from 'node:path';

/** The `supabase/` package folder, whether run from src with tsx or loaded by jest. */
export const packageRoot = join(__dirname, '..');
