import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeInventory, sampleVehicles, serverInventory, WithInventorySite } from '../shared/inventory/inventory.fixtures.js';
import { CarsInventoryServer } from './cars-inventory-server.js';
import { carsInventoryServerFixture } from './cars-inventory-server.fixtures.js';

// The interactive behaviour (filters, paging, states) is the shared view's: see
// cars-inventory/cars-inventory.test.tsx. Here: what the server HTML holds for visitors without
// JavaScript.
const vehicles = sampleVehicles(30);

describe('given the server-rendered cars inventory without JavaScript', () => {
  const html = (search = '', withVehicles = true) => {
    const client = fakeInventory(vehicles, 'loading');
    return renderToString(
      <WithInventorySite client={client.client} search={search} inventory={{ used: serverInventory('pl-used', search, withVehicles ? vehicles : null) }}>
        <CarsInventoryServer data={carsInventoryServerFixture} locale="en" mode="public" blockId="used" />
      </WithInventorySite>,
    );
  };

  it('should hold the first page and the filters as a GET form to the page itself', () => {
    document.body.innerHTML = html('?filter[nameplate_brand_name_eq]=Jaguar');
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/used-cars');
    const names = [...form.querySelectorAll('[name]')].map((control) => control.getAttribute('name'));
    expect(names).toEqual(
      expect.arrayContaining([
        'filter[nameplate_brand_name_eq]',
        'filter[nameplate_name_eq]',
        'filter[engine_type_in][]',
        'filter[display_price_gteq]',
        'filter[display_price_lteq]',
        'filter[owner_id_in][]',
        'sort',
      ]),
    );
    expect(form.querySelector<HTMLSelectElement>('[name="filter[nameplate_brand_name_eq]"]')!.value).toBe('Jaguar');
    expect(document.querySelectorAll('article')).toHaveLength(Math.min(12, vehicles.filter((v) => v.nameplate_brand_name === 'Jaguar').length));
  });

  it('should page with plain links that keep the filters', () => {
    document.body.innerHTML = html();
    const links = [...document.querySelectorAll('nav a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/used-cars', '/used-cars?page=2', '/used-cars?page=3', '/used-cars?page=2']);
    document.body.innerHTML = html('?sort=-mileage&page=2');
    expect(document.querySelector('nav a[aria-current="page"]')!.getAttribute('href')).toBe('/used-cars?sort=-mileage&page=2');
  });

  it('should render the calm failure with a retry link to the same address', () => {
    document.body.innerHTML = html('?page=2', false);
    expect(document.body.textContent).toContain('The vehicles could not be loaded');
    expect(document.querySelector('a[href="/used-cars?page=2"]')!.textContent).toBe('Try again');
  });
});
