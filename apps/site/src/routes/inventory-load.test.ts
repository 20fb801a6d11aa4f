import type { InventoryClient, ListingRequest, ListingResponse } from '@forecourt/inventory';
import { describe, expect, it, vi } from 'vitest';
import { loadInventoryBlocks } from './inventory-load.js';

const emptyListing: ListingResponse = {
  data: [],
  meta: {
    pagination: { page: 1, items: 12, count: 0, pages: 0 },
    sort_attribute: 'display_price',
    sort_order: 'asc',
    ranges: {
      display_price: { min: null, max: null },
      msrp_price: { min: null, max: null },
      mileage: { min: null, max: null },
      power: { min: null, max: null },
      production_year: { min: null, max: null },
    },
    dealers: [],
  },
};

function fakeClient(listing: (key: string, request: ListingRequest) => Promise<ListingResponse>) {
  return {
    listing: vi.fn(listing),
    brands: vi.fn(() => Promise.resolve([{ id: 1, name: 'Jaguar' }])),
    findNameplates: vi.fn(() => Promise.resolve([{ id: 2, brand_id: 1, name: 'F-PACE' }])),
  };
}

const block = (id: string, template: string, fields: Record<string, unknown>) => ({ id, template, data: { fields, groups: [] } });

describe('given a page with a server-rendered cars inventory', () => {
  it('should load the listing page its address asks for, with the brands and models of its filters', async () => {
    const client = fakeClient(() => Promise.resolve(emptyListing));
    const loaded = await loadInventoryBlocks(
      client as unknown as InventoryClient,
      [
        block('banner', 'hero_title_banner', {}),
        block('used', 'cars_inventory_server', { ci_key_list: 'pl-used', ci_api_brand: 'all' }),
        block('new', 'cars_inventory', { ci_key_list: 'pl-new' }),
      ],
      '?filter[nameplate_brand_name_eq]=Jaguar&filter[mileage_lteq]=50000&sort=-power&page=2&utm_source=mail',
    );
    expect(Object.keys(loaded)).toEqual(['used']);
    expect(client.listing).toHaveBeenCalledOnce();
    expect(client.listing).toHaveBeenCalledWith('pl-used', {
      filters: { nameplate_brand_name: 'Jaguar', mileage: { to: 50000 } },
      items: 12,
      page: 2,
      sortAttribute: 'power',
      sortOrder: 'desc',
    });
    expect(loaded.used).toMatchObject({ listing: emptyListing, brands: [{ name: 'Jaguar' }], nameplates: [{ name: 'F-PACE' }] });
  });

  it('should give the block a calm failure, not fail the page, when the inventory is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = fakeClient(() => Promise.reject(new Error('connect ECONNREFUSED')));
    const loaded = await loadInventoryBlocks(client as unknown as InventoryClient, [block('used', 'cars_inventory_server', { ci_key_list: 'pl-used' })], '');
    expect(loaded.used!.listing).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
