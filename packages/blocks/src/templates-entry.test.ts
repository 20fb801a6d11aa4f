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

describe('@forecourt/blocks/templates', () => {
  describe('given the entry the editor and the content service import', () => {
    it('should reach no React, no UI package and no view', () => {
      const { files, packages } = importGraph(resolve(here, 'templates.ts'));
      // The walk really follows imports: the five schemas and the contract.
      expect(files.some((file) => file.endsWith('quote-slider.schema.ts'))).toBe(true);
      expect(files.some((file) => file.endsWith('validate.ts'))).toBe(true);
      expect(
        packages.filter((name) =>
          /^(react|react-dom|@forecourt\/ui|sanitize-html)(\/|$)/.test(name),
        ),
      ).toEqual([]);
      expect(files.filter((file) => file.endsWith('.tsx') || file.endsWith('.css'))).toEqual([]);
    });
  });
});
