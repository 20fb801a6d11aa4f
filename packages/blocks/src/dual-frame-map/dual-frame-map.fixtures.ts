import { fixture } from '../fixture.js';
import { dualFrameMapTemplate } from './dual-frame-map.schema.js';

/** The importer's places as the seed has them: Warsaw, Kraków, Gdańsk. */
export const dualFrameMapFixture = fixture(
  dualFrameMapTemplate,
  { heading: { en: 'Visit us', pl: 'Odwiedź nas' }, header_tag: '2', is_tabs_slider: true },
  [
    {
      tabTitle: { en: 'Head office, Warsaw', pl: 'Biuro główne, Warszawa' },
      location_latitude: 52.2319,
      location_longitude: 21.0067,
      location_content: {
        en: '<p><strong>Forecourt Polska</strong><br>ul. Marszałkowska 142, 00-061 Warszawa</p>',
        pl: '<p><strong>Forecourt Polska</strong><br>ul. Marszałkowska 142, 00-061 Warszawa</p>',
      },
    },
    {
      tabTitle: { en: 'Experience centre, Kraków', pl: 'Centrum doświadczeń, Kraków' },
      location_latitude: 50.0614,
      location_longitude: 19.9366,
      location_content: { en: '<p>Rynek Główny 1, 31-042 Kraków</p>', pl: '<p>Rynek Główny 1, 31-042 Kraków</p>' },
    },
    {
      tabTitle: { en: 'Training centre, Gdańsk', pl: 'Centrum szkoleniowe, Gdańsk' },
      location_latitude: 54.352,
      location_longitude: 18.6466,
      location_content: { en: '<p>ul. Długa 1, 80-827 Gdańsk</p>', pl: '<p>ul. Długa 1, 80-827 Gdańsk</p>' },
    },
  ],
);
