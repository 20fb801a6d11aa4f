import { defineConfig } from 'vitest/config';

// End-to-end tests drive Debian's Chromium against a running stack (BASE_URL). Files run one at a
// time: they share one seeded database and sign in as the same accounts.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
