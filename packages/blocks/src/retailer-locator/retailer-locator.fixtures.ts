import type { Retailer } from '@forecourt/inventory';
import { fixture } from '../fixture.js';
import { retailerLocatorTemplate } from './retailer-locator.schema.js';

const week = (weekday: [string, string] | null, saturday: [string, string] | null) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const hours = day <= 5 ? weekday : day === 6 ? saturday : null;
    return { day, opens: hours?.[0] ?? null, closes: hours?.[1] ?? null };
  });

const retailer = (
  id: number,
  name: string,
  city: string,
  address: string,
  postcode: string,
  latitude: number,
  longitude: number,
  extra: Partial<Retailer> = {},
): Retailer => ({
  id,
  name,
  city,
  address,
  postcode,
  latitude,
  longitude,
  phone: `+48 ${20 + id} 555 ${String(100 + id).padStart(3, '0')} 00`,
  email: `salon@${name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.pl`,
  website: `https://${name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.pl`,
  brands: ['Jaguar', 'Land Rover'],
  services: ['sales', 'used', 'service', 'parts'],
  opening_hours: week(['09:00', '18:00'], ['10:00', '14:00']),
  ...extra,
});

/** Retailers as the seed describes them: both brands, twelve cities, one with few details. */
export const sampleRetailers: Retailer[] = [
  retailer(1, 'Forecourt Warszawa Puławska', 'Warszawa', 'ul. Puławska 382', '02-819', 52.1386, 21.0185),
  retailer(2, 'Forecourt Warszawa Wola', 'Warszawa', 'ul. Połczyńska 31', '01-377', 52.2297, 20.9061, { brands: ['Land Rover'] }),
  retailer(3, 'Forecourt Kraków', 'Kraków', 'ul. Zakopiańska 62', '30-418', 50.0152, 19.9271, { services: ['sales', 'service', 'bodyshop'] }),
  retailer(4, 'Forecourt Wrocław', 'Wrocław', 'ul. Karkonoska 85', '53-015', 51.0733, 17.0025),
  retailer(5, 'Forecourt Poznań', 'Poznań', 'ul. Głogowska 432', '60-004', 52.3705, 16.8614, { brands: ['Jaguar'] }),
  retailer(6, 'Forecourt Gdańsk', 'Gdańsk', 'ul. Grunwaldzka 260', '80-314', 54.3918, 18.5846),
  retailer(7, 'Forecourt Łódź', 'Łódź', 'al. Włókniarzy 227', '90-418', 51.7905, 19.4261),
  retailer(8, 'Forecourt Katowice', 'Katowice', 'al. Roździeńskiego 170', '40-315', 50.2627, 19.0588),
  retailer(9, 'Forecourt Szczecin', 'Szczecin', 'ul. Struga 17', '70-777', 53.3964, 14.6206),
  retailer(10, 'Forecourt Lublin', 'Lublin', 'al. Spółdzielczości Pracy 32', '20-147', 51.2712, 22.5506),
  retailer(11, 'Forecourt Rzeszów', 'Rzeszów', 'al. Powstańców Warszawy 8', '35-318', 50.0218, 22.0144),
  // A dealer nobody has described yet: only what `/api/dealers` always has.
  {
    id: 12,
    name: 'Forecourt Białystok',
    city: 'Białystok',
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
];

/** Many retailers (a big importer's network): the twelve, repeated across more branches. */
export const manyRetailers: Retailer[] = Array.from({ length: 60 }, (_, index) => {
  const base = sampleRetailers[index % 11]!;
  return {
    ...base,
    id: 100 + index,
    name: `${base.name} ${Math.floor(index / 11) + 1}`,
    latitude: base.latitude! + ((index * 7) % 11) * 0.01,
    longitude: base.longitude! + ((index * 5) % 13) * 0.01,
  };
});

export const retailerLocatorFixture = fixture(retailerLocatorTemplate, {
  heading: { en: 'Find a retailer', pl: 'Znajdź dealera' },
  header_tag: '2',
  brand: 'all',
});
