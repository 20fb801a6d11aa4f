// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filtersToQuery } from './filters.js';
import { describeListingQueryIssues, parseListingQuery, type ListingQueryResult } from './listing-query.js';

const ok = (result: ListingQueryResult) => {
  if (!result.ok) throw new Error(describeListingQueryIssues(result.issues));
  return result.query;
};
const issues = (result: ListingQueryResult) => {
  if (result.ok) throw new Error('expected problems');
  return result.issues;
};

describe('parseListingQuery', () => {
  describe('given no parameters', () => {
    it('should answer page 1 of 12 items, cheapest first, unfiltered', () => {
      expect(ok(parseListingQuery(''))).toEqual({
        filters: {},
        conditions: [],
        items: 12,
        page: 1,
        sort_attribute: 'display_price',
        sort_order: 'asc',
      });
    });
  });

  describe('given the query filtersToQuery builds', () => {
    it('should read typed conditions for every kind of filter', () => {
      const query = ok(
        parseListingQuery(
          `${filtersToQuery({
            nameplate_brand_name: 'Jaguar',
            engine_type: ['petrol', 'phev'],
            mileage: { from: 1000, to: 50000 },
            location: [2, 3],
          })}&items=6&page=2&sort_attribute=mileage&sort_order=desc`,
        ),
      );
      expect(query.conditions).toEqual([
        { field: 'nameplate_brand_name', op: 'eq', value: 'Jaguar' },
        { field: 'mileage', op: 'gteq', value: 1000 },
        { field: 'mileage', op: 'lteq', value: 50000 },
        { field: 'engine_type', op: 'in', value: ['petrol', 'phev'] },
        { field: 'owner_id', op: 'in', value: [2, 3] },
      ]);
      expect(query.filters).toEqual({
        nameplate_brand_name: 'Jaguar',
        engine_type: ['petrol', 'phev'],
        mileage: { from: 1000, to: 50000 },
        location: [2, 3],
      });
      expect(query).toMatchObject({ items: 6, page: 2, sort_attribute: 'mileage', sort_order: 'desc' });
    });
  });

  describe('given items at and beyond its bounds', () => {
    it('should accept 1 to 12', () => {
      expect(ok(parseListingQuery('items=1')).items).toBe(1);
      expect(ok(parseListingQuery('items=12')).items).toBe(12);
    });

    it.each([
      ['0', 'items must be at least 1'],
      ['13', 'items must be at most 12'],
      ['-1', 'items must be a whole number'],
      ['2.5', 'items must be a whole number'],
      ['many', 'items must be a whole number'],
    ])('should refuse items=%s', (value, message) => {
      const [issue] = issues(parseListingQuery(`items=${value}`));
      expect(issue!.path).toBe('items');
      expect(issue!.message).toContain(message);
    });

    it('should follow a custom maximum (dealers: 50)', () => {
      expect(ok(parseListingQuery('', { maxItems: 50 })).items).toBe(50);
      expect(issues(parseListingQuery('items=51', { maxItems: 50 }))[0]!.message).toContain('at most 50');
    });
  });

  describe('given a page below 1', () => {
    it('should refuse it', () => {
      expect(issues(parseListingQuery('page=0'))[0]).toMatchObject({ path: 'page', rule: 'min' });
    });
  });

  describe('given sorting outside the allow-list', () => {
    it('should refuse the attribute and the order with the allowed values', () => {
      const found = issues(parseListingQuery('sort_attribute=vin;drop table vehicles&sort_order=up'));
      expect(found.map((issue) => issue.path)).toEqual(['sort_attribute', 'sort_order']);
      expect(found[0]!.message).toContain('display_price, msrp_price, mileage, production_year, power');
      expect(found[1]!.message).toContain('asc or desc');
    });
  });

  describe('given unknown parameters and filters', () => {
    it('should name each of them', () => {
      const found = issues(parseListingQuery('colour=red&filter[colour_eq]=red&filter[mileage_eq]=5&filter[vin_cont]=SAJ'));
      expect(found).toEqual([
        { path: 'colour', rule: 'unknown_parameter', message: 'Unknown query parameter colour' },
        { path: 'filter[colour_eq]', rule: 'unknown_filter', message: 'Unknown filter filter[colour_eq]' },
        {
          path: 'filter[mileage_eq]',
          rule: 'unknown_filter',
          message: 'Unknown filter filter[mileage_eq]: mileage takes filter[mileage_gteq] and filter[mileage_lteq]',
        },
        { path: 'filter[vin_cont]', rule: 'unknown_filter', message: 'Unknown filter filter[vin_cont]' },
      ]);
    });

    it('should refuse filters and sorting where they are switched off', () => {
      expect(issues(parseListingQuery('filter[state_eq]=new', { filters: false }))[0]!.rule).toBe('unknown_parameter');
      expect(issues(parseListingQuery('sort_order=asc', { sorting: false }))[0]!.rule).toBe('unknown_parameter');
    });
  });

  describe('given values of the wrong type', () => {
    it('should refuse non-numeric or negative range bounds, bad dealer ids and unknown engine types', () => {
      const found = issues(
        parseListingQuery(
          'filter[mileage_gteq]=abc&filter[power_lteq]=-5&filter[owner_id_in][]=x&filter[engine_type_in][]=steam&filter[state_eq]=',
        ),
      );
      expect(found.map((issue) => issue.path)).toEqual([
        'filter[mileage_gteq]',
        'filter[power_lteq]',
        'filter[state_eq]',
        'filter[owner_id_in][]',
        'filter[engine_type_in][]',
      ]);
      expect(found[3]!.message).toContain('dealer id');
      expect(found[4]!.message).toContain('petrol, diesel, mhev, phev');
    });

    it('should refuse a scalar parameter given twice', () => {
      expect(issues(parseListingQuery('filter[state_eq]=new&filter[state_eq]=used'))[0]).toMatchObject({
        rule: 'duplicate',
        message: 'filter[state_eq] must be given once',
      });
    });

    it('should refuse overlong text and oversized lists', () => {
      expect(issues(parseListingQuery(`filter[status_eq]=${'x'.repeat(101)}`))[0]!.rule).toBe('max');
      const many = Array.from({ length: 101 }, (_, i) => `filter[owner_id_in][]=${i + 1}`).join('&');
      expect(issues(parseListingQuery(many))[0]!.message).toContain('at most 100 values');
    });
  });

  describe('describeListingQueryIssues', () => {
    it('should put every problem in one line', () => {
      expect(describeListingQueryIssues(issues(parseListingQuery('items=0&x=1')))).toBe(
        'Invalid listing query: items must be at least 1; Unknown query parameter x',
      );
    });
  });
});
