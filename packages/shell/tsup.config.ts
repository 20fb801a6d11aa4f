import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  {
    index: 'src/index.ts',
    // Their own entries so a site can load them lazily (the toolbar for signed-in editors only;
    // the footer and the floating menu after the first load).
    'editor-toolbar': 'src/editor-toolbar/editor-toolbar.ts',
    footer: 'src/footer/index.ts',
    'floating-menu': 'src/floating-menu/index.ts',
    // The stylesheet is an entry of its own: esbuild inlines its @imports into one file.
    styles: 'src/styles.css',
  },
  {
    dts: {
      entry: {
        index: 'src/index.ts',
        'editor-toolbar': 'src/editor-toolbar/editor-toolbar.ts',
        footer: 'src/footer/index.ts',
        'floating-menu': 'src/floating-menu/index.ts',
      },
    },
  },
);
