// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { moduleGraph } from '@forecourt/vitest-config/module-graph';
import { describe, expect, it } from 'vitest';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

describe('@forecourt/blocks/templates', () => {
  describe('given the entry the editor and the content service import', () => {
    it('should reach no React, no UI package and no view', () => {
      const { files, packages } = moduleGraph(entry('./templates.ts'));
      // The walk really follows imports: the schemas and the contract.
      expect(files.some((file) => file.endsWith('quote-slider.schema.ts'))).toBe(true);
      expect(files.some((file) => file.endsWith('in-page-navigation.schema.ts'))).toBe(true);
      expect(files.some((file) => file.endsWith('validate.ts'))).toBe(true);
      expect(
        packages.filter((name) =>
          // The rich-text sanitiser (`@forecourt/ui/sanitize`, sanitize-html in Node) is part of
          // the pipeline; the rest of the UI package (React components) is not.
          /^(react|react-dom)(\/|$)|^@forecourt\/ui$/.test(name),
        ),
      ).toEqual([]);
      expect(files.filter((file) => file.endsWith('.tsx') || file.endsWith('.css'))).toEqual([]);
    });
  });
});
