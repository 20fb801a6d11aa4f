import { nodeConfig } from '@forecourt/vitest-config';

export default nodeConfig();
