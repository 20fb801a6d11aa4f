/**
 * The map update page (`/map-update`): owners enter their car's VIN, pick a map package, accept
 * the terms and download the maps. The map service it asks is `map_update.api_url`, else the
 * content service's MAP_UPDATE_API_URL (the local stand-in `npm start` runs, with a few known VINs:
 * src/stand-ins/map-update.ts).
 */
import type { Block } from '@forecourt/api-client';
import type { SeedPage } from './content.js';
import { SEED_PAGE_DEFAULTS } from './page-defaults.js';
import { pair } from './texts.js';

const wizard: Block = {
  id: 'map-update-wizard',
  template: 'map_update',
  version: 1,
  data: {
    fields: {
      heading: pair(['Update your maps', 'Zaktualizuj mapy']),
      header_tag: '1',
      theme: 'white-theme',
      intro: pair([
        '<p>New roads, speed limits and points of interest for your car’s navigation, free for the life of the car. It takes three steps: your VIN, the map package, the download.</p>',
        '<p>Nowe drogi, ograniczenia prędkości i ciekawe miejsca w nawigacji Twojego auta, bezpłatnie przez cały okres jego użytkowania. Wystarczą trzy kroki: numer VIN, pakiet map, pobranie.</p>',
      ]),
      terms: pair([
        '<p>The maps are licensed for the vehicle with this VIN only and may not be copied to another vehicle or device. Map data © the map supplier and its licensors.</p>',
        '<p>Licencja na mapy obejmuje wyłącznie pojazd o tym numerze VIN; map nie wolno kopiować do innego pojazdu ani urządzenia. Dane map © dostawca map i jego licencjodawcy.</p>',
      ]),
    },
    groups: [],
  },
};

export const MAP_UPDATE_PAGES: SeedPage[] = [
  {
    ...SEED_PAGE_DEFAULTS,
    key: 'map-update',
    path: '/map-update',
    title: { en: 'Update your maps', pl: 'Zaktualizuj mapy' },
    meta: {
      description: {
        en: 'Download the latest navigation maps for your car: enter your VIN, pick a map package and install it from a USB drive.',
        pl: 'Pobierz najnowsze mapy nawigacji do swojego auta: podaj numer VIN, wybierz pakiet map i zainstaluj go z nośnika USB.',
      },
    },
    blocks: [wizard],
    status: 'published',
  },
];
