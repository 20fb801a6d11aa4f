// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { moduleGraph } from '@forecourt/vitest-config/module-graph';
import { describe, expect, it } from 'vitest';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

describe('the package entries', () => {
  describe('given the core entry (the content service imports it in Node)', () => {
    it('should reach neither React nor jotai nor any UI package', () => {
      const { files, packages } = moduleGraph(entry('./index.ts'), { runtimeOnly: true });
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
      const { packages } = moduleGraph(entry('./state/index.ts'), { runtimeOnly: true });
      expect(packages.sort()).toEqual(['jotai/vanilla']);
    });
  });
});
