import { fixture } from '../fixture.js';
import { defenderQuizTemplate } from './defender-quiz.schema.js';
import { DEFENDER_BODIES, DEFENDER_ENGINES, DEFENDER_PACKS, type DefenderCombination } from './images-data.js';

const PACK_TEXT = {
  adventurer: 'a side-mounted gear carrier, a portable rinse system and an integrated air compressor',
  country: 'a wheel-arch protection kit, a full-height loadspace partition and a portable rinse system',
  explorer: 'an expedition roof rack, a raised air intake and a matt black bonnet decal',
  urban: 'bright metal pedals, a spare-wheel cover and sleek 22-inch wheels',
} as const;

/** A sample image data file: every combination of body, engine and pack. */
export const sampleDefenderImagesData: { combinations: Record<string, DefenderCombination> } = {
  combinations: Object.fromEntries(
    DEFENDER_BODIES.flatMap((body) =>
      DEFENDER_ENGINES.flatMap((engine) =>
        DEFENDER_PACKS.map((pack) => [
          `${body}-${engine}-${pack}`,
          {
            image: 'seed-defender',
            alt: `Defender ${body} ${engine} with the ${pack} pack`,
            description: `The Defender ${body} with a ${engine} engine and the ${pack} pack: ${PACK_TEXT[pack]}.`,
            configurator_url: `https://configurator.example.com/defender/${body}?engine=${engine}&pack=${pack}`,
          },
        ]),
      ),
    ),
  ),
};

/** The file as a `data:` address, so stories and tests load a real file without a server. */
export const dataUrl = (json: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(json))}`;

export const defenderQuizFixture = fixture(
  defenderQuizTemplate,
  {
    heading: { en: 'Find your Defender', pl: 'Znajdź swojego Defendera' },
    images_data_url: dataUrl(sampleDefenderImagesData),
    welcome_text: {
      en: 'Three questions to the Defender that fits your life, ready to configure.',
      pl: 'Trzy pytania do Defendera, który pasuje do Twojego życia, gotowego do konfiguracji.',
    },
    welcome_image: { id: 'seed-defender', alt: 'Defender crossing a river', size: '1600x900' },
    welcome_video: 'https://media.example.com/defender-welcome.mp4',
    disclaimer: { en: '<p>Pictures show optional equipment.</p>', pl: '<p>Zdjęcia przedstawiają wyposażenie opcjonalne.</p>' },
  },
  [
    {
      variant: '90',
      variant_image: { id: 'seed-defender', alt: 'Defender 90 from the side', size: '900x586' },
      variant_data: { en: 'Three doors\nSeats: up to 6', pl: 'Trzy drzwi\nMiejsca: do 6' },
      link: { en: { labelText: 'Book a test drive', href: '/contact', type: 'internal' }, pl: { labelText: 'Umów jazdę próbną', href: '/contact', type: 'internal' } },
      secondary_link: { en: { labelText: 'See the offers', href: '/offers', type: 'internal' }, pl: { labelText: 'Zobacz oferty', href: '/offers', type: 'internal' } },
    },
    {
      variant: '110',
      variant_image: { id: 'seed-defender', alt: 'Defender 110 from the side', size: '900x586' },
      variant_data: { en: 'Five doors\nSeats: up to 7', pl: 'Pięcioro drzwi\nMiejsca: do 7' },
      link: { en: { labelText: 'Book a test drive', href: '/contact', type: 'internal' }, pl: { labelText: 'Umów jazdę próbną', href: '/contact', type: 'internal' } },
      secondary_link: { en: { labelText: 'See the offers', href: '/offers', type: 'internal' }, pl: { labelText: 'Zobacz oferty', href: '/offers', type: 'internal' } },
    },
  ],
);
