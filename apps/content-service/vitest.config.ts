import { nodeConfig } from '@forecourt/vitest-config';

// API tests start a real service per file (PGlite in memory); give start-up room.
export default nodeConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
