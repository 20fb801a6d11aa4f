import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  {
    index: 'src/index.ts',
    react: 'src/react/index.ts',
    // The two builds behind the package's '#sanitize' import (see package.json "imports").
    sanitize: 'src/sanitize.ts',
    'sanitize.browser': 'src/sanitize.browser.ts',
    styles: 'src/styles.css',
  },
  {
    external: [/^react/, /^@forecourt\//, '#sanitize'],
    dts: {
      entry: {
        index: 'src/index.ts',
        react: 'src/react/index.ts',
        sanitize: 'src/sanitize.ts',
        'sanitize.browser': 'src/sanitize.browser.ts',
      },
    },
  },
);
