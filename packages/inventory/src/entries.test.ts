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
    // Static imports and re-exports that stay at runtime (`import type` is erased).
    for (const [, fromSpecifier, bareSpecifier] of source.matchAll(
      /^(?:(?:import|export)(?!\s+type\s)[^;'"]*\sfrom\s+'([^']+)'|import\s+'([^']+)')/gm,
    )) {
      const specifier = fromSpecifier ?? bareSpecifier;
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

describe('the package entries', () => {
  describe('given the core entry (the content service imports it in Node)', () => {
    it('should reach neither React nor jotai nor any UI package', () => {
      const { files, packages } = importGraph(resolve(here, 'index.ts'));
      expect(files.some((file) => file.endsWith('listing-query.ts'))).toBe(true);
      expect(packages).toEqual(['zod']);
      expect(files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    });

    it('should load and work in Node', async () => {
      const core = await import('./index.js');
      expect(core.filtersToQuery({ state: 'used' })).toBe('filter[state_eq]=used');
    });
  });

  describe('given the state entry', () => {
    it('should use jotai without React', () => {
      const { packages } = importGraph(resolve(here, 'state/index.ts'));
      expect(packages.sort()).toEqual(['jotai/vanilla']);
    });
  });
});
