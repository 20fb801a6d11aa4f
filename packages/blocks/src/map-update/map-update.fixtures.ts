import type { MapUpdateDownload, MapUpdateLookup } from '@forecourt/api-client';
import { fixture } from '../fixture.js';
import type { MapUpdateBlockData } from './map-update-state.js';
import { mapUpdateTemplate } from './map-update.schema.js';

/** The block as the seeded /map-update page has it: an introduction and terms; every other text the default. */
export const mapUpdateFixture = fixture(mapUpdateTemplate, {
  intro: {
    en: '<p>Keep your navigation current: new roads, speed limits and points of interest, free for the life of your car.</p>',
    pl: '<p>Aktualne mapy nawigacji: nowe drogi, ograniczenia prędkości i ciekawe miejsca, bezpłatnie przez cały okres użytkowania auta.</p>',
  },
  terms: {
    en: '<p>The maps are licensed for use in the vehicle with this VIN only. Read the <a href="/terms">map licence terms</a>.</p>',
    pl: '<p>Licencja na mapy obejmuje wyłącznie pojazd o tym numerze VIN. Przeczytaj <a href="/terms">warunki licencji map</a>.</p>',
  },
});

/** A Range Rover the stand-in map service knows, with two packages. */
export const sampleLookup: MapUpdateLookup = {
  vehicle: {
    vin: 'SALGA2BE8LA600001',
    model: 'Range Rover',
    model_year: '2020',
    navigation_system: 'Pivi Pro',
  },
  packages: [
    {
      id: 'eu-2026-q3',
      name: 'Europe',
      region: 'Europe',
      version: '2026.Q3',
      size_mb: 7340,
      release_date: '2026-09-15',
    },
    {
      id: 'uk-2026-q3',
      name: 'United Kingdom and Ireland',
      region: 'UK & Ireland',
      version: '2026.Q3',
      size_mb: 2150,
      release_date: '2026-09-15',
    },
  ],
};

export const sampleDownload: MapUpdateDownload = {
  url: 'https://maps.example/files/uk-2026-q3-SALGA2BE8LA600001.zip',
  file_name: 'uk-2026-q3-SALGA2BE8LA600001.zip',
  size_mb: 2150,
  expires_at: '2026-11-25T12:00:00.000Z',
};

/** What the site's loader would hand the block for each step, keyed as the block asks. */
export const sampleSteps = {
  vinError: {
    search: '?vin=SALGA2BE8LA60000',
    data: {
      key: 'SALGA2BE8LA60000||',
      result: { step: 'vin', vin: 'SALGA2BE8LA60000', error: 'vin' },
    },
  },
  packages: {
    search: '?vin=SALGA2BE8LA600001',
    data: {
      key: 'SALGA2BE8LA600001||',
      result: {
        step: 'packages',
        vin: 'SALGA2BE8LA600001',
        lookup: sampleLookup,
        packageId: 'eu-2026-q3',
        error: null,
      },
    },
  },
  termsError: {
    search: '?vin=SALGA2BE8LA600001&package=uk-2026-q3',
    data: {
      key: 'SALGA2BE8LA600001|uk-2026-q3|',
      result: {
        step: 'packages',
        vin: 'SALGA2BE8LA600001',
        lookup: sampleLookup,
        packageId: 'uk-2026-q3',
        error: 'terms',
      },
    },
  },
  noPackages: {
    search: '?vin=SALGA2BE8LA600001',
    data: {
      key: 'SALGA2BE8LA600001||',
      result: {
        step: 'packages',
        vin: 'SALGA2BE8LA600001',
        lookup: { ...sampleLookup, packages: [] },
        packageId: '',
        error: null,
      },
    },
  },
  download: {
    search: '?vin=SALGA2BE8LA600001&package=uk-2026-q3&terms=accepted',
    data: {
      key: 'SALGA2BE8LA600001|uk-2026-q3|accepted',
      result: {
        step: 'download',
        vin: 'SALGA2BE8LA600001',
        lookup: sampleLookup,
        packageId: 'uk-2026-q3',
        download: sampleDownload,
      },
    },
  },
} satisfies Record<string, { search: string; data: MapUpdateBlockData }>;
