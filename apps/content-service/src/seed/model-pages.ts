/**
 * A model page for every model the seeded navigation lists: the page a visitor reaches from the
 * mega menu's cars panel, built from the catalogue's templates.
 */
import type { Block } from '@forecourt/api-client';
import { PANORAMA_ID, SPIN_FRAME_IDS } from './images.js';
import { buttons, link, pair, paragraph, type Pair } from './texts.js';


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
  /** Model-year code of its specification (`/api/compare/spec/{key}`). */
  specKey: string;
  bodystyle: string;
  /** Anchor of its offer on /offers (seed/offers.ts), when it has one. */
  offer?: string;
}

/** The Range Rover Sport page keeps its own opening blocks (content.ts) and gains the rest. */
export const RANGE_ROVER_SPORT: ModelPageSpec = {
  slug: 'range-rover-sport',
  carKey: 'range-rover-sport',
  name: 'Range Rover Sport',
  tagline: ['Dynamic luxury, now with a plug-in hybrid range of up to 113 km.', 'Dynamiczny luksus, teraz z hybrydą plug-in o zasięgu do 113 km.'],
  images: ['seed-hero-range-rover-sport', 'seed-discovery'],
  highlights: [
    { title: ['Up to 113 km electric', 'Do 113 km na prądzie'], text: ['The P550e plug-in hybrid for everyday driving without fuel.', 'Hybryda plug-in P550e na codzienną jazdę bez paliwa.'] },
    { title: ['Dynamic Air Suspension', 'Dynamiczne zawieszenie pneumatyczne'], text: ['Composed on the motorway, agile on a mountain road.', 'Spokojny na autostradzie, zwinny na górskiej drodze.'] },
  ],
  specKey: 'rrs-24my',
  bodystyle: '5-door',
  offer: 'range-rover-sport',
};

export const MODEL_PAGES: readonly ModelPageSpec[] = [
  {
    slug: 'range-rover-evoque',
    specKey: 'rre-24my',
    bodystyle: '5-door',
    carKey: 'range-rover-evoque',
    name: 'Range Rover Evoque',
    tagline: [
      'The compact luxury SUV, now as a plug-in hybrid.',
      'Kompaktowy luksusowy SUV, teraz także jako hybryda plug-in.',
    ],
    images: ['seed-hero-range-rover-sport', 'seed-discovery'],
    highlights: [
      {
        title: ['Made for the city', 'Stworzony do miasta'],
        text: [
          'Compact outside, generous inside, with up to 62 km of electric range.',
          'Kompaktowy z zewnątrz, przestronny w środku, z zasięgiem elektrycznym do 62 km.',
        ],
      },
      {
        title: ['Calm cabin', 'Spokojne wnętrze'],
        text: [
          'Sustainable materials and active noise cancellation.',
          'Zrównoważone materiały i aktywna redukcja hałasu.',
        ],
      },
    ],
  },
  {
    slug: 'defender',
    specKey: 'def-24my',
    bodystyle: '110',
    carKey: 'defender',
    name: 'Defender',
    tagline: ['Capable of great things.', 'Zdolny do wielkich rzeczy.'],
    images: ['seed-defender', 'seed-discovery'],
    highlights: [
      {
        title: ['Three body lengths', 'Trzy długości nadwozia'],
        text: [
          '90, 110 and 130, with up to eight seats.',
          '90, 110 i 130, z maksymalnie ośmioma miejscami.',
        ],
      },
      {
        title: ['Wade through 900 mm', 'Brodzenie do 900 mm'],
        text: [
          'Air suspension and Terrain Response for any surface.',
          'Zawieszenie pneumatyczne i Terrain Response na każdą nawierzchnię.',
        ],
      },
    ],
  },
  {
    slug: 'discovery',
    specKey: 'disc-23my',
    bodystyle: '7-seat',
    offer: 'discovery',
    carKey: 'discovery',
    name: 'Discovery',
    tagline: [
      'Seven full-size seats for every journey.',
      'Siedem pełnowymiarowych miejsc na każdą podróż.',
    ],
    images: ['seed-discovery', 'seed-defender'],
    highlights: [
      {
        title: ['Room for seven', 'Miejsce dla siedmiu'],
        text: [
          'Adults fit in the third row; the seats fold from your phone.',
          'Dorośli zmieszczą się w trzecim rzędzie; fotele złożysz z telefonu.',
        ],
      },
      {
        title: ['Tow 3,500 kg', 'Holowanie 3500 kg'],
        text: [
          'Advanced Tow Assist steers the trailer for you.',
          'Advanced Tow Assist steruje przyczepą za Ciebie.',
        ],
      },
    ],
  },
  {
    slug: 'discovery-sport',
    specKey: 'ds-24my',
    bodystyle: '5+2',
    offer: 'discovery-sport',
    carKey: 'discovery-sport',
    name: 'Discovery Sport',
    tagline: ['The versatile family SUV.', 'Wszechstronny rodzinny SUV.'],
    images: ['seed-discovery', 'seed-hero-range-rover-sport'],
    highlights: [
      {
        title: ['5+2 seating', 'Układ 5+2'],
        text: [
          'Two extra seats when you need them.',
          'Dwa dodatkowe miejsca, kiedy ich potrzebujesz.',
        ],
      },
      {
        title: ['Plug-in hybrid', 'Hybryda plug-in'],
        text: ['Up to 62 km on electricity alone.', 'Do 62 km wyłącznie na prądzie.'],
      },
    ],
  },
];


