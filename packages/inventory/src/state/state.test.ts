// @vitest-environment node
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import type { ListingResponse, Vehicle } from '../schemas.js';
import {
  applyListingResponseAtom,
  brandsAtom,
  clearFiltersAtom,
  currentPageAtom,
  dealersAtom,
  disclaimerContentAtom,
  disclaimerStatusAtom,
  filterQueryAtom,
  filtersAtom,
  languageAtom,
  listingQueryAtom,
  nameplatesByBrandAtom,
  paginationAtom,
  publicationListKeyAtom,
  rangesAtom,
  restoreFromQueryAtom,
  selectedBrandAtom,
  selectedBrandNameplatesAtom,
  setFilterAtom,
  sortingAtom,
  storedVehiclesAtom,
  toggleStoredVehicleAtom,
  unitsAtom,
  vehiclesAtom,
} from './index.js';

const vehicle = (id: number, overrides: Partial<Vehicle> = {}): Vehicle => ({
  id,
  vin: `SALPL0000000000${id}`.slice(-17),
  nameplate_id: 1,
  nameplate_name: 'Defender 110',
  brand_id: 2,
  nameplate_brand_name: 'Land Rover',
  state: 'used',
  status: 'available',
  color_canonical: 'green',
  transmission: 'automatic',
  engine_type: 'diesel',
  production_year: 2023,
  mileage: 21000,
  mileage_unit: 'km',
  msrp_price: 389900,
  display_price: 329900,
  monthly_price: null,
  currency: 'PLN',
  power: 249,
  power_unit: 'KM',
  engine_capacity: 2996,
  engine_capacity_unit: 'cm3',
  owner_id: 1,
  dealer: {
    id: 1,
    city: 'Warszawa',
    name: 'Jaguar Land Rover Warszawa',
    address: null,
    postcode: null,
    latitude: null,
    longitude: null,
    phone: null,
    email: null,
    website: null,
    brands: [],
    services: [],
    opening_hours: [],
  },
  images: [],
  ...overrides,
});

describe('given a fresh inventory store', () => {
  it('should start on page 1 of 12, cheapest first, unfiltered, with empty lists', () => {
    const store = createStore();
    expect(store.get(languageAtom)).toBe('en');
    expect(store.get(publicationListKeyAtom)).toBeNull();
    expect(store.get(currentPageAtom)).toBe(1);
    expect(store.get(paginationAtom)).toEqual({ items: 12, count: 0, pages: 0 });
    expect(store.get(sortingAtom)).toEqual({ sortType: 'display_price', sortOrder: 'asc' });
    expect(store.get(filterQueryAtom)).toBe('');
    expect(store.get(listingQueryAtom)).toBe('items=12&page=1&sort_attribute=display_price&sort_order=asc');
    expect([store.get(vehiclesAtom), store.get(storedVehiclesAtom), store.get(dealersAtom), store.get(brandsAtom)]).toEqual([[], [], [], []]);
    expect(store.get(rangesAtom)).toBeNull();
    expect(store.get(disclaimerStatusAtom)).toBe(false);
    expect(store.get(disclaimerContentAtom)).toBe('');
  });
});

describe('given filters set by the visitor', () => {
  it('should derive the filter query string and the listing query, back on page 1', () => {
    const store = createStore();
    store.set(currentPageAtom, 3);
    store.set(setFilterAtom, 'engine_type', ['phev']);
    store.set(setFilterAtom, 'mileage', { to: 50000 });
    store.set(setFilterAtom, 'location', [{ id: 4 }]);
    expect(store.get(currentPageAtom)).toBe(1);
    expect(store.get(filterQueryAtom)).toBe('filter[engine_type_in][]=phev&filter[mileage_lteq]=50000&filter[owner_id_in][]=4');
    expect(store.get(listingQueryAtom)).toBe(
      'filter[engine_type_in][]=phev&filter[mileage_lteq]=50000&filter[owner_id_in][]=4&items=12&page=1&sort_attribute=display_price&sort_order=asc',
    );
  });

  it('should drop a cleared filter from the query and clear all at once', () => {
    const store = createStore();
    store.set(setFilterAtom, 'state', 'used');
    store.set(setFilterAtom, 'status', 'available');
    store.set(setFilterAtom, 'state', null);
    expect(store.get(filterQueryAtom)).toBe('filter[status_eq]=available');
    store.set(currentPageAtom, 2);
    store.set(clearFiltersAtom);
    expect(store.get(filterQueryAtom)).toBe('');
    expect(store.get(currentPageAtom)).toBe(1);
  });
});

