import { domConfig } from '@forecourt/vitest-config';

// Core and state tests opt into Node with `// @vitest-environment node`; React tests run in jsdom.
export default domConfig({ setupFiles: ['./vitest.setup.ts'] });
