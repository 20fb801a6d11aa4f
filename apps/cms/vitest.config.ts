import { domConfig } from '@forecourt/vitest-config';
import { defaultServerConditions, mergeConfig } from 'vite';

export default mergeConfig(
  domConfig({
    setupFiles: ['./vitest.setup.ts'],
    // Generous: the integration tests talk to a real service while other suites share the cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/test/content-service.global-setup.ts'],
  }),
  {
    // The global setup runs in Vitest's own (Node) environment: resolve workspace packages to
    // their `src/` there too.
    environments: { __vitest__: { resolve: { conditions: ['@forecourt/source', ...defaultServerConditions] } } },
  },
);
