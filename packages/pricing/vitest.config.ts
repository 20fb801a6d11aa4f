import { domConfig } from '@forecourt/vitest-config';

export default domConfig({ setupFiles: ['./vitest.setup.ts'] });
