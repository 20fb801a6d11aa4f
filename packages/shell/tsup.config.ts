import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  {
    index: 'src/index.ts',
    // Its own entry so the site can load it lazily (signed-in editors only).
    'editor-toolbar': 'src/editor-toolbar/editor-toolbar.ts',
    // The stylesheet is an entry of its own: esbuild inlines its @imports into one file.
    styles: 'src/styles.css',
  },
  { dts: { entry: { index: 'src/index.ts', 'editor-toolbar': 'src/editor-toolbar/editor-toolbar.ts' } } },
);
