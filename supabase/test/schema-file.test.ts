// supabase/schema.sql is what pg_dump makes of the migrations as they are now (scripts/gen-schema.ts):
// a stale file fails CI with the difference. pg_dump must be the server's version, so this runs in
// the suites on Debian's PostgreSQL (`npm run test:postgres`), which CI runs beside the embedded one.
import { generateSchema, schemaFile } from '../scripts/gen-schema';
import { expectFresh } from './generated-file';

jest.setTimeout(240_000);

const onDebianPostgres = process.env.POSTGRES_BIN ? it : it.skip;

onDebianPostgres('the committed schema.sql is what pg_dump makes of the migrations', async () => {
  expectFresh(schemaFile, await generateSchema(), 'npm run gen-schema -w supabase');
});
