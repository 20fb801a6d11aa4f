/**
 * The Defender quiz page (`/defender-quiz`) and its image data file, which the content service
 * serves as a static JSON file at `DEFENDER_IMAGES_DATA_PATH` (block-catalogue.md §7: the quiz
 * loads a JSON file of image data from the URL in images_data_url).
 */
import type { Block } from '@forecourt/api-client';
import type { SeedPage } from './content.js';
import { SEED_PAGE_DEFAULTS } from './page-defaults.js';
import { link, pair, paragraph } from './texts.js';
import { CAR_PHOTO_ANGLES, carPhotoId } from './inventory.js';

export const DEFENDER_IMAGES_DATA_PATH = '/api/quiz-data/defender.json';

const BODIES = ['90', '110'] as const;
const ENGINES = ['diesel', 'petrol'] as const;
const PACKS = {
  adventurer: 'a side-mounted gear carrier, a portable rinse system and an integrated air compressor',
  country: 'wheel-arch protection, a full-height loadspace partition and a portable rinse system',
  explorer: 'an expedition roof rack, a raised air intake and a matt black bonnet decal',
  urban: 'bright metal pedals, a spare-wheel cover and 22-inch wheels',
} as const;
const ENGINE_TEXT = { diesel: 'the D300 diesel, with the torque for towing 3,500 kg', petrol: 'the P400 petrol, smooth and quick' } as const;

/** The file's content: for each combination, a photo of the seeded media, a description and the configurator. */
export const DEFENDER_IMAGES_DATA = {
  combinations: Object.fromEntries(
    BODIES.flatMap((body, b) =>
      ENGINES.flatMap((engine, e) =>
        (Object.keys(PACKS) as (keyof typeof PACKS)[]).map((pack, p) => [
          `${body}-${engine}-${pack}`,
          {
            // The Defender's seeded photos, one angle per combination so each looks different.
            image: carPhotoId('Defender 110', (b * 8 + e * 4 + p) % CAR_PHOTO_ANGLES.length),
            alt: `Defender ${body} with the ${pack} pack`,
            description: `The Defender ${body} with ${ENGINE_TEXT[engine]}, and the ${pack[0]!.toUpperCase()}${pack.slice(1)} pack: ${PACKS[pack]}.`,
            configurator_url: `https://configurator.example.com/defender/${body}?engine=${engine}&pack=${pack}`,
          },
        ]),
      ),
    ),
  ),
};

const variant = (body: '90' | '110', facts: [string, string], alt: string) => ({
  variant: body,
  variant_image: { id: 'seed-defender', alt, size: '900x586' },
  variant_data: pair(facts),
  link: link('Book a test drive', 'Umów jazdę próbną', '/contact'),
  secondary_link: link('See the offers', 'Zobacz oferty', '/offers'),
});

const quiz: Block = {
  id: 'defender-quiz',
  template: 'defender_quiz',
  version: 1,
  data: {
    fields: {
      heading: pair(['Find your Defender', 'Znajdź swojego Defendera']),
      header_tag: '1',
      theme: 'white-theme',
      images_data_url: DEFENDER_IMAGES_DATA_PATH,
      welcome_text: pair([
        'Three questions to the Defender that fits your life, ready to finish in the configurator.',
        'Trzy pytania do Defendera, który pasuje do Twojego życia, gotowego do skonfigurowania.',
      ]),
      welcome_image: { id: 'seed-defender', alt: 'Defender crossing a river', size: '1600x900' },
      welcome_video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      disclaimer: paragraph(['Pictures show optional equipment. Configurator prices include VAT.', 'Zdjęcia przedstawiają wyposażenie opcjonalne. Ceny w konfiguratorze zawierają VAT.']),
    },
    groups: [
      variant('90', ['Three doors\nSeats: up to 6\nLength: 4,583 mm', 'Trzy drzwi\nMiejsca: do 6\nDługość: 4583 mm'], 'Defender 90 from the side'),
      variant('110', ['Five doors\nSeats: up to 7\nLength: 5,018 mm', 'Pięcioro drzwi\nMiejsca: do 7\nDługość: 5018 mm'], 'Defender 110 from the side'),
    ],
  },
};

export const DEFENDER_QUIZ_PAGES: SeedPage[] = [
  {
    ...SEED_PAGE_DEFAULTS,
    key: 'defender-quiz',
    path: '/defender-quiz',
    title: { en: 'Find your Defender', pl: 'Znajdź swojego Defendera' },
    meta: {
      description: {
        en: 'Defender 90 or 110, diesel or petrol, and the pack for your life: three questions to your Defender.',
        pl: 'Defender 90 czy 110, diesel czy benzyna i pakiet dla Ciebie: trzy pytania do Twojego Defendera.',
      },
    },
    blocks: [quiz],
    status: 'published',
  },
];
