import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  {
    index: 'src/index.ts',
    // The two builds behind the package's '#sanitize' import (see package.json "imports").
    sanitize: 'src/error-screens/sanitize.ts',
    'sanitize.browser': 'src/error-screens/sanitize.browser.ts',
  },
  { external: [/^react/, /^@forecourt\//, '#sanitize'] },
);
