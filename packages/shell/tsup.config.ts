import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  {
    index: 'src/index.ts',
    // The stylesheet is an entry of its own: esbuild inlines its @imports into one file.
    styles: 'src/styles.css',
  },
  { dts: { entry: { index: 'src/index.ts' } } },
);
