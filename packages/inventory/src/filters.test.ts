// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { filtersToQuery, hasActiveFilters, queryToFilters, type InventoryFilters } from './filters.js';

const decoded = (query: string) => [...new URLSearchParams(query)];
const silent = { warn: vi.fn() };

describe('filtersToQuery', () => {
  describe('given the equals filters', () => {
    it('should map each to filter[<field>_eq]', () => {
      const query = filtersToQuery(
        {
          nameplate_brand_name: 'Jaguar',
          nameplate_name: 'F-PACE',
          state: 'used',
          status: 'available',
          color_canonical: 'black',
          transmission: 'automatic',
        },
        { logger: silent },
      );
      expect(decoded(query)).toEqual([
        ['filter[nameplate_brand_name_eq]', 'Jaguar'],
        ['filter[nameplate_name_eq]', 'F-PACE'],
        ['filter[state_eq]', 'used'],
        ['filter[status_eq]', 'available'],
        ['filter[color_canonical_eq]', 'black'],
        ['filter[transmission_eq]', 'automatic'],
      ]);
    });
  });

  describe('given engine types (an includes filter)', () => {
    it('should list each chosen type once as filter[engine_type_in][]', () => {
      expect(decoded(filtersToQuery({ engine_type: ['diesel', 'phev', 'diesel'] }))).toEqual([
        ['filter[engine_type_in][]', 'diesel'],
        ['filter[engine_type_in][]', 'phev'],
      ]);
    });
  });

  describe('given ranges', () => {
    it('should map from to _gteq (greater or equal) and to to _lteq (less or equal)', () => {
      expect(
        decoded(
          filtersToQuery({
            production_year: { from: 2019, to: 2023 },
            mileage: { to: 50000 },
            msrp_price: { from: 200000 },
            display_price: { from: 0, to: 350000 },
            power: { from: 300, to: null },
          }),
        ),
      ).toEqual([
        ['filter[production_year_gteq]', '2019'],
        ['filter[production_year_lteq]', '2023'],
        ['filter[mileage_lteq]', '50000'],
        ['filter[msrp_price_gteq]', '200000'],
        ['filter[display_price_gteq]', '0'],
        ['filter[display_price_lteq]', '350000'],
        ['filter[power_gteq]', '300'],
      ]);
    });
  });

  describe('given chosen dealers as the location filter', () => {
    it('should build an in-list on owner_id from the dealer ids', () => {
      const dealers = [
        { id: 3, city: 'Kraków', name: 'Jaguar Land Rover Kraków' },
        { id: 5, city: 'Gdańsk', name: 'Jaguar Land Rover Gdańsk' },
      ];
      expect(decoded(filtersToQuery({ location: dealers }))).toEqual([
        ['filter[owner_id_in][]', '3'],
        ['filter[owner_id_in][]', '5'],
      ]);
      expect(decoded(filtersToQuery({ location: [7] }))).toEqual([['filter[owner_id_in][]', '7']]);
    });
  });

  describe('given null, undefined and empty filters', () => {
    it('should ignore them', () => {
      const logger = { warn: vi.fn() };
      expect(
        filtersToQuery(
          {
            nameplate_name: null,
            state: undefined,
            status: '  ',
            engine_type: [],
            mileage: null,
            power: { from: null, to: undefined },
            location: null,
          },
          { logger },
        ),
      ).toBe('');
      expect(logger.warn).not.toHaveBeenCalled();
    });
  });

  describe('given an unknown filter key', () => {
    it('should log it by name and leave it out of the query', () => {
      const logger = { warn: vi.fn() };
      const query = filtersToQuery({ state: 'new', colour: 'red' } as InventoryFilters, { logger });
      expect(decoded(query)).toEqual([['filter[state_eq]', 'new']]);
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn.mock.calls[0]![0]).toContain('"colour"');
    });

    it('should log to the console when no logger is given', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      filtersToQuery({ body_style: 'suv' } as InventoryFilters);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"body_style"'));
      warn.mockRestore();
    });
  });

  describe('given values with reserved URL characters', () => {
    it('should encode them while keeping the brackets readable', () => {
      const query = filtersToQuery({ nameplate_name: 'RANGE ROVER & SPORT' });
      expect(query).toBe('filter[nameplate_name_eq]=RANGE%20ROVER%20%26%20SPORT');
    });
  });
});

describe('queryToFilters', () => {
  const everything: InventoryFilters = {
    nameplate_brand_name: 'Land Rover',
    nameplate_name: 'Defender 110',
    state: 'used',
    status: 'available',
    color_canonical: 'green',
    transmission: 'automatic',
    engine_type: ['diesel', 'mhev'],
    production_year: { from: 2020, to: 2024 },
    mileage: { to: 60000 },
    msrp_price: { from: 250000, to: 600000 },
    display_price: { from: 200000 },
    power: { from: 249, to: 400 },
    location: [1, 4],
  };

  describe('given the query of a filter object (a shared URL)', () => {
    it('should restore the same filters', () => {
      expect(queryToFilters(filtersToQuery(everything))).toEqual(everything);
      expect(queryToFilters(`?${filtersToQuery(everything)}`)).toEqual(everything);
      expect(queryToFilters(new URLSearchParams(filtersToQuery(everything)))).toEqual(everything);
    });

    it('should give the same query back', () => {
      const query = filtersToQuery(everything);
      expect(filtersToQuery(queryToFilters(query))).toBe(query);
    });
  });

  describe('given other parameters and bad values', () => {
    it('should skip them', () => {
      expect(
        queryToFilters(
          'items=12&page=2&sort_attribute=mileage&utm_source=x&filter[colour_eq]=red&filter[mileage_gteq]=lots&filter[mileage_lteq]=9000&filter[state_eq]=',
        ),
      ).toEqual({ mileage: { to: 9000 } });
    });
  });

  describe('given engine types sent without []', () => {
    it('should read them as the same list', () => {
      expect(queryToFilters('filter[engine_type_in]=petrol&filter[engine_type_in][]=phev')).toEqual({
        engine_type: ['petrol', 'phev'],
      });
    });
  });
});

describe('hasActiveFilters', () => {
  it('should tell whether any filter narrows the list', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ state: null, engine_type: [] })).toBe(false);
    expect(hasActiveFilters({ mileage: { to: 1 } })).toBe(true);
  });
});
