import { libraryConfig } from '@forecourt/tsup-config';

export default libraryConfig(
  { index: 'src/index.ts' },
  {
    // The stylesheet is published as its own file (`@forecourt/editor/styles.css`), copied as is.
    onSuccess: 'cp src/styles.css dist/styles.css',
  },
);
