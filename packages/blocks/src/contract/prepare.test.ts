// @vitest-environment node
import { LOCALES } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { accordionFixture } from '../accordion/accordion.fixtures.js';
import { quoteFixture } from '../quote/quote.fixtures.js';
import { prepareBlock, quoteTemplate } from '../templates.js';
import { createBlockPreparer, defineTemplate, type BlockData, type TemplateDefinition } from './index.js';

const options = { locales: LOCALES };

/** A template at version 3 whose data moved from `sku` (v1) to an upper-case `code`. */
const renamed = defineTemplate({
  key: 'renamed',
  name: 'Renamed',
  description: 'Test template',
  group: 'Advanced',
  list_priority: 99,
  thumbnail_url: '/x.svg',
  max_field_groups: 0,
  version: 3,
  fields: [{ kind: 'string', key: 'code', label: 'Code', required: true }],
  field_groups_template: [],
  migrate: (data, from) => {
    const fields = { ...(data.fields as Record<string, unknown>) };
    if (from === 1) {
      if (fields.sku === 'explode') throw new Error('sku cannot be read');
      fields.code = fields.sku;
      delete fields.sku;
    }
    if (from === 2) fields.code = String(fields.code).toUpperCase();
    return { ...data, fields } as BlockData;
  },
});
const catalogue = new Map<string, TemplateDefinition>([[renamed.key, renamed]]);
const prepareRenamed = createBlockPreparer((key) => catalogue.get(key));

describe('prepareBlock', () => {
  describe('given rich text carrying script (a pasted snippet, an attack)', () => {
    it('should give the block back with the script, handlers and javascript: links removed, text kept', () => {
      const data = structuredClone(accordionFixture);
      data.groups[0]!.accordion_content = {
        en: '<p onclick="steal()">Apply <a href="javascript:steal()">here</a><script>steal()</script> or <a href="/apply">online</a></p>',
        pl: '<img src="x" onerror="steal()">Tak',
      };
      const { block, issues } = prepareBlock({ id: 'b1', template: 'accordion', data }, options);
      expect(issues).toEqual([]);
      expect(block.data.groups[0]!.accordion_content).toEqual({
        en: '<p>Apply <a>here</a> or <a href="/apply">online</a></p>',
        pl: '<img src="x" />Tak',
      });
    });
  });

  describe('given a valid block at its template’s current version', () => {
    it('should return it as it is, with no issues', () => {
      const block = { id: 'b1', template: 'quote', version: quoteTemplate.version, data: quoteFixture };
      expect(prepareBlock(block, options)).toEqual({ block, issues: [] });
    });
  });

  describe('given a block of a template the catalogue does not know', () => {
    it('should name the template as the issue and keep the block untouched', () => {
      const block = { id: 'b2', template: 'carousel_3000', version: 2, data: { fields: {}, groups: [] } };
      expect(prepareBlock(block, options)).toEqual({
        block,
        issues: [{ path: 'template', rule: 'unknown_template', message: 'Unknown block template "carousel_3000"' }],
      });
    });
  });

  describe('given a block that breaks its template’s rules', () => {
    it('should list every broken rule with the field path', () => {
      const block = { id: 'b3', template: 'quote', version: 1, data: { fields: { ...quoteFixture.fields, quote: {} }, groups: [] } };
      const { issues } = prepareBlock(block, options);
      expect(issues).toEqual([{ path: 'fields.quote', rule: 'required', message: 'Quote is required' }]);
    });
  });

  describe('given data saved at an older template version', () => {
    it('should migrate it step by step and carry the current version', () => {
      const block = { id: 'b4', template: 'renamed', version: 1, data: { fields: { sku: 'a1' }, groups: [] } };
      expect(prepareRenamed(block, options)).toEqual({
        block: { id: 'b4', template: 'renamed', version: 3, data: { fields: { code: 'A1' }, groups: [] } },
        issues: [],
      });
    });

    it('should report a migration that throws, keeping the saved data and version', () => {
      const block = { id: 'b5', template: 'renamed', version: 1, data: { fields: { sku: 'explode' }, groups: [] } };
      expect(prepareRenamed(block, options)).toEqual({
        block,
        issues: [{ path: '', rule: 'migration', message: 'Migration failed: sku cannot be read' }],
      });
    });

    it('should validate the migrated data, not the saved data', () => {
      const block = { id: 'b6', template: 'renamed', version: 2, data: { fields: { code: '' }, groups: [] } };
      const { block: prepared, issues } = prepareRenamed(block, options);
      expect(prepared.version).toBe(3);
      expect(issues).toEqual([expect.objectContaining({ path: 'fields.code', rule: 'required' })]);
    });
  });
});
