// One list of what the host and both remotes share, so the three builds can never disagree about a
// singleton (ARCHITECTURE.md §3). A package missing here would be bundled twice and break context
// identity (React hooks, the router, the Redux store, the styled-components theme).
const path = require('node:path');

// What must be one instance: React and its renderer, the router, the store (react-redux, Redux
// Toolkit, and shared-domain, which holds the one RTK Query api and the session slice),
// styled-components (the theme) and shared-ui (its confirm dialog and toasts are React contexts the
// shell provides). These always run as the host's copy; a remote that requires a version the host's
// copy does not satisfy is refused before it runs (shell/src/lib/federation/sharedCompatibility.ts)
// and, should it get that far, by the runtime (strictVersion).
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'shared-ui',
  'shared-domain',
];

// Plain libraries: shared so that one copy is downloaded when the versions agree, but a remote
// whose range the host's copy does not satisfy loads its own. supabase-js qualifies: the shell
// creates the one client and the apps use only its types.
const LIBRARY_PACKAGES = ['@supabase/supabase-js'];

/**
 * Where the browser build resolves react-router and `react-router/dom` (which react-router-dom
 * imports): the package's export map names only its development build, with its warnings, 42 KB
 * gzipped where the production build is 34 KB. A production build takes `dist/production` for
 * both, which must agree, since each imports the router's contexts from its own build's files.
 * @param {boolean} production
 */
function reactRouterAliases(production) {
  if (!production) return {};
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  const build = path.join(packageDir, 'dist', 'production');
  return {
    'react-router$': path.join(build, 'index.mjs'),
    'react-router/dom$': path.join(build, 'dom-export.mjs'),
  };
}

// Subpath imports such as `react/jsx-runtime`, `react-dom/client` and `@reduxjs/toolkit/query` are
// separate requests; the trailing slash shares every one of them from the same instance.
const SHARED_SUBPATH_PREFIXES = ['react/', 'react-dom/', '@reduxjs/toolkit/'];

// No `requiredVersion` is written here: webpack takes each one from the importing package's own
// package.json (an app's dependency range, or shared-ui's range of shared-domain), so a remote built
// against a newer shared-domain declares that it needs it.
function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, strictVersion: true };
  }
  for (const name of LIBRARY_PACKAGES) {
    shared[name] = { singleton: false };
  }
  for (const prefix of SHARED_SUBPATH_PREFIXES) {
    shared[prefix] = { singleton: true, strictVersion: true };
  }
  return shared;
}

module.exports = {
  sharedSingletons,
  reactRouterAliases,
  SINGLETON_PACKAGES,
};
