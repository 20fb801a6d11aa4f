// @vitest-environment jsdom
import { resolveSettings } from '@forecourt/api-client';
import type { Vehicle, VehicleSpecs } from '@forecourt/inventory';
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vehicleFacts } from './showroom-facts.js';
import { ShowroomView, type ShowroomViewProps } from './showroom-view.js';

const VEHICLE: Vehicle = {
  id: 12,
  vin: 'SADCA2BN0MA123456',
  nameplate_id: 2,
  nameplate_name: 'F-PACE',
  brand_id: 1,
  nameplate_brand_name: 'Jaguar',
  state: 'used',
  status: 'in_transit',
  color_canonical: 'grey',
  transmission: 'automatic',
  engine_type: 'diesel',
  production_year: 2021,
  mileage: 12000,
  mileage_unit: 'km',
  msrp_price: 289_900,
  display_price: 259_900,
  monthly_price: 2_499,
  currency: 'PLN',
  power: 249,
  power_unit: 'KM',
  engine_capacity: 1997,
  engine_capacity_unit: 'cm3',
  owner_id: 3,
  dealer: {
    id: 3,
    city: 'Kraków',
    name: 'Jaguar Land Rover Kraków',
    address: 'ul. Zakopiańska 62',
    postcode: '30-418',
    latitude: 50.02,
    longitude: 19.93,
    phone: '+48 12 345 67 89',
    email: 'krakow@dealer.test',
    website: 'https://krakow.dealer.test',
    brands: ['Jaguar', 'Land Rover'],
    services: ['sales', 'used'],
    opening_hours: [
      { day: 1, opens: '09:00', closes: '18:00' },
      { day: 7, opens: null, closes: null },
    ],
  },
  images: ['seed-a', 'seed-b', 'seed-c'],
};

const SPECS: VehicleSpecs = {
  id: 12,
  vin: VEHICLE.vin,
  specs: [
    { key: 'engine_type', value: 'diesel', unit: null },
    { key: 'power', value: 249, unit: 'KM' },
    { key: 'fuel_consumption', value: 6.8, unit: 'l/100 km' },
  ],
};

const SETTINGS = Object.fromEntries(
  resolveSettings([
    { key: 'currency_symbol', value: ' zł' },
    { key: 'inventory.form_id', value: '7' },
    { key: 'inventory.form_field_id', value: 'vehicle_id' },
    { key: 'inventory.form_field_id_text', value: 'vehicle' },
    { key: 'inventory.form_field_retailer_uuid', value: 'retailer' },
  ]),
);

function show(props: Partial<ShowroomViewProps> = {}) {
  return render(
    <PriceSettingsProvider settings={SETTINGS} exchange={null}>
      <ShowroomView vehicle={VEHICLE} specs={SPECS} locale="en" listing="pl-used" settings={SETTINGS} {...props} />
    </PriceSettingsProvider>,
  );
}

