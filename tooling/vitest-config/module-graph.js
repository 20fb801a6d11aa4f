// A static walk of a package entry's import graph, for tests asserting that an entry stays free of
// React (or any other package) without bundling it: the entry's files, and the packages they import.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Every `import … from '…'`, `export … from '…'` and `import '…'`, type-only ones included. */
const ANY_IMPORT = /(?:from|import)\s+'([^']+)'/g;
/** The same, without `import type` / `export type` (erased at build time). */
const RUNTIME_IMPORT =
  /^(?:(?:import|export)(?!\s+type\s)[^;'"]*\sfrom\s+'([^']+)'|import\s+'([^']+)')/gm;

/** Every string in an exports/imports condition tree, but type declarations. */
function leaves(target) {
  if (typeof target === 'string') return [target];
  if (!target || typeof target !== 'object') return [];
  return Object.entries(target)
    .filter(([condition]) => condition !== 'types')
    .flatMap(([, value]) => leaves(value));
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The source files behind a package specifier (`#sub` import or `@scope/name/sub` export), every
 * condition of it (a browser and a Node build both count), preferring the `@forecourt/source`
 * condition that points into `src/`.
 */
function resolveSpecifier(specifier, fromFile) {
  let dir = dirname(fromFile);
  for (;;) {
    let packageDir;
    let key;
    if (specifier.startsWith('#')) {
      if (existsSync(join(dir, 'package.json'))) [packageDir, key] = [dir, specifier];
    } else {
      const parts = specifier.split('/');
      const name = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) {
        packageDir = realpathSync(candidate);
        key = ['.', ...parts.slice(name.split('/').length)].join('/');
      }
    }
    if (packageDir) {
      const manifest = readJson(join(packageDir, 'package.json'));
      const map = specifier.startsWith('#') ? manifest.imports : manifest.exports;
      const entry = map?.[key];
      if (!entry) throw new Error(`${specifier}: not in ${join(packageDir, 'package.json')}`);
      const source = typeof entry === 'object' && entry['@forecourt/source'];
      return leaves(source || entry).map((file) => resolve(packageDir, file));
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${specifier}: no package found from ${fromFile}`);
    dir = parent;
  }
}

/**
 * Every module reachable from `entryFile` through static imports, and the packages they import.
 * @param {string} entryFile absolute path of a `.ts`/`.tsx` entry
 * @param {{ runtimeOnly?: boolean, follow?: string[] }} [options] `runtimeOnly` skips type-only
 *   imports; `follow` lists package specifiers (`#sanitize`, `@forecourt/ui/sanitize`) whose source
 *   files are walked into instead of being listed as packages.
 * @returns {{ files: string[], packages: string[] }}
 */
export function moduleGraph(entryFile, { runtimeOnly = false, follow = [] } = {}) {
  const files = new Set();
  const packages = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, fromSpecifier, bareSpecifier] of source.matchAll(
      runtimeOnly ? RUNTIME_IMPORT : ANY_IMPORT,
    )) {
      const specifier = fromSpecifier ?? bareSpecifier;
      if (follow.includes(specifier)) {
        resolveSpecifier(specifier, file).forEach(visit);
        continue;
      }
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
      const target = ['.ts', '.tsx', '']
        .map((ext) => base + ext)
        .find((candidate) => existsSync(candidate));
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(resolve(entryFile));
  return { files: [...files], packages: [...packages] };
}
