// One list of what the host and both remotes share, so the three builds can never disagree about a
// singleton (ARCHITECTURE.md §3). A package missing here would be bundled twice and break context
// identity (React hooks, the router, the Redux store, the styled-components theme).
const path = require('node:path');

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  '@supabase/supabase-js',
  'shared-ui',
  'shared-domain',
];

// Subpath imports such as `react/jsx-runtime`, `react-dom/client` and `@reduxjs/toolkit/query` are
// separate requests; the trailing slash shares every one of them from the same instance.
const REACT_ROUTER_BROWSER_ENTRY = path.join(__dirname, 'reactRouterBrowser.mjs');

/** The entry of react-router the browser build resolves, for reactRouterBrowser.mjs to re-export. */
function reactRouterPackageEntry() {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  return path.join(packageDir, 'dist', 'development', 'index.mjs');
}

function reactRouterVersion() {
  return require('react-router/package.json').version;
}

const SHARED_SUBPATH_PREFIXES = ['react/', 'react-dom/', '@reduxjs/toolkit/'];

function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: false };
  }
  shared['react-router'] = {
    ...shared['react-router'],
    import: REACT_ROUTER_BROWSER_ENTRY,
    version: reactRouterVersion(),
  };
  for (const prefix of SHARED_SUBPATH_PREFIXES) {
    shared[prefix] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

module.exports = { sharedSingletons, reactRouterPackageEntry, SINGLETON_PACKAGES };
