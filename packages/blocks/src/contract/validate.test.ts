// @vitest-environment node
import { LOCALES } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { accordionFixture } from '../accordion/accordion.fixtures.js';
import { heroTitleBannerFixture } from '../hero-title-banner/hero-title-banner.fixtures.js';
import { quoteSliderFixture } from '../quote-slider/quote-slider.fixtures.js';
import { quoteFixture } from '../quote/quote.fixtures.js';
import { snippetFixture } from '../snippet/snippet.fixtures.js';
import {
  accordionTemplate,
  getTemplate,
  quoteSliderTemplate,
  quoteTemplate,
  templates,
} from '../templates.js';
import {
  defaultBlockData,
  defaultGroupValues,
  defineTemplate,
  migrateBlockData,
  validateBlockData,
  type BlockData,
} from './index.js';

const options = { locales: LOCALES };

/** A template with one field of every kind, so each rule can be exercised in isolation. */
const everyKind = defineTemplate({
  key: 'every_kind',
  name: 'Every kind',
  description: 'Test template',
  group: 'Advanced',
  list_priority: 99,
  thumbnail_url: '/x.svg',
  max_field_groups: 2,
  version: 1,
  fields: [
    {
      kind: 'string',
      key: 'title',
      label: 'Title',
      translatable: true,
      minLength: 2,
      maxLength: 10,
    },
    { kind: 'string', key: 'code', label: 'Code', required: true },
    { kind: 'text', key: 'body', label: 'Body', maxLength: 5 },
    { kind: 'markdown', format: 'html', key: 'html', label: 'HTML' },
    { kind: 'markdown', format: 'json', key: 'doc', label: 'Document' },
    { kind: 'bool', key: 'flag', label: 'Flag' },
    { kind: 'number', key: 'count', label: 'Count', min: 1, max: 4, integer: true },
    { kind: 'number', key: 'percent', label: 'Down payment', min: 20, max: 50, step: 5 },
    {
      kind: 'select',
      key: 'size',
      label: 'Size',
      options: [
        { label: 'Medium', value: 'medium' },
        { label: 'Small', value: 'small' },
      ],
    },
    { kind: 'icon', key: 'icon', label: 'Icon' },
    { kind: 'image', key: 'image', label: 'Image', sizes: ['1600x900', '900x586'] },
    { kind: 'link', key: 'link', label: 'Link' },
    { kind: 'links', key: 'buttons', label: 'Buttons', max: 2 },
    { kind: 'json', key: 'config', label: 'Config' },
    { kind: 'separator', key: 'divider', label: 'Divider' },
  ],
  field_groups_template: [{ kind: 'string', key: 'name', label: 'Name', required: true }],
});

const valid = { code: 'A1' };
const check = (fields: Record<string, unknown>, groups: unknown[] = []) =>
  validateBlockData(everyKind, { fields: { ...valid, ...fields }, groups }, options);
const rules = (issues: { path: string; rule: string }[]) =>
  issues.map(({ path, rule }) => ({ path, rule }));

