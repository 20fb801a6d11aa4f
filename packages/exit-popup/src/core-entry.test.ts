// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { moduleGraph } from '@forecourt/vitest-config/module-graph';
import { describe, expect, it } from 'vitest';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

describe('@forecourt/exit-popup (core entry)', () => {
  describe('given the entry servers and non-React sites import', () => {
    it('should reach no React, no UI package and no view', () => {
      const { files, packages } = moduleGraph(entry('./index.ts'), {
        follow: ['@forecourt/ui/sanitize'],
      });
      // The walk really follows imports, through '@forecourt/ui/sanitize' (both builds) too.
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
