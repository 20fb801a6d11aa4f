import { describe, expect, it, vi } from 'vitest';
import { FAB_INVALID_SETTING_WARNING, parseFabItems, parseFabSecondary } from './parse.js';

const seeded = [
  { link: '/offers', label: 'Oferty', target: '_self', type: 'internal', icon: 'offer' },
  {
    link: '/models/range-rover-sport',
    label: 'Jazda próbna',
    target: '_self',
    type: 'internal',
    icon: 'steering-wheel',
  },
  { link: 'tel:+48221234567', label: 'Zadzwoń', target: '_self', type: 'external', icon: 'phone' },
  { link: 'https://shop.forecourt.test', label: 'Sklep', target: '_blank', type: 'external' },
];

describe('parseFabItems', () => {
  describe('given a JSON list of items', () => {
    it('should return every item, in order, without warning', () => {
      const warn = vi.fn();
      expect(parseFabItems(JSON.stringify(seeded), { warn })).toEqual([
        { link: '/offers', label: 'Oferty', target: '_self', type: 'internal', icon: 'offer' },
        {
          link: '/models/range-rover-sport',
          label: 'Jazda próbna',
          target: '_self',
          type: 'internal',
          icon: 'steering-wheel',
        },
        {
          link: 'tel:+48221234567',
          label: 'Zadzwoń',
          target: '_self',
          type: 'external',
          icon: 'phone',
        },
        { link: 'https://shop.forecourt.test', label: 'Sklep', target: '_blank', type: 'external' },
      ]);
      expect(warn).not.toHaveBeenCalled();
    });

    it('should return an empty list for an empty JSON list', () => {
      const warn = vi.fn();
      expect(parseFabItems('[]', { warn })).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    });

    it('should accept the nested link shape { url, link_text, target, type }', () => {
      const value = JSON.stringify([
        {
          link: { url: '/contact', link_text: 'Contact', target: '_blank', type: 'internal' },
          icon: 'phone',
        },
      ]);
      expect(parseFabItems(value)).toEqual([
        { link: '/contact', label: 'Contact', target: '_blank', type: 'internal', icon: 'phone' },
      ]);
    });

    it('should default target to _self and type to internal', () => {
      expect(
        parseFabItems(JSON.stringify([{ link: '/a', label: 'A', target: 'top', type: 'weird' }])),
      ).toEqual([{ link: '/a', label: 'A', target: '_self', type: 'internal' }]);
    });

    it('should keep form and file items', () => {
      const value = JSON.stringify([
        { link: 'test-drive-form', label: 'Test drive', type: 'form' },
        { link: '/price-list.pdf', label: 'Price list', type: 'file' },
      ]);
      expect(parseFabItems(value).map((item) => item.type)).toEqual(['form', 'file']);
    });

    it.each([
      ['a string', '"x"'],
      ['a number', '1'],
      ['null', 'null'],
      ['a nested list', '[1]'],
      ['no address', '{ "label": "A" }'],
      ['no label', '{ "link": "/a" }'],
      ['a blank label', '{ "link": "/a", "label": "  " }'],
    ])('should drop an item that is %s', (_, item) => {
      expect(parseFabItems(`[${item}, { "link": "/ok", "label": "OK" }]`)).toEqual([
        { link: '/ok', label: 'OK', target: '_self', type: 'internal' },
      ]);
    });
  });

  describe('given secondary mode', () => {
    it('should keep only the first 3 items', () => {
      expect(
        parseFabItems(JSON.stringify(seeded), { secondary: true }).map((item) => item.label),
      ).toEqual(['Oferty', 'Jazda próbna', 'Zadzwoń']);
    });

    it('should keep fewer when there are fewer', () => {
      expect(parseFabItems(JSON.stringify(seeded.slice(0, 2)), { secondary: true })).toHaveLength(
        2,
      );
    });
  });

  describe.each([
    ['invalid JSON', '[{ link: /offers }'],
    ['a JSON object', '{ "link": "/offers", "label": "Offers" }'],
    ['a JSON string', '"[]"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['JSON true', 'true'],
  ])('given %s', (_, value) => {
    it("should be empty and warn to check the 'general.global_fab' key", () => {
      const warn = vi.fn();
      expect(parseFabItems(value, { warn })).toEqual([]);
      expect(warn).toHaveBeenCalledExactlyOnceWith(FAB_INVALID_SETTING_WARNING);
      expect(FAB_INVALID_SETTING_WARNING).toContain("'general.global_fab'");
    });
  });

  describe('given no warn option', () => {
    it('should warn on the console', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(parseFabItems('not json')).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        "Floating action menu: the setting value is not a JSON list, so no quick links are shown. Check the 'general.global_fab' key in the settings.",
      );
      warn.mockRestore();
    });
  });

  describe.each([undefined, null, '', '   '])('given an unset value (%j)', (value) => {
    it('should be empty without a warning', () => {
      const warn = vi.fn();
      expect(parseFabItems(value, { warn })).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
    });
  });
});

describe('parseFabSecondary', () => {
  it.each([
    [true, true],
    ['true', true],
    ['TRUE', true],
    [' 1 ', true],
    [false, false],
    ['false', false],
    ['0', false],
    ['', false],
    ['yes please', false],
    [null, false],
    [undefined, false],
  ])('should read %j as %s', (value, expected) => {
    expect(parseFabSecondary(value)).toBe(expected);
  });
});
