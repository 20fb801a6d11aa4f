// The block catalogue is derived from the template folders: a folder `src/<name>/` holding
// `<name>.schema.ts` (exporting `<camelName>Template`) and `<name>.tsx` (its view, the default
// export) is a template. This script writes the modules that list them, so adding a template is
// adding its folder: `src/catalogue/templates.gen.ts` (definitions, React-free),
// `src/catalogue/views.gen.ts` (lazy views) and `src/styles.css` (every block's CSS).
// The build, typecheck and tests run it; `--check` fails when a written file is out of date.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const HEADER = '// Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.\n';

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** The template folders of `dir`, sorted: `{ folder, key, exportName, css }`. */
export function templateFolders(dir = src) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, `${entry.name}.schema.ts`)))
    .map(({ name }) => ({
      folder: name,
      // The template key is the folder's name in snake case (hero-title-banner → hero_title_banner).
      key: name.replaceAll('-', '_'),
      exportName: `${camel(name)}Template`,
      css: existsSync(join(dir, name, `${name}.css`)),
    }))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

function templatesModule(folders) {
  return `${HEADER}import type { TemplateDefinition } from '../contract/index.js';
${folders.map((t) => `import { ${t.exportName} } from '../${t.folder}/${t.folder}.schema.js';`).join('\n')}

export {
${folders.map((t) => `  ${t.exportName},`).join('\n')}
};

/** Every template definition, by folder name. */
export const templateDefinitions: readonly TemplateDefinition[] = [
${folders.map((t) => `  ${t.exportName},`).join('\n')}
];
`;
}

function viewsModule(folders) {
  return `${HEADER}import type { BlockViewLoader } from '../view-registry.js';

/** Template key → dynamic import of its view: each view is a chunk of its own. */
export const viewLoaders: Readonly<Record<string, BlockViewLoader>> = {
${folders.map((t) => `  ${t.key}: () => import('../${t.folder}/${t.folder}.js'),`).join('\n')}
};
`;
}

function stylesheet(folders) {
  return `/*
 * Written by scripts/catalogue.mjs from the template folders in src/. Do not edit.
 *
 * Every block stylesheet in one file: \`@forecourt/blocks/styles.css\`. Views also import their own
 * stylesheet, so a bundler that follows CSS imports loads only the CSS of the blocks on a page;
 * this file is for hosts that would rather ship one stylesheet.
 */
@import './block-list.css';
${readdirSync(join(src, 'shared')).filter((f) => f.endsWith('.css')).sort().map((f) => `@import './shared/${f}';`).join('\n')}
${folders.filter((t) => t.css).map((t) => `@import './${t.folder}/${t.folder}.css';`).join('\n')}
`;
}

/** The generated files and their wanted contents. */
export function catalogueFiles(folders = templateFolders()) {
  return {
    [join(src, 'catalogue', 'templates.gen.ts')]: templatesModule(folders),
    [join(src, 'catalogue', 'views.gen.ts')]: viewsModule(folders),
    [join(src, 'styles.css')]: stylesheet(folders),
  };
}

/** Files whose content differs from what the folders say. */
export function staleCatalogueFiles() {
  return Object.entries(catalogueFiles())
    .filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text)
    .map(([file]) => file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleCatalogueFiles();
    if (stale.length > 0) {
      console.error(`Out of date (run node scripts/catalogue.mjs): ${stale.join(', ')}`);
      process.exit(1);
    }
  } else {
    for (const [file, text] of Object.entries(catalogueFiles())) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
    }
  }
}
