import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../fixture.js';
import {
  fakeInventory,
  sampleVehicles,
  WithInventorySite,
} from '../shared/inventory/inventory.fixtures.js';
import { listingSearch, pageSlots, readListingState } from '../shared/inventory/listing-state.js';
import { CarsInventory } from './cars-inventory.js';
import { carsInventoryEnquiryFixture, carsInventoryFixture } from './cars-inventory.fixtures.js';
import { carsInventoryTemplate } from './cars-inventory.schema.js';

const vehicles = sampleVehicles(30);

function renderList(options: { search?: string; mode?: 'ready' | 'loading' | 'failed'; data?: typeof carsInventoryFixture; locale?: 'en' | 'pl' } = {}) {
  const inventory = fakeInventory(vehicles, options.mode);
  const onNavigate = vi.fn<(href: string) => void>();
  const view = render(
    <WithInventorySite client={inventory.client} search={options.search} onNavigate={onNavigate}>
      <CarsInventory data={options.data ?? carsInventoryFixture} locale={options.locale ?? 'en'} mode="public" blockId="inventory" />
    </WithInventorySite>,
  );
  return { ...view, inventory, onNavigate, user: userEvent.setup() };
}

const cards = () => screen.queryAllByRole('article');
const lastRequest = (inventory: ReturnType<typeof fakeInventory>) => inventory.requests.at(-1)!;

