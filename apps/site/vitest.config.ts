import { nodeConfig } from '@forecourt/vitest-config';

export default nodeConfig({ testTimeout: 15_000 });
