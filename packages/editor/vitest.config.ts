import { domConfig } from '@forecourt/vitest-config';

// Generous timeout: these tests type into many fields, and CI shares two cores with other suites.
export default domConfig({ setupFiles: ['./vitest.setup.ts'], testTimeout: 30_000 });
