import { nodeConfig } from '@forecourt/vitest-config';

// Node by default (the server tests); DOM tests opt in with `// @vitest-environment jsdom`.
export default nodeConfig({ testTimeout: 15_000, setupFiles: ['./vitest.setup.ts'] });