describe('given the client-rendered cars inventory', () => {
  it('should show skeleton cards until the vehicles arrive, then announce how many there are', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading vehicles…');
    expect(await screen.findByText('30 vehicles')).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('should ask for the chosen brand and put it in the address, offering only that brand’s models', async () => {
    const { inventory, onNavigate, user } = renderList();
    await screen.findByText('30 vehicles');
    await user.selectOptions(screen.getByLabelText('Brand'), 'Jaguar');

    expect(onNavigate).toHaveBeenLastCalledWith('/used-cars?filter[nameplate_brand_name_eq]=Jaguar');
    const jaguars = vehicles.filter((vehicle) => vehicle.nameplate_brand_name === 'Jaguar').length;
    expect(await screen.findByText(`${jaguars} vehicles`)).toBeInTheDocument();
    expect(lastRequest(inventory).filters).toEqual({ nameplate_brand_name: 'Jaguar' });
    for (const card of cards()) expect(within(card).getByRole('heading')).toHaveTextContent(/^Jaguar /);
    const models = within(screen.getByLabelText('Model')).getAllByRole('option').map((option) => option.textContent);
    expect(models).toEqual(['All models', 'E-PACE', 'F-PACE', 'F-TYPE']);
  });

  it('should apply a price range and engine types, going back to page 1', async () => {
    const { inventory, onNavigate, user } = renderList({ search: '?page=2' });
    await screen.findByText('30 vehicles');
    await user.click(screen.getByRole('checkbox', { name: 'Diesel' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/used-cars?filter[engine_type_in][]=diesel');
    await user.type(screen.getByLabelText('Price to'), '300000');
    await user.click(screen.getByRole('button', { name: 'Show vehicles' }));

    expect(onNavigate).toHaveBeenLastCalledWith('/used-cars?filter[engine_type_in][]=diesel&filter[display_price_lteq]=300000');
    await vi.waitFor(() => expect(lastRequest(inventory)).toMatchObject({ page: 1, filters: { engine_type: ['diesel'], display_price: { to: 300000 } } }));
    // After the form is sent, focus is on the results heading.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Vehicles in stock' })).toHaveFocus());
  });

  it('should page with real links and sort, each its own address', async () => {
    const { inventory, onNavigate, user } = renderList();
    await screen.findByText('30 vehicles');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/used-cars?page=2');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/used-cars?page=2');
    await vi.waitFor(() => expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    expect(lastRequest(inventory).page).toBe(2);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Mileage: highest first');
    expect(onNavigate).toHaveBeenLastCalledWith('/used-cars?sort=-mileage');
    await vi.waitFor(() => expect(lastRequest(inventory)).toMatchObject({ sortAttribute: 'mileage', sortOrder: 'desc', page: 1 }));
  });

  it('should restore filters from a shared address', async () => {
    const { inventory } = renderList({ search: '?filter[nameplate_brand_name_eq]=Land%20Rover&filter[owner_id_in][]=2&sort=-production_year' });
    await screen.findByRole('heading', { name: 'Vehicles in stock' });
    await vi.waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(lastRequest(inventory)).toMatchObject({
      filters: { nameplate_brand_name: 'Land Rover', location: [2] },
      sortAttribute: 'production_year',
      sortOrder: 'desc',
    });
    expect(screen.getByLabelText('Brand')).toHaveValue('Land Rover');
    expect(screen.getByRole('checkbox', { name: 'Jaguar Land Rover Kraków, Kraków' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('-production_year');
  });

  it('should show a designed empty state with a way back to every car', async () => {
    const { onNavigate, user } = renderList({ search: '?filter[display_price_lteq]=1' });
    expect(await screen.findByText('No vehicles match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Clear filters' }).at(-1)!);
    expect(onNavigate).toHaveBeenLastCalledWith('/used-cars');
    expect(await screen.findByText('30 vehicles')).toBeInTheDocument();
  });

  it('should say calmly that the vehicles could not be loaded, and retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { inventory, user } = renderList({ mode: 'failed' });
    expect(await screen.findByText('The vehicles could not be loaded')).toBeInTheDocument();
    const before = inventory.requests.length;
    await user.click(screen.getByRole('link', { name: 'Try again' }));
    await vi.waitFor(() => expect(inventory.requests.length).toBe(before + 1));
    warn.mockRestore();
  });

  it('should show prices with the price settings, “price on request” and the monthly instalment', async () => {
    renderList({ search: '?sort=-display_price' });
    await screen.findByText('30 vehicles');
    const text = cards().map((card) => card.textContent).join('\n');
    expect(text).toContain('Price on request');
    expect(text).toMatch(/Monthly: [\d ]+ zł/);
    expect(text).toMatch(/Price [\d ]+ zł/);
    expect(text).toMatch(/Mileage\d[\d ]* km/);
  });

  it('should link each card to its vehicle page, in Polish under /pl, and offer an enquiry with the car and its retailer', async () => {
    renderList({ data: carsInventoryEnquiryFixture, locale: 'pl' });
    await screen.findByText('30 samochodów');
    const first = cards()[0]!;
    const id = vehicles.find((vehicle) => first.textContent?.includes(vehicle.nameplate_name))!;
    expect(within(first).getByRole('link', { name: /^Zobacz szczegóły/ }).getAttribute('href')).toMatch(/^\/pl\/showroom\/pl-used-\d+$/);
    expect(id).toBeDefined();
    expect(within(first).getByText('Zapytaj o samochód')).toBeInTheDocument();
  });

  it('should list one brand only when the block is set to it, without a brand filter to undo', async () => {
    const { inventory } = renderList({ data: fixture(carsInventoryTemplate, { ...carsInventoryFixture.fields, ci_api_brand: 'Land Rover' }) });
    const landRovers = vehicles.filter((vehicle) => vehicle.nameplate_brand_name === 'Land Rover').length;
    expect(await screen.findByText(`${landRovers} vehicles`)).toBeInTheDocument();
    expect(lastRequest(inventory).filters).toEqual({ nameplate_brand_name: 'Land Rover' });
    expect(screen.queryByLabelText('Brand')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('should keep editor-set labels and units over its own texts', async () => {
    renderList({
      data: fixture(carsInventoryTemplate, {
        ...carsInventoryFixture.fields,
        label_view_details: { en: 'See this car' },
        label_diesel: { en: 'Oil burner' },
        mileage_unit: 'mi',
      }),
    });
    await screen.findByText('30 vehicles');
    expect(screen.getAllByRole('link', { name: /^See this car/ })).toHaveLength(12);
    expect(screen.getByRole('checkbox', { name: 'Oil burner' })).toBeInTheDocument();
    expect(cards()[0]!.textContent).toMatch(/\d mi/);
  });
});

describe('the inventory address', () => {
  it('should write filters, sorting and page as the listing API reads them and read them back', () => {
    const state = readListingState('?utm_source=mail&filter[mileage_lteq]=50000&filter[engine_type_in][]=phev&sort=-power&page=3');
    expect(state).toEqual({ filters: { engine_type: ['phev'], mileage: { to: 50000 } }, page: 3, sortAttribute: 'power', sortOrder: 'desc' });
    expect(listingSearch({ ...state, page: 1 }, '?utm_source=mail&page=3')).toBe(
      '?utm_source=mail&filter[engine_type_in][]=phev&filter[mileage_lteq]=50000&sort=-power',
    );
  });

  it('should fix the brand of a one-brand block without writing it in the address', () => {
    const state = readListingState('', { brand: 'Jaguar' });
    expect(state.filters).toEqual({ nameplate_brand_name: 'Jaguar' });
    expect(listingSearch(state, '', { brand: 'Jaguar' })).toBe('');
  });

  it('should show at most 7 page slots with gaps', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageSlots(19, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
