import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './servers';

/** The export the next shared-domain adds and the next volunteer app uses. */
export const NEXT_EXPORT = 'WHATS_NEW_IN_SHARED_DOMAIN';
export const NEXT_TEXT = 'Shared-domain 1.1.0 says hello.';

// Under a .data folder: ignored by git, inside the repository so the copies resolve its packages.
const WORK_DIR = join(REPO_ROOT, 'e2e', '.data', 'next-remote');

/**
 * The file's text with each `[from, to]` replaced once; throws when a `from` is missing, so a change
 * to the real file cannot quietly leave the next release unused (and the journey proving nothing).
 */
function edited(file: string, replacements: readonly (readonly [string, string])[]): string {
  return replacements.reduce(
    (text, [from, to]) => {
      if (!text.includes(from))
        throw new Error(`${file} no longer contains ${JSON.stringify(from)}.`);
      return text.replace(from, to);
    },
    readFileSync(file, 'utf8'),
  );
}

function bumpMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

/**
 * A copy of the volunteer app with `edits` made to its source files (relative to the app), built
 * for production exactly as the real app is, in `.data/{name}`; with `sharedDomain`, its
 * `shared-domain` resolves to that copy and its package.json asks for that version. Returns the
 * dist folder.
 */
function buildEditedVolunteerApp(
  name: string,
  edits: Record<string, readonly (readonly [string, string])[]>,
  sharedDomain?: { dir: string; version: string },
): string {
  const app = join(REPO_ROOT, 'e2e', '.data', name, 'volunteer-app');
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  for (const entry of ['src', 'public']) {
    cpSync(join(REPO_ROOT, 'volunteer-app', entry), join(app, entry), { recursive: true });
  }
  const appPackage = JSON.parse(
    readFileSync(join(REPO_ROOT, 'volunteer-app', 'package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> };
  if (sharedDomain !== undefined) {
    appPackage.dependencies['shared-domain'] = `^${sharedDomain.version}`;
  }
  writeFileSync(join(app, 'package.json'), JSON.stringify(appPackage, null, 2));
  for (const [file, replacements] of Object.entries(edits)) {
    const path = join(app, file);
    writeFileSync(path, edited(path, replacements));
  }
  const alias =
    sharedDomain === undefined
      ? '{}'
      : `{ 'shared-domain$': ${JSON.stringify(join(sharedDomain.dir, 'src', 'index.ts'))} }`;
  // The app's own webpack configuration, with `shared-domain` resolving to the given release.
  writeFileSync(
    join(app, 'webpack.config.cjs'),
    `const { createAppConfig } = require(${JSON.stringify(join(REPO_ROOT, 'scripts', 'webpack', 'createAppConfig.cjs'))});
const config = createAppConfig({
  appDir: __dirname,
  name: 'volunteer',
  port: 3001,
  title: 'Volunteer area',
  exposes: { './routes': './src/app/routes.tsx' },
});
const withSharedDomain = (built) => ({
  ...built,
  resolve: { ...built.resolve, alias: { ...built.resolve?.alias, ...${alias} } },
});
module.exports = (env, argv) => {
  const built = config(env, argv);
  return Array.isArray(built) ? built.map(withSharedDomain) : withSharedDomain(built);
};
`,
  );
  execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'webpack', 'webpack.cjs'), '--mode', 'production'],
    { cwd: app, stdio: 'inherit' },
  );
  return join(app, 'dist');
}

/**
 * What a volunteer team deploys after the shared-domain team releases a minor version with a new
 * export: a copy of shared-domain one minor version up with that export, and a copy of the
 * volunteer app that depends on the new version (its package.json range) and uses the export on
 * its Home screen. Returns the dist folder.
 */
export function buildVolunteerAppOnNextSharedDomain(): {
  dist: string;
  sharedDomainVersion: string;
} {
  rmSync(WORK_DIR, { recursive: true, force: true });
  const sharedDomain = join(WORK_DIR, 'shared-domain');
  mkdirSync(WORK_DIR, { recursive: true });

  cpSync(join(REPO_ROOT, 'shared-domain', 'src'), join(sharedDomain, 'src'), { recursive: true });
  const domainPackage = JSON.parse(
    readFileSync(join(REPO_ROOT, 'shared-domain', 'package.json'), 'utf8'),
  ) as { version: string };
  const sharedDomainVersion = bumpMinor(domainPackage.version);
  writeFileSync(
    join(sharedDomain, 'package.json'),
    JSON.stringify({ ...domainPackage, version: sharedDomainVersion }, null, 2),
  );
  const index = join(sharedDomain, 'src', 'index.ts');
  writeFileSync(
    index,
    `${readFileSync(index, 'utf8')}\nexport const ${NEXT_EXPORT} = '${NEXT_TEXT}';\n`,
  );
  const dist = buildEditedVolunteerApp(
    'next-remote',
    {
      'src/features/home/components/VolunteerHome.tsx': [
        ['import {\n', `import {\n  ${NEXT_EXPORT},\n`],
        [
          '  return (\n    <OpenTaskBrowser',
          `  return (\n    <>\n      <p>{${NEXT_EXPORT}}</p>\n      <OpenTaskBrowser`,
        ],
        ['    />\n  );\n}', '    />\n    </>\n  );\n}'],
      ],
    },
    { dir: sharedDomain, version: sharedDomainVersion },
  );
  return { dist, sharedDomainVersion };
}

/** The sort the volunteer app deployed on its own opens Home on, instead of today's. */
export const CHANGED_FIRST_SORT = 'points';

/**
 * What a volunteer team deploys on its own after changing its Home screen's first read: Home opens
 * on another sort (its loader and its screen read the same first list), with the shared-domain and
 * portal of today. Returns the dist folder.
 */
export function buildVolunteerAppWithChangedFirstRead(): string {
  return buildEditedVolunteerApp('changed-first-read', {
    'src/shared/api/openTasksApi.ts': [
      ['  sort: DEFAULT_TASK_SORT,\n', `  sort: '${CHANGED_FIRST_SORT}',\n`],
      ['  DEFAULT_TASK_SORT,\n', ''],
    ],
  });
}
