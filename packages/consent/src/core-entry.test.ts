// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { moduleGraph } from '@forecourt/vitest-config/module-graph';
import { describe, expect, it } from 'vitest';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

describe('@forecourt/consent (core entry)', () => {
  describe('given the entry other brands import without React', () => {
    it('should reach no React, no UI package and no component', () => {
      const { files, packages } = moduleGraph(entry('./index.ts'));
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
