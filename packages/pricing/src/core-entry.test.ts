// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { moduleGraph } from '@forecourt/vitest-config/module-graph';
import { describe, expect, it } from 'vitest';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

describe('@forecourt/pricing core entry', () => {
  describe('given the module graph of src/index.ts', () => {
    it('should reach the formatter, exchange and finance modules but no React', () => {
      const { files, packages } = moduleGraph(entry('./index.ts'));
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
