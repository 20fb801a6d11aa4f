import { libraryConfig } from '@forecourt/tsup-config';

// The stylesheets are entries of their own: esbuild inlines their @imports into one file each.
export default libraryConfig(
  { index: 'src/index.ts', styles: 'src/styles.css', themes: 'src/themes.css' },
  { dts: { entry: { index: 'src/index.ts' } } },
);
