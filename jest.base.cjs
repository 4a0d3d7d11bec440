// Shared jest settings: every package transpiles TypeScript and TSX with SWC (no type checking here;
// `npm run typecheck` does that), so tests start fast on a 2-core machine.
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};

/** @param {Partial<import('jest').Config>} overrides */
module.exports = function jestConfig(overrides = {}) {
  return {
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // jose (the stack's JWTs) ships ES modules only: SWC turns them into CommonJS like our own code.
    transformIgnorePatterns: ['/node_modules/(?!jose/)'],
    ...overrides,
  };
};