const fact = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling?.textContent;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('given a used car in English', () => {
  it('should name every fact in words with its unit, never by its key', () => {
    show();
    expect(fact('Engine type')).toBe('Diesel');
    expect(fact('Mileage')).toBe('12,000\u00a0km');
    expect(fact('Year')).toBe('2021');
    expect(fact('Power')).toBe('249\u00a0hp');
    expect(fact('Engine capacity')).toBe('1,997\u00a0cm³');
    expect(fact('Transmission')).toBe('Automatic');
    expect(fact('Colour')).toBe('Grey');
    expect(fact('Status')).toBe('In transit');
    expect(fact('VIN')).toBe(VEHICLE.vin);
    // A spec line the attributes do not show, labelled from its key.
    expect(fact('Fuel consumption')).toBe('6.8\u00a0l/100 km');
    const specs = screen.getByRole('region', { name: 'Specification' });
    expect(specs.textContent).not.toMatch(/engine_type|production_year|color_canonical|in_transit/);
    // Each spec repeated by the attributes is listed once.
    expect(within(specs).getAllByText('Power')).toHaveLength(1);
  });

  it('should show the display price, the higher list price struck through and the monthly instalment', () => {
    show();
    const price = screen.getByRole('complementary', { name: 'Price' });
    expect(price.querySelector('strong')).toHaveTextContent('259 900 zł');
    expect(price.querySelector('s')).toHaveTextContent('Previous price: 289 900 zł');
    expect(price).toHaveTextContent('Monthly instalment');
    expect(price).toHaveTextContent('2 499 zł / Month');
  });

  it('should say "Price on request" when the car has no price, and show no instalment without one', () => {
    show({ vehicle: { ...VEHICLE, display_price: null, msrp_price: null, monthly_price: null } });
    const price = screen.getByRole('complementary', { name: 'Price' });
    expect(price).toHaveTextContent('Price on request');
    expect(price).not.toHaveTextContent('Monthly instalment');
  });

  it('should not strike through a list price that is not higher', () => {
    show({ vehicle: { ...VEHICLE, msrp_price: 259_900 } });
    expect(screen.getByRole('complementary', { name: 'Price' }).querySelector('s')).toBeNull();
  });

  it('should show the retailer with links to call, write and find a retailer', () => {
    show();
    const retailer = screen.getByRole('region', { name: 'Retailer' });
    expect(retailer).toHaveTextContent('Jaguar Land Rover Kraków');
    expect(retailer).toHaveTextContent('ul. Zakopiańska 62, 30-418 Kraków');
    expect(within(retailer).getByRole('link', { name: '+48 12 345 67 89' })).toHaveAttribute('href', 'tel:+48123456789');
    expect(within(retailer).getByRole('link', { name: 'krakow@dealer.test' })).toHaveAttribute('href', 'mailto:krakow@dealer.test');
    expect(within(retailer).getByRole('link', { name: 'Retailer website' })).toHaveAttribute('href', 'https://krakow.dealer.test');
    expect(within(retailer).getByRole('link', { name: 'Find a retailer' })).toHaveAttribute('href', '/retailer-locator');
    expect(retailer).toHaveTextContent('Monday09:00–18:00');
    expect(retailer).toHaveTextContent('SundayClosed');
  });

  it('should leave out the contact a retailer has not described (a dealer with id, city and name only)', () => {
    show({ vehicle: { ...VEHICLE, dealer: { id: 3, city: 'Kraków', name: 'JLR Kraków' } as Vehicle['dealer'] } });
    const retailer = screen.getByRole('region', { name: 'Retailer' });
    expect(retailer).toHaveTextContent('JLR Kraków');
    expect(within(retailer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Find a retailer']);
  });

  it('should link back to the used cars list', () => {
    show();
    expect(screen.getByRole('link', { name: /Back to used cars/ })).toHaveAttribute('href', '/used-cars');
  });

  it('should offer every photo in a carousel that buttons move', () => {
    show();
    const gallery = screen.getByRole('region', { name: 'Photos of Jaguar F-PACE 2021' });
    // All three are there; the ones out of view are hidden from assistive tech.
    expect(within(gallery).getAllByRole('img', { hidden: true })).toHaveLength(3);
    expect(within(gallery).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Jaguar F-PACE 2021 – Photo 1 of 3',
    ]);
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Jaguar F-PACE 2021 – Photo 2 of 3',
    ]);
  });
});

describe('given the enquiry settings', () => {
  it('should offer "Enquire about this car" when a form is set, and nothing without one', () => {
    show({ enquiry: { formId: 7, locations: [{ id: 41, name: 'JLR Kraków', city: 'Kraków', dealer_id: 3 }] } });
    expect(screen.getByRole('button', { name: 'Enquire about this car' })).toHaveAttribute('aria-haspopup', 'dialog');
    document.body.innerHTML = '';
    show({ enquiry: null });
    expect(screen.queryByRole('button', { name: 'Enquire about this car' })).toBeNull();
  });
});

describe('given the Polish page', () => {
  it('should word the facts and units in Polish', () => {
    show({ locale: 'pl' });
    expect(fact('Rodzaj silnika')).toBe('Olej napędowy');
    expect(fact('Moc')).toBe('249\u00a0KM');
    expect(fact('Rok produkcji')).toBe('2021');
    expect(fact('Przebieg')).toMatch(/^12\s000\u00a0km$/);
    expect(screen.getByRole('link', { name: /Wróć do samochodów używanych/ })).toHaveAttribute('href', '/pl/used-cars');
  });

  it('should label a car without price "Cena na zapytanie"', () => {
    show({ locale: 'pl', vehicle: { ...VEHICLE, display_price: null, msrp_price: null } });
    expect(screen.getByText('Cena na zapytanie')).toBeInTheDocument();
  });
});

describe('vehicleFacts', () => {
  it('should humanise values it has no word for, rather than show codes', () => {
    const facts = vehicleFacts({ ...VEHICLE, engine_type: 'hydrogen_fuel_cell', status: 'on_order' }, null, 'en');
    expect(facts.find((row) => row.key === 'engine_type')?.value).toBe('Hydrogen fuel cell');
    expect(facts.find((row) => row.key === 'status')?.value).toBe('On order');
  });
});