const block = (
  id: string,
  template: string,
  fields: Record<string, unknown>,
  groups: Record<string, unknown>[] = [],
): Block => ({
  id,
  template,
  version: 1,
  data: { fields, groups },
});

/**
 * The blocks of a model page: hero, then tabs over the exterior spin, the cabin panorama and the
 * highlights; the specification accordion, the model summary, the offer, and buyer-type sections
 * chosen from a dropdown. Block positions (`#component-N`) are computed, never typed. A page
 * with blocks of its own (`lead`) keeps them first, instead of the title banner.
 */
export function modelPageBlocks(model: ModelPageSpec, lead?: readonly Block[]): Block[] {
  const url = `/models/${model.slug}`;
  const ids = {
    banner: `${model.slug}-banner`,
    hero: `${model.slug}-hero`,
    tabs: `${model.slug}-tabs`,
    exterior: `${model.slug}-exterior`,
    interior: `${model.slug}-interior`,
    highlights: `${model.slug}-highlights`,
    gallery: `${model.slug}-gallery`,
    specIntro: `${model.slug}-specs`,
    spec: `${model.slug}-spec`,
    summary: `${model.slug}-summary`,
    offer: `${model.slug}-offer`,
    buyer: `${model.slug}-buyer`,
    privateBuyer: `${model.slug}-private`,
    business: `${model.slug}-business`,
    prices: `${model.slug}-prices`,
    configure: `${model.slug}-configure`,
    readyToGo: `${model.slug}-ready-to-go`,
  };
  const blocks: Block[] = [];
  const position = (id: string) => String(order.indexOf(id) + 1);
  const order: string[] = [
    ...(lead ? lead.map((b) => b.id) : [ids.banner]),
    ids.hero,
    ids.tabs,
    ids.exterior,
    ids.interior,
    ids.highlights,
    ids.gallery,
    ids.specIntro,
    ids.spec,
    ids.summary,
    ...(model.offer ? [ids.offer] : []),
    ids.buyer,
    ids.privateBuyer,
    ids.business,
    ids.prices,
    ids.configure,
    ids.readyToGo,
  ];
  if (lead) blocks.push(...lead);
  else
    blocks.push(
      // The page's title (its h1) opens the page; the carousel of highlights follows. (A carousel
      // as the very first block would put its code in the first load: over the JS budget today.)
      block(ids.banner, 'hero_title_banner', {
        heading: { en: model.name, pl: model.name },
        header_tag: '1',
        paragraph: pair(model.tagline),
        'rdx-buttons': buttons(['Book a test drive', 'Umów jazdę próbną', '/t']),
        image: { id: model.images[0]!, size: '1600x900', alt: model.name },
        height: 'short',
        position: 'center',
        boxposition: 'left',
        box_color: 'dark-theme',
      }),
    );
  blocks.push(
    block(ids.hero, 'hero_carousel', { is_main_slider: false, has_timer: true }, [
      ...model.highlights.map((highlight, index) => ({
        image: { id: model.images[(index + 1) % model.images.length]!, size: '1600x900', alt: '' },
        heading: pair(highlight.title),
        paragraph: pair(highlight.text),
        box_color: 'light-theme',
        box_position: index % 2 === 0 ? 'right' : 'left',
      })),
    ]),
    block(ids.tabs, 'tabs', { blocks_count: 1 }, [
      { tab_label: { en: 'Exterior', pl: 'Nadwozie' }, tab_id: position(ids.exterior) },
      { tab_label: { en: 'Interior', pl: 'Wnętrze' }, tab_id: position(ids.interior) },
      { tab_label: { en: 'Highlights', pl: 'Najważniejsze' }, tab_id: position(ids.highlights) },
    ]),
    block(
      ids.exterior,
      'exterior_360',
      {
        heading: { en: `The ${model.name} from every side`, pl: `${model.name} z każdej strony` },
        header_tag: '2',
        alt: { en: `The ${model.name}`, pl: model.name },
        has_autostart: true,
        has_slider_with_handle: true,
      },
      SPIN_FRAME_IDS.map((id) => ({ image: { id, size: '1600x900' } })),
    ),
    block(ids.interior, 'interior_360', {
      panorama: {
        id: PANORAMA_ID,
        size: '4096x2048',
        alt: `The ${model.name} cabin from the driver’s seat`,
      },
      start_pitch: -10,
    }),
    block(
      ids.highlights,
      'content_blocks',
      {
        heading: { en: 'Highlights', pl: 'Najważniejsze cechy' },
        header_tag: '2',
        'col-numbers': 2,
      },
      model.highlights.map((highlight, index) => ({
        image: { id: model.images[index % model.images.length]!, size: '900x586', alt: '' },
        heading: pair(highlight.title),
        paragraph: pair(highlight.text),
      })),
    ),
    block(
      ids.gallery,
      'gallery_carousel',
      {
        gallery_name: { en: `${model.name} gallery`, pl: `Galeria ${model.name}` },
        can_download_wallpaper: true,
      },
      [
        ...SPIN_FRAME_IDS.slice(0, 3).map((id, index) => ({
          image: { id, size: '1600x900', alt: `The ${model.name} from ${index * 45}°` },
          caption: { en: `Exterior, ${index * 45}°`, pl: `Nadwozie, ${index * 45}°` },
          category: { en: 'Exterior', pl: 'Nadwozie' },
        })),
        {
          image: { id: PANORAMA_ID, size: '1600x900', alt: `The ${model.name} cabin` },
          caption: { en: 'The cabin', pl: 'Wnętrze' },
          category: { en: 'Interior', pl: 'Wnętrze' },
        },
        ...model.images.map((id) => ({
          image: { id, size: '1600x900', alt: model.name },
          caption: { en: `The ${model.name} on the road`, pl: `${model.name} w trasie` },
          category: { en: 'On the road', pl: 'W trasie' },
        })),
      ],
    ),
    block(ids.specIntro, 'snippet', {
      alignment: 'narrow-center',
      block_height: 'no-bottom-padding',
      theme: 'white-theme',
      anchor: 'specs',
      section_title: { en: 'Technical data', pl: 'Dane techniczne' },
      section_paragraph: paragraph([
        'Choose an engine and a version to see the full specification.',
        'Wybierz silnik i wersję, aby zobaczyć pełną specyfikację.',
      ]),
    }),
    block(
      ids.spec,
      'specification_accordion',
      {
        model_key: model.specKey,
        header: { en: `${model.name} specification`, pl: `Specyfikacja ${model.name}` },
        header_tag: '2',
      },
      [
        {
          accordion_title: { en: 'Warranty', pl: 'Gwarancja' },
          accordion_content: paragraph([
            'Three years or 100,000 km, whichever comes first.',
            'Trzy lata lub 100 000 km, w zależności od tego, co nastąpi wcześniej.',
          ]),
        },
        {
          accordion_title: { en: 'Service intervals', pl: 'Przeglądy' },
          accordion_content: paragraph([
            'Every 34,000 km or two years.',
            'Co 34 000 km lub co dwa lata.',
          ]),
        },
      ],
    ),
    block(ids.summary, 'model_summary', {
      car_key: model.specKey,
      model: model.name,
      bodystyle: model.bodystyle,
      specs_heading: { en: 'Versions', pl: 'Wersje' },
      has_columns: true,
      features_heading: { en: 'Standard equipment', pl: 'Wyposażenie standardowe' },
    }),
  );
  if (model.offer) {
    blocks.push(
      block(ids.offer, 'single_offer', {
        hash: model.offer,
        description_first: paragraph([
          `This month’s offer on the ${model.name}.`,
          `Oferta miesiąca na ${model.name}.`,
        ]),
      }),
    );
  }
  blocks.push(
    block(
      ids.buyer,
      'dropdown_sections_select',
      {
        dropdown_label: { en: 'I am buying as', pl: 'Kupuję jako' },
        dropdown_default: { en: 'Show everything', pl: 'Pokaż wszystko' },
        modal_title: { en: 'Information for you', pl: 'Informacje dla Ciebie' },
        modal_text: {
          en: 'We now show only what suits you.',
          pl: 'Pokazujemy teraz tylko to, co Cię dotyczy.',
        },
        button_label: { en: 'OK', pl: 'OK' },
        selection_text: { en: 'Showing information for:', pl: 'Informacje dla:' },
        edit_text: { en: 'Change', pl: 'Zmień' },
        clear_text: { en: 'Show everything', pl: 'Pokaż wszystko' },
      },
      [
        {
          option_label: { en: 'A private buyer', pl: 'Osoba prywatna' },
          option_blocks: position(ids.privateBuyer),
        },
        { option_label: { en: 'A business', pl: 'Firma' }, option_blocks: position(ids.business) },
      ],
    ),
    block(ids.privateBuyer, 'snippet', {
      alignment: 'narrow-left',
      block_height: 'normal',
      theme: 'white-theme',
      section_title: { en: 'For private buyers', pl: 'Dla klientów indywidualnych' },
      section_paragraph: paragraph([
        'Loans from 0% and a three-year service plan.',
        'Kredyt od 0% i trzyletni pakiet serwisowy.',
      ]),
    }),
    block(ids.business, 'snippet', {
      alignment: 'narrow-left',
      block_height: 'normal',
      theme: 'white-theme',
      section_title: { en: 'For businesses', pl: 'Dla firm' },
      section_paragraph: paragraph([
        'Leasing with VAT deduction and a dedicated fleet manager.',
        'Leasing z odliczeniem VAT i dedykowany opiekun floty.',
      ]),
    }),
    block(ids.prices, 'snippet', {
      alignment: 'wide-center',
      block_height: 'normal',
      theme: 'grey-theme',
      anchor: 'prices',
      section_title: { en: 'Prices and offers', pl: 'Ceny i oferty' },
      section_paragraph: paragraph([
        `See the current offers for the ${model.name}, or configure yours.`,
        `Zobacz aktualne oferty na ${model.name} lub skonfiguruj swój egzemplarz.`,
      ]),
      link: link('Current offers', 'Aktualne oferty', '/offers'),
    }),
    block(ids.configure, 'snippet', {
      alignment: 'narrow-center',
      block_height: 'normal',
      theme: 'white-theme',
      anchor: 'configure',
      section_title: { en: `Build your ${model.name}`, pl: `Skonfiguruj ${model.name}` },
      section_paragraph: {
        en: `<p>Choose the engine, colour and options, then send it to a retailer. <a href="${url}#prices">See prices</a>.</p>`,
        pl: `<p>Wybierz silnik, kolor i opcje, a potem wyślij konfigurację do dealera. <a href="${url}#prices">Zobacz ceny</a>.</p>`,
      },
    }),
    block(ids.readyToGo, 'ready_to_go_bar', {}, [
      { icon: 'arrow-right', 'rdx-link': link('Book a test drive', 'Umów jazdę próbną', '/t') },
      {
        icon: 'download',
        'rdx-link': link('Request a brochure', 'Zamów katalog', '/request-a-brochure'),
      },
      { icon: 'arrow-right', 'rdx-link': link('Find a retailer', 'Znajdź dealera', '/retailers') },
    ]),
  );
  // The tabs and the dropdown name blocks by position: the page must be in the planned order.
  if (blocks.map((b) => b.id).join() !== order.join())
    throw new Error(`Model page ${model.slug}: blocks out of order`);
  return blocks;
}
