import { domConfig } from '@forecourt/vitest-config';
import { defaultServerConditions, mergeConfig } from 'vite';

export default mergeConfig(
  domConfig({
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./src/test/content-service.global-setup.ts'],
  }),
  {
    // The global setup runs in Vitest's own (Node) environment: resolve workspace packages to
    // their `src/` there too.
    environments: { __vitest__: { resolve: { conditions: ['@forecourt/source', ...defaultServerConditions] } } },
  },
);
