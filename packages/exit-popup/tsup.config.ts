import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  { index: 'src/index.ts', react: 'src/react/index.ts', styles: 'src/styles.css' },
  { dts: { entry: { index: 'src/index.ts', react: 'src/react/index.ts' } } },
);
