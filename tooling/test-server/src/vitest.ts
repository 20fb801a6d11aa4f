/**
 * Vitest config for suites that use the real content service: adds the factory global setup
 * (see ./global-setup.ts). Merge it with `mergeConfig`.
 */
import { defineConfig } from 'vitest/config';

export function contentServiceTestConfig() {
  return defineConfig({
    test: { globalSetup: ['@forecourt/test-server/global-setup'] },
  });
}
