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
      const target = ['.ts', '.tsx', '']
        .map((ext) => base + ext)
        .find((candidate) => existsSync(candidate));
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('@forecourt/pricing core entry', () => {
  describe('given the module graph of src/index.ts', () => {
    it('should reach the formatter, exchange and finance modules but no React', () => {
      const { files, packages } = importGraph(resolve(here, 'index.ts'));
      expect(files.some((file) => file.endsWith('calculate.ts'))).toBe(true);
      expect(files.some((file) => file.endsWith('exchange.ts'))).toBe(true);
      expect(packages.filter((name) => /^(react|react-dom)(\/|$)/.test(name))).toEqual([]);
      expect(files.filter((file) => file.endsWith('.tsx') || file.includes('/react/'))).toEqual([]);
    });
  });

  describe('given Node without a DOM', () => {
    it('should load and format a price', async () => {
      expect(typeof document).toBe('undefined');
      const { createPriceFormatter } = await import('./index.js');
      expect(createPriceFormatter(new Map()).fullString(1000)).toBe('From <span>1 000€</span>');
    });
  });
});
