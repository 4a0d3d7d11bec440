// A deployed project applies migrations in name order, and `supabase db push` refuses one that sorts
// before a migration it already has. A migration named for a time after it was written would make
// every later `supabase migration new` (named for the moment it runs) sort before it, so no name may
// be later than the commit that added the file, nor later than now.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const migrationsDir = join(__dirname, '..', 'migrations');
const migrations = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));

/** `20261124154408_reminders.sql` → the UTC moment its name stands for. */
function namedFor(file: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})_[a-z0-9_]+\.sql$/.exec(file);
  if (match === null) throw new Error(`${file} is not named <UTC yyyymmddhhmmss>_<name>.sql`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** When the commit that first added the file (through renames) was made; null when uncommitted. */
function firstCommitted(file: string): Date | null {
  const log = spawnSync(
    'git',
    ['log', '--follow', '--diff-filter=A', '--format=%ct', '--', join(migrationsDir, file)],
    { encoding: 'utf8', cwd: migrationsDir },
  );
  if (log.status !== 0) throw new Error(`git log failed: ${log.stderr}`);
  const oldest = log.stdout.trim().split('\n').filter(Boolean).pop();
  return oldest === undefined ? null : new Date(Number(oldest) * 1000);
}

it('finds the migrations', () => {
  expect(migrations.length).toBeGreaterThan(0);
});

it.each(migrations)('%s is named for a time no later than now', (file) => {
  expect(namedFor(file).getTime()).toBeLessThanOrEqual(Date.now());
});

it.each(migrations)('%s is named for a time no later than the commit that added it', (file) => {
  const committed = firstCommitted(file);
  if (committed === null) return; // not committed yet: only the rule above applies
  expect(namedFor(file).getTime()).toBeLessThanOrEqual(committed.getTime());
});