describe('given a selected brand', () => {
  it('should filter by it, drop the nameplate of the previous brand and list its nameplates', () => {
    const store = createStore();
    store.set(brandsAtom, [
      { id: 1, name: 'Jaguar' },
      { id: 2, name: 'Land Rover' },
    ]);
    store.set(nameplatesByBrandAtom, {
      1: [{ id: 10, brand_id: 1, name: 'F-PACE' }],
      2: [{ id: 20, brand_id: 2, name: 'Defender 110' }],
    });
    store.set(selectedBrandAtom, 'Jaguar');
    store.set(setFilterAtom, 'nameplate_name', 'F-PACE');
    expect(store.get(selectedBrandNameplatesAtom).map((n) => n.name)).toEqual(['F-PACE']);
    store.set(selectedBrandAtom, 'Land Rover');
    expect(store.get(filtersAtom)).toMatchObject({ nameplate_brand_name: 'Land Rover', nameplate_name: null });
    expect(store.get(filterQueryAtom)).toBe('filter[nameplate_brand_name_eq]=Land%20Rover');
    expect(store.get(selectedBrandNameplatesAtom).map((n) => n.name)).toEqual(['Defender 110']);
    store.set(selectedBrandAtom, null);
    expect(store.get(selectedBrandNameplatesAtom)).toHaveLength(2);
  });
});

describe('given pagination and sorting changes', () => {
  it('should keep items within 1 to 12 and the page at 1 or more', () => {
    const store = createStore();
    store.set(paginationAtom, { items: 40 });
    expect(store.get(paginationAtom).items).toBe(12);
    store.set(paginationAtom, { items: 0 });
    expect(store.get(paginationAtom).items).toBe(1);
    store.set(currentPageAtom, -2);
    expect(store.get(currentPageAtom)).toBe(1);
  });

  it('should go back to page 1 when the sorting changes', () => {
    const store = createStore();
    store.set(currentPageAtom, 4);
    store.set(sortingAtom, { sortType: 'mileage', sortOrder: 'desc' });
    expect(store.get(currentPageAtom)).toBe(1);
    expect(store.get(listingQueryAtom)).toBe('items=12&page=1&sort_attribute=mileage&sort_order=desc');
  });
});

describe('given a shared URL', () => {
  it('should restore filters, page, page size and sorting so the same query results', () => {
    const source = createStore();
    source.set(setFilterAtom, 'nameplate_brand_name', 'Jaguar');
    source.set(setFilterAtom, 'production_year', { from: 2022, to: 2025 });
    source.set(sortingAtom, { sortType: 'power', sortOrder: 'desc' });
    source.set(paginationAtom, { items: 6 });
    source.set(currentPageAtom, 2);

    const restored = createStore();
    restored.set(restoreFromQueryAtom, `?${source.get(listingQueryAtom)}&utm_source=mail`);
    expect(restored.get(listingQueryAtom)).toBe(source.get(listingQueryAtom));
    expect(restored.get(filtersAtom)).toEqual(source.get(filtersAtom));
  });
});

describe('given a listing answer', () => {
  const response: ListingResponse = {
    data: [vehicle(1), vehicle(2)],
    meta: {
      pagination: { page: 2, items: 2, count: 9, pages: 5 },
      sort_attribute: 'mileage',
      sort_order: 'asc',
      ranges: {
        msrp_price: { min: 1, max: 2 },
        display_price: { min: 1, max: 2 },
        mileage: { min: 0, max: 90000 },
        power: { min: 163, max: 575 },
        production_year: { min: 2021, max: 2026 },
      },
      dealers: [{ id: 1, city: 'Warszawa', name: 'Jaguar Land Rover Warszawa' }],
    },
  };

  it('should take in vehicles, pagination, sorting, ranges, dealers and the vehicles’ units', () => {
    const store = createStore();
    store.set(unitsAtom, { currency: null, power: 'KM', mileage: null, capacity: null });
    store.set(applyListingResponseAtom, response);
    expect(store.get(vehiclesAtom).map((v) => v.id)).toEqual([1, 2]);
    expect(store.get(paginationAtom)).toEqual({ items: 2, count: 9, pages: 5 });
    expect(store.get(currentPageAtom)).toBe(2);
    expect(store.get(sortingAtom)).toEqual({ sortType: 'mileage', sortOrder: 'asc' });
    expect(store.get(rangesAtom)?.power).toEqual({ min: 163, max: 575 });
    expect(store.get(dealersAtom)).toHaveLength(1);
    // A unit the block configured wins over the vehicle's.
    expect(store.get(unitsAtom)).toEqual({ currency: 'PLN', power: 'KM', mileage: 'km', capacity: 'cm3' });
  });

  it('should keep stored vehicles across answers and toggle them', () => {
    const store = createStore();
    store.set(toggleStoredVehicleAtom, vehicle(7));
    store.set(applyListingResponseAtom, response);
    expect(store.get(storedVehiclesAtom).map((v) => v.id)).toEqual([7]);
    store.set(toggleStoredVehicleAtom, vehicle(7));
    expect(store.get(storedVehiclesAtom)).toEqual([]);
  });
});
