import { nodeConfig } from '@forecourt/vitest-config';

// Node by default (the server tests); DOM tests opt in with `// @vitest-environment jsdom`.
// hookTimeout: the server tests start a real content service (database, migrations, seed) in
// beforeAll, which takes a while when other suites share the two cores.
export default nodeConfig({
  testTimeout: 15_000,
  hookTimeout: 120_000,
  setupFiles: ['./vitest.setup.ts'],
});
