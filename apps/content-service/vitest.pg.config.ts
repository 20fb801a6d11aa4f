import { nodeConfig } from '@forecourt/vitest-config';

/**
 * The same API tests against a real PostgreSQL server: DATABASE_URL points at a server
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres); each test file creates and drops its
 * own database there. Without DATABASE_URL the run fails (see pg-global-setup.ts).
 */
export default nodeConfig({
  include: ['src/**/*.api.test.ts'],
  globalSetup: ['./src/test/pg-global-setup.ts'],
  env: { FORECOURT_TEST_DB: 'postgres' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
