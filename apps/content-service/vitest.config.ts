import { nodeConfig } from '@forecourt/vitest-config';

// API tests start a real service per file (PGlite in memory); give start-up room. They run in
// child processes, not worker threads: Node 24's V8 can abort ("Check failed: jit_page") when a
// worker thread that ran PGlite's WebAssembly is torn down.
export default nodeConfig({ pool: 'forks', testTimeout: 30_000, hookTimeout: 60_000 });
