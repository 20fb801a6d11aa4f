// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
// Both builds behind the package's '#sanitize' import (package.json "imports").
const SUBPATH_IMPORTS: Record<string, string[]> = {
  '#sanitize': [resolve(here, 'sanitize.ts'), resolve(here, 'sanitize.browser.ts')],
};

/** Every module reachable from `entry` through static imports, and the packages they import. */
function importGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
      if (SUBPATH_IMPORTS[specifier!]) {
        SUBPATH_IMPORTS[specifier!]!.forEach(visit);
        continue;
      }
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

describe('@forecourt/exit-popup (core entry)', () => {
  describe('given the entry servers and non-React sites import', () => {
    it('should reach no React, no UI package and no view', () => {
      const { files, packages } = importGraph(resolve(here, 'index.ts'));
      // The walk really follows imports, through '#sanitize' too.
      expect(files.some((file) => file.endsWith('matcher.ts'))).toBe(true);
      expect(files.some((file) => file.endsWith('sanitize.browser.ts'))).toBe(true);
      expect(
        packages.filter((name) => /^(react|react-dom|@forecourt\/ui)(\/|$)/.test(name)),
      ).toEqual([]);
      expect(files.filter((file) => file.endsWith('.tsx') || file.endsWith('.css'))).toEqual([]);
    });

    it('should load and work in Node without a DOM', async () => {
      expect(typeof document).toBe('undefined');
      const core = await import('./index.js');
      const matcher = core.createExitMatcher({
        whitelist: 'https://*.dealer.pl/*',
        baseUrl: 'https://www.brand.pl/',
      });
      expect(matcher.shouldIntercept('https://a.dealer.pl/')).toBe(true);
      expect(core.sanitizeExitCopy('<p onclick="x()">Hi</p><script>x()</script>')).toBe(
        '<p>Hi</p>',
      );
    });
  });
});
