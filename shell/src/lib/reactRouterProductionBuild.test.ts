import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The portal's production builds take react-router's production build (scripts/webpack/
// sharedSingletons.cjs, reactRouterAliases): the package's export map names only its development
// build, 42 KB gzipped with its warnings where the production one is 34 KB. The alias holds only
// while the package ships that build with the same API; this pins it to the installed package.
const packageDir = join(require.resolve('react-router/package.json'), '..');
const build = (kind: 'development' | 'production', file: string) =>
  join(packageDir, 'dist', kind, file);

test.each(['index', 'dom-export'])(
  "react-router's production %s has its development build's exports",
  (file) => {
    expect(existsSync(build('production', `${file}.mjs`))).toBe(true);
    const production = Object.keys(jest.requireActual(build('production', `${file}.js`)) as object);
    const development = Object.keys(
      jest.requireActual(build('development', `${file}.js`)) as object,
    );
    expect(production.sort()).toEqual(development.sort());
  },
);
