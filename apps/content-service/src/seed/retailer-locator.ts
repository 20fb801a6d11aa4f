/**
 * The retailer locator page the footer links to (`/retailer-locator`): a title banner, the
 * locator with its map (every seeded dealer, searchable by city or name) and a dual frame map of
 * the importer's own places.
 */
import type { Block } from '@forecourt/api-client';
import type { SeedPage } from './content.js';
import { pair } from './texts.js';
import { SEED_PAGE_DEFAULTS } from './page-defaults.js';

const banner: Block = {
  id: 'retailer-locator-banner',
  template: 'hero_title_banner',
  version: 1,
  data: {
    fields: {
      heading: pair(['Find a retailer', 'Znajdź dealera']),
      header_tag: '1',
      paragraph: pair(['Retailers and service points across Poland.', 'Dealerzy i punkty serwisowe w całej Polsce.']),
      image: { id: 'seed-offers', size: '1600x900', alt: '' },
      height: 'short',
      position: 'center',
      boxposition: 'left',
      box_color: 'dark-theme',
    },
    groups: [],
  },
};

const locator: Block = {
  id: 'retailer-locator-map',
  template: 'retailer_locator_map',
  version: 1,
  data: {
    fields: {
      heading: pair(['Retailers near you', 'Dealerzy w Twojej okolicy']),
      header_tag: '2',
      brand: 'all',
    },
    groups: [],
  },
};

const place = (title: [string, string], latitude: number, longitude: number, html: [string, string], tabIcon?: string) => ({
  ...(tabIcon ? { tabIcon } : {}),
  tabTitle: pair(title),
  location_latitude: latitude,
  location_longitude: longitude,
  location_content: pair(html),
});

const offices: Block = {
  id: 'retailer-locator-offices',
  template: 'dual_frame_map',
  version: 1,
  data: {
    fields: { heading: pair(['Visit us', 'Odwiedź nas']), header_tag: '2', is_tabs_slider: true },
    groups: [
      place(
        ['Head office, Warsaw', 'Biuro główne, Warszawa'],
        52.2319,
        21.0067,
        [
          '<p><strong>Forecourt Polska</strong><br>ul. Marszałkowska 142, 00-061 Warszawa</p><p>Monday to Friday 9:00–17:00. Call <a href="tel:+48221234567">+48 22 123 45 67</a>.</p>',
          '<p><strong>Forecourt Polska</strong><br>ul. Marszałkowska 142, 00-061 Warszawa</p><p>Od poniedziałku do piątku 9:00–17:00. Zadzwoń: <a href="tel:+48221234567">+48 22 123 45 67</a>.</p>',
        ],
      ),
      place(
        ['Experience centre, Kraków', 'Centrum doświadczeń, Kraków'],
        50.0614,
        19.9366,
        [
          '<p><strong>Brand experience centre</strong><br>Rynek Główny 1, 31-042 Kraków</p><p>Test drives and events, by appointment.</p>',
          '<p><strong>Centrum doświadczeń marki</strong><br>Rynek Główny 1, 31-042 Kraków</p><p>Jazdy próbne i wydarzenia, po umówieniu.</p>',
        ],
      ),
      place(
        ['Training centre, Gdańsk', 'Centrum szkoleniowe, Gdańsk'],
        54.352,
        18.6466,
        [
          '<p><strong>Technician training centre</strong><br>ul. Długa 1, 80-827 Gdańsk</p><p>Courses for retailer technicians all year round.</p>',
          '<p><strong>Centrum szkoleniowe techników</strong><br>ul. Długa 1, 80-827 Gdańsk</p><p>Kursy dla techników dealerów przez cały rok.</p>',
        ],
      ),
    ],
  },
};

export const RETAILER_LOCATOR_PAGES: SeedPage[] = [
  {
    ...SEED_PAGE_DEFAULTS,
    key: 'retailer-locator',
    path: '/retailer-locator',
    title: { en: 'Find a retailer', pl: 'Znajdź dealera' },
    meta: {
      description: {
        en: 'Retailers and service points across Poland: addresses, opening hours, services and directions.',
        pl: 'Dealerzy i punkty serwisowe w całej Polsce: adresy, godziny otwarcia, usługi i wskazówki dojazdu.',
      },
    },
    blocks: [banner, locator, offices],
    status: 'published',
  },
];