describe('validateBlockData', () => {
  describe('given data that is not an object', () => {
    it('should report a type issue at the root', () => {
      expect(rules(validateBlockData(everyKind, 'nope', options))).toEqual([
        { path: '', rule: 'type' },
      ]);
      expect(rules(validateBlockData(everyKind, { fields: valid, groups: {} }, options))).toEqual([
        { path: 'groups', rule: 'type' },
      ]);
    });
  });

  describe('given only the required field', () => {
    it('should report nothing', () => {
      expect(check({})).toEqual([]);
    });
  });

  describe('given a missing required value', () => {
    it.each([undefined, '', null])('should report required for %o', (code) => {
      expect(rules(check({ code }))).toEqual([{ path: 'fields.code', rule: 'required' }]);
    });
  });

  describe('given a field the template does not have', () => {
    it('should report unknown_field', () => {
      expect(rules(check({ colour: 'red' }))).toEqual([
        { path: 'fields.colour', rule: 'unknown_field' },
      ]);
    });
  });

  describe('given translatable values', () => {
    it('should accept one value per configured locale', () => {
      expect(check({ title: { en: 'Hello', pl: 'Cześć' } })).toEqual([]);
    });

    it('should refuse a plain string', () => {
      expect(rules(check({ title: 'Hello' }))).toEqual([{ path: 'fields.title', rule: 'type' }]);
    });

    it('should refuse a locale that is not configured', () => {
      expect(check({ title: { en: 'Hello', de: 'Hallo' } })).toEqual([
        { path: 'fields.title.de', rule: 'locale', message: 'de is not a configured locale' },
      ]);
    });

    it('should check each locale against the limits', () => {
      expect(rules(check({ title: { en: 'Hello', pl: 'Dzień dobry wszystkim' } }))).toEqual([
        { path: 'fields.title.pl', rule: 'max_length' },
      ]);
      expect(rules(check({ title: { en: 'H' } }))).toEqual([
        { path: 'fields.title.en', rule: 'min_length' },
      ]);
    });
  });

  describe('given text fields', () => {
    it('should enforce maxLength on text', () => {
      expect(check({ body: 'Too long' })).toEqual([
        { path: 'fields.body', rule: 'max_length', message: 'Body must be at most 5 characters' },
      ]);
    });

    it('should refuse non-text values', () => {
      expect(rules(check({ body: 42, html: ['<p>'] }))).toEqual([
        { path: 'fields.body', rule: 'type' },
        { path: 'fields.html', rule: 'type' },
      ]);
    });

    it('should require valid JSON in a JSON-format markdown field', () => {
      expect(check({ doc: '{"type":"doc"}' })).toEqual([]);
      expect(rules(check({ doc: '{type:doc' }))).toEqual([{ path: 'fields.doc', rule: 'json' }]);
    });
  });

  describe('given a bool field', () => {
    it('should accept true or false only', () => {
      expect(check({ flag: false })).toEqual([]);
      expect(rules(check({ flag: 'yes' }))).toEqual([{ path: 'fields.flag', rule: 'type' }]);
    });
  });

  describe('given number fields', () => {
    it.each([
      [0, 'min'],
      [5, 'max'],
      [2.5, 'integer'],
      ['3', 'type'],
      [Number.NaN, 'type'],
    ])('should report %o as %s', (count, rule) => {
      expect(rules(check({ count }))).toEqual([{ path: 'fields.count', rule }]);
    });

    it('should count steps from the minimum', () => {
      expect(check({ percent: 35 })).toEqual([]);
      expect(check({ percent: 23 })).toEqual([
        { path: 'fields.percent', rule: 'step', message: 'Down payment must be in steps of 5' },
      ]);
    });
  });

  describe('given a select field', () => {
    it('should accept only an option value', () => {
      expect(check({ size: 'small' })).toEqual([]);
      expect(check({ size: 'large' })).toEqual([
        { path: 'fields.size', rule: 'one_of', message: 'Size must be one of: medium, small' },
      ]);
    });
  });

  describe('given an icon field', () => {
    it('should accept a name', () => {
      expect(check({ icon: 'arrow-right' })).toEqual([]);
      expect(rules(check({ icon: 7 }))).toEqual([{ path: 'fields.icon', rule: 'type' }]);
    });
  });

  describe('given an image field', () => {
    it('should accept a library image at an allowed size', () => {
      expect(check({ image: { id: 'img-1', alt: 'A car', size: '900x586' } })).toEqual([]);
    });

    it('should report allowed_size for another size', () => {
      expect(check({ image: { id: 'img-1', size: '650x277' } })).toEqual([
        {
          path: 'fields.image',
          rule: 'allowed_size',
          message: 'Image size must be one of: 1600x900, 900x586',
        },
      ]);
    });

    it('should require an id and text alt', () => {
      expect(rules(check({ image: { size: '900x586' } }))).toEqual([
        { path: 'fields.image', rule: 'type' },
      ]);
      expect(rules(check({ image: { id: 'a', size: '900x586', alt: 3 } }))).toEqual([
        { path: 'fields.image', rule: 'type' },
      ]);
    });
  });

  describe('given a link field', () => {
    const link = { labelText: 'Offers', href: '/offers', type: 'internal' };

    it('should accept a call-to-action link', () => {
      expect(check({ link })).toEqual([]);
      expect(
        check({ link: { ...link, type: 'form', href: '', formId: 'td', target: '_blank' } }),
      ).toEqual([]);
    });

    it.each([
      [{ ...link, labelText: undefined }, 'type'],
      [{ ...link, href: 5 }, 'type'],
      [{ ...link, type: 'phone' }, 'one_of'],
      [{ ...link, target: '_top' }, 'one_of'],
      [{ ...link, href: 'offers' }, 'internal_path'],
      ['not a link', 'type'],
    ])('should report %o as %s', (value, rule) => {
      expect(rules(check({ link: value }))).toEqual([{ path: 'fields.link', rule }]);
    });
  });

  describe('given a link whose address a visitor cannot follow', () => {
    const link = { labelText: 'Terms', href: 'https://bank.example/terms', type: 'external' };

    it.each([
      ['external', 'not a url', 'url', 'Link must be a full web address such as https://example.com (or mailto:, tel:)'],
      ['external', 'www.example.com', 'url', 'Link must be a full web address such as https://example.com (or mailto:, tel:)'],
      ['external', 'https://', 'url', 'Link must be a full web address such as https://example.com (or mailto:, tel:)'],
      ['external', 'ftp://files.example.com/a.pdf', 'url', 'Link must be a full web address such as https://example.com (or mailto:, tel:)'],
      ['internal', 'not a url', 'internal_path', 'Link internal address must start with / or # and hold no spaces'],
      ['internal', '//evil.example/x', 'internal_path', 'Link internal address must start with / or # and hold no spaces'],
      ['file', 'brochure.pdf', 'url', 'Link must be a path on this site (/…) or a full web address (https://…)'],
    ])('should refuse a %s link to %j with a message saying what an address looks like', (type, href, rule, message) => {
      expect(check({ link: { ...link, type, href } })).toEqual([{ path: 'fields.link', rule, message }]);
    });

    it.each([
      ['external', 'https://bank.example/terms?x=1#top'],
      ['external', 'http://example.com'],
      ['internal', '/models/defender#component-3'],
      ['internal', '#prices'],
      ['file', '/media/brochure.pdf'],
      ['file', 'https://cdn.example.com/brochure.pdf'],
    ])('should accept a %s link to %j', (type, href) => {
      expect(check({ link: { ...link, type, href } })).toEqual([]);
    });
  });

  describe('given a link to a javascript:, vbscript: or data: address', () => {
    const external = { labelText: 'Offers', href: 'https://example.com/offers', type: 'external' };

    it.each([
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscr\ript:alert(1)',
      ' \u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:text/html,<script>alert(1)</script>',
    ])('should refuse %j whatever the link type', (href) => {
      expect(check({ link: { ...external, href } })).toEqual([
        {
          path: 'fields.link',
          rule: 'unsafe_url',
          message: 'Link must not be a javascript:, vbscript: or data: address',
        },
      ]);
      expect(rules(check({ buttons: [external, { ...external, type: 'file', href }] }))).toEqual([
        { path: 'fields.buttons[1]', rule: 'unsafe_url' },
      ]);
    });

    it('should accept ordinary addresses that merely mention those words', () => {
      for (const href of [
        'https://example.com/javascript:guide',
        'mailto:sales@example.com',
        'tel:+48221234567',
        'https://example.com/?next=javascript:void(0)',
      ]) {
        expect(check({ link: { ...external, href } })).toEqual([]);
      }
      expect(check({ link: { ...external, type: 'internal', href: '/data:sheet' } })).toEqual([]);
    });
  });

  describe('given a links collection', () => {
    const link = { labelText: 'Offers', href: '/offers', type: 'internal' };

    it('should check the count and each link', () => {
      expect(check({ buttons: [link, link] })).toEqual([]);
      expect(rules(check({ buttons: [link, link, link] }))).toEqual([
        { path: 'fields.buttons', rule: 'max_items' },
      ]);
      expect(rules(check({ buttons: [link, { ...link, type: 'x' }] }))).toEqual([
        { path: 'fields.buttons[1]', rule: 'one_of' },
      ]);
      expect(rules(check({ buttons: link }))).toEqual([{ path: 'fields.buttons', rule: 'type' }]);
    });
  });

  describe('given a JSON field', () => {
    it('should require parseable JSON text', () => {
      expect(check({ config: '[1,2]' })).toEqual([]);
      expect(rules(check({ config: '[1,' }))).toEqual([{ path: 'fields.config', rule: 'json' }]);
      expect(rules(check({ config: { a: 1 } }))).toEqual([{ path: 'fields.config', rule: 'type' }]);
    });
  });

  describe('given a value for a separator', () => {
    it('should treat it as an unknown field', () => {
      expect(rules(check({ divider: 'x' }))).toEqual([
        { path: 'fields.divider', rule: 'unknown_field' },
      ]);
    });
  });

  describe('given field groups', () => {
    it('should check each group and name its index', () => {
      expect(rules(check({}, [{ name: 'a' }, { name: '' }]))).toEqual([
        { path: 'groups[1].name', rule: 'required' },
      ]);
    });

    it('should refuse a group that is not an object', () => {
      expect(rules(check({}, ['x']))).toEqual([{ path: 'groups[0]', rule: 'type' }]);
    });
  });

  describe('given an Accordion with 31 groups (block-catalogue.md §9: max 30)', () => {
    const group = {
      accordion_title: { en: 'Question' },
      accordion_content: { en: '<p>Answer</p>' },
    };

    it('should accept 30', () => {
      const data = { fields: {}, groups: Array.from({ length: 30 }, () => group) };
      expect(validateBlockData(accordionTemplate, data, options)).toEqual([]);
    });

    it('should report max_field_groups at groups[30]', () => {
      const data = { fields: {}, groups: Array.from({ length: 31 }, () => group) };
      expect(validateBlockData(accordionTemplate, data, options)).toEqual([
        {
          path: 'groups[30]',
          rule: 'max_field_groups',
          message: 'Accordion allows at most 30 field groups (got 31)',
        },
      ]);
    });
  });

  describe('given groups for a template without groups', () => {
    it('should report max_field_groups at groups[0]', () => {
      const data = { ...quoteFixture, groups: [{}] };
      expect(validateBlockData(quoteTemplate, data, options)).toContainEqual({
        path: 'groups[0]',
        rule: 'max_field_groups',
        message: 'Quote has no field groups',
      });
    });
  });

  describe('given a Quote slider with no quotes', () => {
    it('should report min_field_groups', () => {
      expect(
        rules(validateBlockData(quoteSliderTemplate, { fields: {}, groups: [] }, options)),
      ).toEqual([{ path: 'groups', rule: 'min_field_groups' }]);
    });
  });
});

