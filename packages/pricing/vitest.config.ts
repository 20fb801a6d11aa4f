import { domConfig } from '@forecourt/vitest-config';

// A generous timeout: on a busy 2-core machine the first dynamic import of a module graph can
// take seconds, which is not what these tests measure.
export default domConfig({ setupFiles: ['./vitest.setup.ts'], testTimeout: 20_000 });
