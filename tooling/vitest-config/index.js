// Shared Vitest settings: resolve workspace packages to their `src/` through the
// `@forecourt/source` export condition, so tests never run against a stale `dist`.
import { defineConfig, mergeConfig } from 'vitest/config';

const base = defineConfig({
  resolve: { conditions: ['@forecourt/source'] },
  ssr: { resolve: { conditions: ['@forecourt/source'] } },
  test: { pool: 'threads', maxWorkers: 2 },
});

/** Node-only tests (pure logic, servers). */
export function nodeConfig(overrides = {}) {
  return mergeConfig(base, defineConfig({ test: { environment: 'node', ...overrides } }));
}

/** Component tests in jsdom with testing-library matchers. */
export function domConfig(overrides = {}) {
  return mergeConfig(
    base,
    defineConfig({
      test: {
        environment: 'jsdom',
        setupFiles: [new URL('./setup-dom.js', import.meta.url).pathname],
        ...overrides,
      },
    }),
  );
}