describe('catalogue fixtures', () => {
  describe('given each template’s story fixture', () => {
    it.each([
      ['snippet', snippetFixture],
      ['accordion', accordionFixture],
      ['quote', quoteFixture],
      ['quote_slider', quoteSliderFixture],
      ['hero_title_banner', heroTitleBannerFixture],
    ] as const)('should validate %s cleanly', (key, data) => {
      expect(validateBlockData(getTemplate(key)!, data, options)).toEqual([]);
    });
  });

  describe('given each template’s defaults', () => {
    it.each(templates.map((t) => [t.key, t] as const))(
      'should hold only values of known fields for %s',
      (_key, template) => {
        const data = defaultBlockData(template);
        const issues = validateBlockData(template, data, options).filter(
          (issue) => issue.rule !== 'required' && issue.rule !== 'min_field_groups',
        );
        expect(issues).toEqual([]);
        expect(
          validateBlockData(
            template,
            { fields: {}, groups: [defaultGroupValues(template)] },
            options,
          ).filter((i) => i.rule === 'unknown_field'),
        ).toEqual([]);
      },
    );
  });
});

describe('migrateBlockData', () => {
  describe('given data saved at an older version', () => {
    it('should run each migration step in order', () => {
      const renamed = defineTemplate({
        ...everyKind,
        version: 3,
        migrate: (data, from) => {
          const fields = { ...(data.fields as Record<string, unknown>) };
          if (from === 1) {
            fields.code = fields.sku;
            delete fields.sku;
          }
          if (from === 2) fields.code = String(fields.code).toUpperCase();
          return { ...data, fields } as BlockData;
        },
      });
      const migrated = migrateBlockData(
        renamed,
        { fields: { sku: 'a1' }, groups: [] } as unknown as BlockData,
        1,
      );
      expect(migrated.fields).toEqual({ code: 'A1' });
      expect(validateBlockData(renamed, migrated, options)).toEqual([]);
    });
  });

  describe('given data at the current version', () => {
    it('should return it unchanged', () => {
      const data = defaultBlockData(quoteTemplate);
      expect(migrateBlockData(quoteTemplate, data, quoteTemplate.version)).toBe(data);
    });
  });
});

