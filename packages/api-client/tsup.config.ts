import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig({ index: 'src/index.ts', node: 'src/node/index.ts' });
