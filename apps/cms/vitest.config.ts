import { contentServiceTestConfig } from '@forecourt/test-server/vitest';
import { domConfig } from '@forecourt/vitest-config';
import { mergeConfig } from 'vite';

export default mergeConfig(
  domConfig({
    setupFiles: ['./vitest.setup.ts'],
    // Generous: the integration tests talk to a real service while other suites share the cores.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  }),
  // Real content services (one per test file) from @forecourt/test-server's global setup.
  contentServiceTestConfig(),
);
