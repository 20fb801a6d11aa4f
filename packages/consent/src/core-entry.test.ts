// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module reachable from `entry` through static imports, and the packages they import. */
function importGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
      if (!specifier!.startsWith('.')) {
        packages.add(specifier!);
        continue;
      }
      const base = resolve(dirname(file), specifier!).replace(/\.js$/, '');
      const target = ['.ts', '.tsx', ''].map((ext) => base + ext).find((candidate) => existsSync(candidate));
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('@forecourt/consent (core entry)', () => {
  describe('given the entry other brands import without React', () => {
    it('should reach no React, no UI package and no component', () => {
      const { files, packages } = importGraph(resolve(here, 'index.ts'));
      // The walk really follows imports: the store and every strategy.
      expect(files.some((file) => file.endsWith('store.ts'))).toBe(true);
      expect(files.some((file) => file.endsWith('usercentrics.ts'))).toBe(true);
      expect(packages).toEqual(['@forecourt/api-client']);
      expect(files.filter((file) => file.endsWith('.tsx') || file.endsWith('.css'))).toEqual([]);
    });

    it('should load and work in Node', async () => {
      const core = await import('./index.js');
      const store = core.createConsentStore({ storage: core.createMemoryStorage() });
      core.resolveStrategy('onetrust').init(store);
      store.accept(core.resolveStrategy('basic').scopes);
      expect(store.getState()).toEqual({ status: 'accepted', scopes: ['obligatory', 'optional'] });
    });
  });
});
