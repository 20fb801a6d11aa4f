import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StandInMapView } from '../shared/map/stand-in-views.js';
import { MapStory } from '../shared/map/story-decorators.js';
import { RetailerLocatorMap } from '../retailer-locator-map/retailer-locator-map.js';
import { RetailerLocator } from './retailer-locator.js';
import { retailerLocatorFixture, sampleRetailers } from './retailer-locator.fixtures.js';
import { loadAllRetailers, searchRetailers } from './retailers.js';

const PLACEHOLDER =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.';

function renderLocator({ map = false, consent = true, retailers = () => Promise.resolve(sampleRetailers) } = {}) {
  const View = map ? RetailerLocatorMap : RetailerLocator;
  return render(
    <MapStory consent={consent} retailers={retailers} view={StandInMapView}>
      <View data={retailerLocatorFixture} locale="en" mode="public" />
    </MapStory>,
  );
}
const list = () => screen.getByRole('list', { name: 'Retailers' });
const names = () => within(list()).getAllByRole('heading').map((heading) => heading.textContent);

describe('given the retailer locator', () => {
  it('should narrow the list by city as the visitor types, accents optional, and announce the count', async () => {
    renderLocator();
    await screen.findByRole('list', { name: 'Retailers' });
    expect(names()).toHaveLength(12);
    await userEvent.type(screen.getByRole('searchbox', { name: 'City or retailer name' }), 'krakow');
    expect(names()).toEqual(['Forecourt Kraków']);
    expect(screen.getByText('1 retailer')).toHaveAttribute('role', 'status');
  });

  it('should say so when nothing matches, with a way back to every retailer', async () => {
    renderLocator();
    await screen.findByRole('list', { name: 'Retailers' });
    await userEvent.type(screen.getByRole('searchbox'), 'Atlantis');
    expect(screen.getByText('No retailers match “Atlantis”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all retailers' }));
    expect(names()).toHaveLength(12);
  });

  it('should link phone, e-mail, website and directions, and leave out what a retailer lacks', async () => {
    renderLocator();
    await screen.findByRole('list', { name: 'Retailers' });
    const krakow = within(list()).getByRole('listitem', { name: 'Forecourt Kraków' });
    expect(within(krakow).getByRole('link', { name: '+48 23 555 103 00' })).toHaveAttribute('href', 'tel:+482355510300');
    expect(within(krakow).getByRole('link', { name: /^salon@/ }).getAttribute('href')).toMatch(/^mailto:salon@/);
    expect(within(krakow).getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=50.0152,19.9271',
    );
    expect(within(krakow).getByText('Bodyshop')).toBeInTheDocument();
    const bare = within(list()).getByRole('listitem', { name: 'Forecourt Białystok' });
    expect(within(bare).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(bare).queryByText('Opening hours')).not.toBeInTheDocument();
    expect(within(bare).queryByRole('link', { name: /Retailer website/ })).not.toBeInTheDocument();
  });

  it('should mark today in the opening hours', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00'), toFake: ['Date'] }); // a Wednesday
    renderLocator();
    await screen.findByRole('list', { name: 'Retailers' });
    const today = within(list()).getAllByRole('row', { current: 'date' })[0]!;
    expect(today).toHaveTextContent('Wednesday (today)09:00–18:00');
    vi.useRealTimers();
  });

  it('should show a calm error with a retry that loads them again', async () => {
    const retailers = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(sampleRetailers);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderLocator({ retailers });
    expect(await screen.findByText('Retailers could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Retailers' })).toBeInTheDocument();
  });

  it('should keep only the chosen brand’s retailers (and those whose brands are unknown)', async () => {
    render(
      <MapStory consent retailers={() => Promise.resolve(sampleRetailers)}>
        <RetailerLocator data={{ ...retailerLocatorFixture, fields: { ...retailerLocatorFixture.fields, brand: 'Land Rover' } }} locale="en" mode="public" />
      </MapStory>,
    );
    await screen.findByRole('list', { name: 'Retailers' });
    expect(names()).not.toContain('Forecourt Poznań');
    expect(names()).toContain('Forecourt Białystok');
  });
});

describe('given the retailer locator with map', () => {
  it('should show the consent placeholder instead of the map until cookies are accepted, the list working', async () => {
    renderLocator({ map: true, consent: false });
    await screen.findByRole('list', { name: 'Retailers' });
    await userEvent.click(screen.getByRole('button', { name: 'Map view' }));
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change cookie settings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of retailers' })).not.toBeInTheDocument();
  });

  it('should select a retailer’s marker from “View on map”, and the retailer from its marker', async () => {
    renderLocator({ map: true });
    await screen.findByRole('list', { name: 'Retailers' });
    const gdansk = within(list()).getByRole('listitem', { name: 'Forecourt Gdańsk' });
    await userEvent.click(within(gdansk).getByRole('button', { name: 'View on map' }));
    // Narrow screen (jsdom): the map view opens with the marker pressed and the retailer named.
    const map = screen.getByRole('region', { name: 'Map of retailers' });
    expect(within(map).getByRole('button', { name: 'Forecourt Gdańsk' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(map).getByRole('button', { name: 'Forecourt Wrocław' }));
    expect(screen.getAllByRole('status').some((status) => status.textContent?.startsWith('Forecourt Wrocław'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(within(list()).getByRole('listitem', { name: 'Forecourt Wrocław' })).toHaveAttribute('aria-current', 'location');
  });
});

describe('given the dealers endpoint', () => {
  it('should load every page of 50 and fill in the details an older service leaves out', async () => {
    const dealers = vi.fn(async (page: number) => ({
      data: page === 1 ? [{ id: 1, city: 'Kraków', name: 'A' }] : [{ id: 2, city: 'Gdańsk', name: 'B' }],
      meta: { pagination: { page, items: 50, count: 2, pages: 2 } },
    }));
    const all = await loadAllRetailers({ dealers } as never);
    expect(dealers).toHaveBeenCalledTimes(2);
    expect(all.map((retailer) => retailer.name)).toEqual(['A', 'B']);
    expect(all[0]).toMatchObject({ phone: null, latitude: null, services: [], opening_hours: [] });
  });

  it('should find by every word of name, city or postcode, but not by street', () => {
    expect(searchRetailers(sampleRetailers, 'lodz').map((r) => r.city)).toEqual(['Łódź']);
    expect(searchRetailers(sampleRetailers, 'warszawa wola').map((r) => r.id)).toEqual([2]);
    expect(searchRetailers(sampleRetailers, '30-418').map((r) => r.city)).toEqual(['Kraków']);
    // Rzeszów's retailer is on al. Powstańców Warszawy: a street is not where a visitor looks.
    expect(searchRetailers(sampleRetailers, 'powstancow')).toEqual([]);
  });
});
