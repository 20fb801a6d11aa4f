/**
 * Vitest config for suites that use the real content service: the factory global setup, and the
 * `@forecourt/source` condition in Vitest's own Node environment (where the global setup runs),
 * so the service's workspace dependencies resolve to their `src/`. Merge it with `mergeConfig`.
 */
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export function contentServiceTestConfig() {
  return defineConfig({
    test: { globalSetup: ['@forecourt/test-server/global-setup'] },
    environments: {
      __vitest__: { resolve: { conditions: ['@forecourt/source', ...defaultServerConditions] } },
    },
  });
}
