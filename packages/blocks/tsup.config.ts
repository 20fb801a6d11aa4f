import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { libraryConfig } from '@forecourt/tsup-config';
import { templateFolders } from './scripts/catalogue.mjs';

/** Each view is an entry of its own so `BlockList`'s dynamic imports stay separate chunks. */
const views = Object.fromEntries(
  templateFolders().map(({ folder }) => [`${folder}/${folder}`, `src/${folder}/${folder}.tsx`]),
);

/**
 * esbuild moves the CSS a JS entry imports into `<entry>.css` and drops the import. Put it back,
 * so consumers' bundlers load a view's CSS with its lazy chunk, as they do from `src/`.
 */
async function relinkStylesheets() {
  for (const entry of Object.keys(views)) {
    const name = entry.split('/').pop()!;
    await addImport(`dist/${entry}.js`, `./${name}.css`);
  }
  // esbuild's index.css also holds the CSS of every lazily imported view; the entry itself
  // needs only the preview placeholder's styles.
  await rm('dist/index.css');
  await rm('dist/index.css.map');
  await copyFile('src/block-list.css', 'dist/block-list.css');
  await addImport('dist/index.js', './block-list.css');
  // The entry also exports the in-page navigation bar itself (re-exported by the shell).
  await addImport('dist/index.js', './in-page-navigation/in-page-navigation.css');
  await addImport('dist/carousel.js', './carousel.css');
}

async function addImport(file: string, specifier: string) {
  const code = await readFile(file, 'utf8');
  // Before the source-map comment, so the existing mappings stay valid.
  const marker = code.lastIndexOf('//# sourceMappingURL=');
  const at = marker === -1 ? code.length : marker;
  await writeFile(file, `${code.slice(0, at)}import '${specifier}';\n${code.slice(at)}`);
}

export default libraryConfig(
  {
    index: 'src/index.ts',
    templates: 'src/templates.ts',
    // The shared carousel, for the site's own pages (the showroom's gallery).
    carousel: 'src/shared/carousel/carousel.tsx',
    styles: 'src/styles.css',
    ...views,
  },
  {
    dts: { entry: { index: 'src/index.ts', templates: 'src/templates.ts', carousel: 'src/shared/carousel/carousel.tsx' } },
    onSuccess: relinkStylesheets,
  },
);
