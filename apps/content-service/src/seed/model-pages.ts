/**
 * A model page for every model the seeded navigation lists: the page a visitor reaches from the
 * mega menu's cars panel, built from the catalogue's templates.
 */
import type { Block } from '@forecourt/api-client';

type Pair = readonly [en: string, pl: string];
const t = ([en, pl]: Pair) => ({ en, pl });

export interface ModelPageSpec {
  /** The page key and the path's last segment (`/models/<slug>`). */
  slug: string;
  /** Car key of /api/offer_car_models and the navigation (`carKey`). */
  carKey: string;
  name: string;
  tagline: Pair;
  /** Seeded image ids (seed/images.ts). */
  images: readonly string[];
  highlights: readonly { title: Pair; text: Pair }[];
}

export const MODEL_PAGES: readonly ModelPageSpec[] = [
  {
    slug: 'range-rover-evoque',
    carKey: 'range-rover-evoque',
    name: 'Range Rover Evoque',
    tagline: ['The compact luxury SUV, now as a plug-in hybrid.', 'Kompaktowy luksusowy SUV, teraz także jako hybryda plug-in.'],
    images: ['seed-hero-range-rover-sport', 'seed-discovery'],
    highlights: [
      { title: ['Made for the city', 'Stworzony do miasta'], text: ['Compact outside, generous inside, with up to 62 km of electric range.', 'Kompaktowy z zewnątrz, przestronny w środku, z zasięgiem elektrycznym do 62 km.'] },
      { title: ['Calm cabin', 'Spokojne wnętrze'], text: ['Sustainable materials and active noise cancellation.', 'Zrównoważone materiały i aktywna redukcja hałasu.'] },
    ],
  },
  {
    slug: 'defender',
    carKey: 'defender',
    name: 'Defender',
    tagline: ['Capable of great things.', 'Zdolny do wielkich rzeczy.'],
    images: ['seed-defender', 'seed-discovery'],
    highlights: [
      { title: ['Three body lengths', 'Trzy długości nadwozia'], text: ['90, 110 and 130, with up to eight seats.', '90, 110 i 130, z maksymalnie ośmioma miejscami.'] },
      { title: ['Wade through 900 mm', 'Brodzenie do 900 mm'], text: ['Air suspension and Terrain Response for any surface.', 'Zawieszenie pneumatyczne i Terrain Response na każdą nawierzchnię.'] },
    ],
  },
  {
    slug: 'discovery',
    carKey: 'discovery',
    name: 'Discovery',
    tagline: ['Seven full-size seats for every journey.', 'Siedem pełnowymiarowych miejsc na każdą podróż.'],
    images: ['seed-discovery', 'seed-defender'],
    highlights: [
      { title: ['Room for seven', 'Miejsce dla siedmiu'], text: ['Adults fit in the third row; the seats fold from your phone.', 'Dorośli zmieszczą się w trzecim rzędzie; fotele złożysz z telefonu.'] },
      { title: ['Tow 3,500 kg', 'Holowanie 3500 kg'], text: ['Advanced Tow Assist steers the trailer for you.', 'Advanced Tow Assist steruje przyczepą za Ciebie.'] },
    ],
  },
  {
    slug: 'discovery-sport',
    carKey: 'discovery-sport',
    name: 'Discovery Sport',
    tagline: ['The versatile family SUV.', 'Wszechstronny rodzinny SUV.'],
    images: ['seed-discovery', 'seed-hero-range-rover-sport'],
    highlights: [
      { title: ['5+2 seating', 'Układ 5+2'], text: ['Two extra seats when you need them.', 'Dwa dodatkowe miejsca, kiedy ich potrzebujesz.'] },
      { title: ['Plug-in hybrid', 'Hybryda plug-in'], text: ['Up to 62 km on electricity alone.', 'Do 62 km wyłącznie na prądzie.'] },
    ],
  },
];

/** The blocks of a model page. */
export function modelPageBlocks(model: ModelPageSpec): Block[] {
  const url = `/models/${model.slug}`;
  return [
    {
      id: `${model.slug}-hero`,
      template: 'hero_title_banner',
      version: 1,
      data: {
        fields: {
          heading: { en: model.name, pl: model.name },
          header_tag: '1',
          paragraph: t(model.tagline),
          'rdx-buttons': {
            en: [{ labelText: 'Book a test drive', href: '/t', type: 'internal', target: '_self' }],
            pl: [{ labelText: 'Umów jazdę próbną', href: '/t', type: 'internal', target: '_self' }],
          },
          image: { id: model.images[0]!, size: '1600x900', alt: model.name },
          height: 'tall',
          position: 'center',
          boxposition: 'left',
          box_color: 'dark-theme',
        },
        groups: [],
      },
    },
    ...model.highlights.map(
      (highlight, index): Block => ({
        id: `${model.slug}-highlight-${index + 1}`,
        template: 'snippet',
        version: 1,
        data: {
          fields: {
            alignment: 'narrow-center',
            block_height: 'normal',
            theme: index % 2 === 0 ? 'white-theme' : 'light-theme',
            section_title: t(highlight.title),
            section_paragraph: { en: `<p>${highlight.text[0]}</p>`, pl: `<p>${highlight.text[1]}</p>` },
            ...(index === 0 ? { anchor: 'specs' } : {}),
          },
          groups: [],
        },
      }),
    ),
    {
      id: `${model.slug}-prices`,
      template: 'snippet',
      version: 1,
      data: {
        fields: {
          alignment: 'wide-center',
          block_height: 'normal',
          theme: 'grey-theme',
          anchor: 'prices',
          section_title: { en: 'Prices and offers', pl: 'Ceny i oferty' },
          section_paragraph: {
            en: `<p>See the current offers for the ${model.name}, or configure yours.</p>`,
            pl: `<p>Zobacz aktualne oferty na ${model.name} lub skonfiguruj swój egzemplarz.</p>`,
          },
          link: {
            en: { labelText: 'Current offers', href: '/offers', type: 'internal', target: '_self' },
            pl: { labelText: 'Aktualne oferty', href: '/offers', type: 'internal', target: '_self' },
          },
        },
        groups: [],
      },
    },
    {
      id: `${model.slug}-configure`,
      template: 'snippet',
      version: 1,
      data: {
        fields: {
          alignment: 'narrow-center',
          block_height: 'normal',
          theme: 'white-theme',
          anchor: 'configure',
          section_title: { en: `Build your ${model.name}`, pl: `Skonfiguruj ${model.name}` },
          section_paragraph: {
            en: `<p>Choose the engine, colour and options, then send it to a retailer. <a href="${url}#prices">See prices</a>.</p>`,
            pl: `<p>Wybierz silnik, kolor i opcje, a potem wyślij konfigurację do dealera. <a href="${url}#prices">Zobacz ceny</a>.</p>`,
          },
        },
        groups: [],
      },
    },
  ];
}
