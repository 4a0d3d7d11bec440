// The committed Database type (shared-domain/src/database.types.ts) is what Supabase's own
// generator makes of the migrations as they are now: a stale file fails CI with the difference.
import { generateDatabaseTypes, typesFile } from '../scripts/gen-types';
import { expectFresh } from './generated-file';

jest.setTimeout(180_000);

it('the committed Database type is what the generator makes of the migrations', async () => {
  expectFresh(typesFile, await generateDatabaseTypes(), 'npm run gen-types -w supabase');
});
