import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  { index: 'src/index.ts', state: 'src/state/index.ts', react: 'src/react/index.ts' },
  // jotai stays a peer: the site and this package must share one copy of its store.
  { external: [/^react/, /^@forecourt\//, /^jotai/] },
);
