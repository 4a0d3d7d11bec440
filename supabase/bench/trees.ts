// The two source trees the bench runs side by side: "after" is this working tree; "before" is a git
// worktree of an older commit (the PGlite stack) under supabase/.data/bench/before (git-ignored),
// created on first use and reused after. Its node_modules is the root one (a symlink), plus the
// PGlite it needs, installed once into a folder of its own and linked into its supabase/node_modules.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { localRoot, projectRoot } from 'supabase-local/src/paths';

export type StackLabel = 'before' | 'after';

export interface StackTree {
  label: StackLabel;
  /** The git revision the tree holds ("working tree" for after). */
  revision: string;
  /** The tree's `supabase/` folder. */
  packageDir: string;
  /** The stack's package in it: the CLI is `src/cli.ts` there (`supabase-local/`, or `supabase/` itself in older trees). */
  stackDir: string;
  /** Whether its CLI takes `--data-dir` (the PGlite one always uses `<packageDir>/.data`). */
  supportsDataDir: boolean;
  /** Whether its CLI takes `--no-rate-limits` (older ones have no limits to lift). */
  supportsRateLimitSwitch: boolean;
  /** Where its CLI keeps data when not told otherwise. */
  defaultDataDir: string;
  /** True for the bench's own worktree: only then may the bench wipe `defaultDataDir`. */
  ownedByBench: boolean;
}

export const benchDataDir = join(projectRoot, '.data', 'bench');
const beforeWorktree = join(benchDataDir, 'before');
/** The PGlite of the old stack, installed on its own (the root node_modules no longer has it). */
const PGLITE = { name: '@electric-sql/pglite', version: '0.5.14' };
const depsDir = join(benchDataDir, `deps-pglite-${PGLITE.version}`);

function git(cwd: string, args: string[]): string {
  return execFileSync('git', ['-C', cwd, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

function cliTakes(stackDir: string, flag: string): boolean {
  const args = join(stackDir, 'src', 'cli', 'args.ts');
  return existsSync(args) && readFileSync(args, 'utf8').includes(`'${flag}'`);
}
const takesDataDir = (stackDir: string) => cliTakes(stackDir, '--data-dir');

/** Where a tree's stack lives: `supabase-local/` beside `supabase/` since #47, `supabase/` before. */
const stackDirOf = (packageDir: string) => {
  const own = join(packageDir, '..', 'supabase-local');
  return existsSync(join(own, 'src', 'cli.ts')) ? own : packageDir;
};

export function afterTree(): StackTree {
  return {
    label: 'after',
    revision: `working tree @ ${git(projectRoot, ['rev-parse', '--short', 'HEAD'])}`,
    packageDir: projectRoot,
    stackDir: localRoot,
    supportsDataDir: takesDataDir(localRoot),
    supportsRateLimitSwitch: cliTakes(localRoot, '--no-rate-limits'),
    defaultDataDir: join(projectRoot, '.data'),
    ownedByBench: false,
  };
}

/** Makes `link` a symlink to `target` (replacing a symlink to elsewhere; a real folder stays). */
function ensureLink(target: string, link: string): void {
  let stat: ReturnType<typeof lstatSync> | null = null;
  try {
    stat = lstatSync(link);
  } catch {
    stat = null;
  }
  if (stat?.isSymbolicLink() && readlinkSync(link) !== target) {
    unlinkSync(link);
    stat = null;
  }
  if (stat === null) symlinkSync(target, link);
}

function installedVersion(dir: string, name: string): string | null {
  const manifest = join(dir, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? null;
}

/** The worktree of `commit`, created or brought to that commit, with its modules in place. */
export function prepareBeforeTree(commit: string, log: (line: string) => void): StackTree {
  const repoRoot = git(projectRoot, ['rev-parse', '--show-toplevel']);
  const wanted = git(repoRoot, ['rev-parse', '--verify', `${commit}^{commit}`]);
  mkdirSync(benchDataDir, { recursive: true });
  if (!existsSync(join(beforeWorktree, '.git'))) {
    if (existsSync(beforeWorktree)) {
      throw new Error(
        `${beforeWorktree} exists but is no git worktree: remove it and run the bench again`,
      );
    }
    log(`Creating the worktree of ${commit} in ${relative(repoRoot, beforeWorktree)} ...`);
    git(repoRoot, ['worktree', 'prune']);
    git(repoRoot, ['worktree', 'add', '--detach', beforeWorktree, wanted]);
  } else if (git(beforeWorktree, ['rev-parse', 'HEAD']) !== wanted) {
    log(`Checking out ${commit} in ${relative(repoRoot, beforeWorktree)} ...`);
    git(beforeWorktree, ['checkout', '--detach', '--force', wanted]);
  }

  ensureLink(join(repoRoot, 'node_modules'), join(beforeWorktree, 'node_modules'));
  const packageDir = join(beforeWorktree, relative(repoRoot, projectRoot));
  const stackDir = stackDirOf(packageDir);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  if (manifest.dependencies?.[PGLITE.name] !== undefined) {
    if (manifest.dependencies[PGLITE.name] !== PGLITE.version) {
      throw new Error(
        `${commit} wants ${PGLITE.name}@${manifest.dependencies[PGLITE.name]}, the bench installs ${PGLITE.version}`,
      );
    }
    if (installedVersion(depsDir, PGLITE.name) !== PGLITE.version) {
      log(`Installing ${PGLITE.name}@${PGLITE.version} for the old stack ...`);
      mkdirSync(depsDir, { recursive: true });
      writeFileSync(
        join(depsDir, 'package.json'),
        JSON.stringify({ name: 'bench-before-deps', private: true }),
      );
      execFileSync(
        'npm',
        [
          'install',
          '--no-save',
          '--no-package-lock',
          '--no-audit',
          '--no-fund',
          `${PGLITE.name}@${PGLITE.version}`,
        ],
        { cwd: depsDir, stdio: ['ignore', 'ignore', 'inherit'] },
      );
    }
    const scope = join(packageDir, 'node_modules', '@electric-sql');
    mkdirSync(scope, { recursive: true });
    ensureLink(join(depsDir, 'node_modules', PGLITE.name), join(scope, 'pglite'));
  }

  return {
    label: 'before',
    revision: git(beforeWorktree, ['rev-parse', '--short', 'HEAD']),
    packageDir,
    stackDir,
    supportsDataDir: takesDataDir(stackDir),
    supportsRateLimitSwitch: cliTakes(stackDir, '--no-rate-limits'),
    defaultDataDir: join(packageDir, '.data'),
    ownedByBench: true,
  };
}

/**
 * Empties the data folder of the bench's own worktree, keeping its cached cluster templates (what
 * a developer's machine has after the first start), so the next start there is a fresh one.
 */
export function wipeOwnedDataDir(tree: StackTree): void {
  if (!tree.ownedByBench) throw new Error('refusing to wipe a data folder the bench does not own');
  if (!existsSync(tree.defaultDataDir)) return;
  for (const entry of readdirSync(tree.defaultDataDir)) {
    if (entry !== 'templates')
      rmSync(join(tree.defaultDataDir, entry), { recursive: true, force: true });
  }
}
