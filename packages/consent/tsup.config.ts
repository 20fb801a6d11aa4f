import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  {
    index: 'src/index.ts',
    react: 'src/react/index.ts',
    // The stylesheet is an entry of its own so the site can link it in <head> before first paint.
    styles: 'src/styles.css',
  },
  { dts: { entry: { index: 'src/index.ts', react: 'src/react/index.ts' } } },
);