describe('a template’s own rules (validate)', () => {
  const ranged = defineTemplate({
    key: 'ranged',
    name: 'Ranged',
    description: 'Two numbers, the first not above the second.',
    group: 'Content',
    list_priority: 1,
    thumbnail_url: '/t.svg',
    max_field_groups: 0,
    version: 1,
    fields: [
      { kind: 'number', key: 'min', label: 'Minimum' },
      { kind: 'number', key: 'max', label: 'Maximum' },
    ],
    field_groups_template: [],
    validate: ({ fields }) => {
      const { min, max } = fields as { min?: number; max?: number };
      return min !== undefined && max !== undefined && min > max
        ? [{ path: 'fields.min', rule: 'range', message: 'Minimum must not be above the maximum' }]
        : [];
    },
  });

  it('should add its issues to the fields’ own', () => {
    expect(validateBlockData(ranged, { fields: { min: 5, max: 2 }, groups: [] }, options)).toEqual([
      { path: 'fields.min', rule: 'range', message: 'Minimum must not be above the maximum' },
    ]);
    expect(validateBlockData(ranged, { fields: { min: 1, max: 2 }, groups: [] }, options)).toEqual([]);
  });

  it('should run only on data whose fields pass their own checks', () => {
    expect(validateBlockData(ranged, { fields: { min: 'x', max: 2 }, groups: [] }, options)).toEqual([
      { path: 'fields.min', rule: 'type', message: 'Minimum must be a number' },
    ]);
  });
});
