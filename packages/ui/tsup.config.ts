import { libraryConfig } from '@forecourt/tsup-config';

const sanitize = {
  // The two builds behind `@forecourt/ui/sanitize` (Node and `browser` export conditions).
  sanitize: 'src/sanitize/sanitize.ts',
  'sanitize.browser': 'src/sanitize/sanitize.browser.ts',
};

// The stylesheets are entries of their own: esbuild inlines their @imports into one file each.
export default libraryConfig(
  { index: 'src/index.ts', ...sanitize, styles: 'src/styles.css', themes: 'src/themes.css' },
  { dts: { entry: { index: 'src/index.ts', ...sanitize } } },
);
