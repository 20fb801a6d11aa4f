import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  {
    index: 'src/index.ts',
    // The two builds behind the package's '#sanitize' import (see package.json "imports").
    sanitize: 'src/error-screens/sanitize.ts',
    'sanitize.browser': 'src/error-screens/sanitize.browser.ts',
    // The stylesheet is an entry of its own: esbuild inlines its @imports into one file.
    styles: 'src/styles.css',
  },
  {
    external: [/^react/, /^@forecourt\//, '#sanitize'],
    dts: { entry: { index: 'src/index.ts', sanitize: 'src/error-screens/sanitize.ts', 'sanitize.browser': 'src/error-screens/sanitize.browser.ts' } },
  },
);
