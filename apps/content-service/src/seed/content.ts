/** Demo content of a Polish-market site, in Polish and English. */
import type { Block } from '@forecourt/api-client';
import type { PageContent } from '../db/schema.js';
import { INFO_PAGES, infoPageBlocks } from './site-pages.js';
import { RETAILER_LOCATOR_PAGES } from './retailer-locator.js';
import { FINANCE_PAGES } from './finance.js';
import { MAP_UPDATE_PAGES } from './map-update.js';
import { QUIZ_PAGES } from './quiz-pages.js';
import { DEFENDER_QUIZ_PAGES } from './defender-quiz.js';
import { MODEL_PAGES, RANGE_ROVER_SPORT, modelPageBlocks } from './model-pages.js';
import { buttons, link } from './texts.js';
import { SEED_PAGE_DEFAULTS } from './page-defaults.js';


export const SEED_SETTINGS: Record<string, string> = {
  currency_symbol: 'zł',
  currency_delimiter: ' ',
  price_format: '^ %',
  full_string: 'Od <span>^ %</span>',
  lease_full_string: 'lub <span>@ / mies.</span>',
  // The vehicle page's and the stock cards' monthly instalment, in the same words.
  lease_short_string: '<span>@ / mies.</span>',
  navigation_currency_symbol: 'zł',
  navigation_price_format: '^ %',
  double_price_feature: 'true',
  double_price_symbol: 'EUR',
  double_price_rate: '0.23',
  'price.exchange_rate': '4.31',
  'price.exchange_date': '2026-11-20',
  'retailers.top_bar_text': 'Forecourt Warszawa · Autoryzowany dealer · ul. Połczyńska 10, 01-378 Warszawa',
  'cookie_consent.strategy': 'basic',
  'cookie_consent.settings.culture': 'PL',
  'exit_popup.copy': '<p>Opuszczasz stronę Forecourt Polska. You are leaving the Forecourt Poland website.</p>',
  'exit_popup.ok': 'OK',
  'exit_popup.cancel': 'Anuluj',
  'exit_popup.do_url': 'https://*\nhttp://*',
  // The site itself (relative line → this site's base) and the group's own domain never prompt.
  'exit_popup.dont_url': '/*\nhttps://www.forecourt.test/*',
  'general.global_fab': JSON.stringify([
    { link: '/offers', label: 'Oferty', target: '_self', type: 'internal', icon: 'offer' },
    { link: '/models/range-rover-sport', label: 'Jazda próbna', target: '_self', type: 'internal', icon: 'steering-wheel' },
    { link: 'tel:+48221234567', label: 'Zadzwoń', target: '_self', type: 'external', icon: 'phone' },
  ]),
  'general.global_fab_secondary': 'false',
  // general.404_page is left unset so the demo shows the spec's page-not-found texts; admins
  // override them in /admin → Settings.
};

const heroHome: Block = {
  id: 'home-hero',
  template: 'hero_title_banner',
  version: 1,
  data: {
    fields: {
      heading: { en: 'Range Rover Sport', pl: 'Range Rover Sport' },
      header_tag: '1',
      paragraph: {
        en: 'Dynamic luxury, now with a plug-in hybrid range of up to 113 km.',
        pl: 'Dynamiczny luksus, teraz z hybrydą plug-in o zasięgu do 113 km.',
      },
      'rdx-buttons': buttons(
        ['Explore the model', 'Poznaj model', '/models/range-rover-sport'],
        ['See offers', 'Zobacz oferty', '/offers'],
      ),
      image: { id: 'seed-hero-range-rover-sport', size: '1600x900', alt: 'Range Rover Sport on a mountain road at dusk' },
      // The play button opens the site's video modal (YouTube behind marketing consent).
      yt: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      height: 'tall',
      position: 'center',
      boxposition: 'left',
      box_color: 'dark-theme',
    },
    groups: [],
  },
};

/** A snippet section of /offers whose id is `rdx-<anchor>` (a sub-offer anchor of seed/offers.ts). */
const offerSection = (
  anchor: string,
  { title, text }: { title: [string, string]; text: [string, string] },
): Block => ({
  id: `offers-${anchor}`,
  template: 'snippet',
  version: 1,
  data: {
    fields: {
      anchor,
      section_title: { en: title[0], pl: title[1] },
      section_paragraph: { en: text[0], pl: text[1] },
    },
    groups: [],
  },
});

const snippetHome: Block = {
  id: 'home-snippet',
  template: 'snippet',
  version: 1,
  data: {
    fields: {
      alignment: 'wide-center',
      block_height: 'normal',
      theme: 'white-theme',
      section_title: { en: 'Welcome to Forecourt Poland', pl: 'Witamy w Forecourt Polska' },
      section_paragraph: {
        en: '<p>Discover our models, current offers and <strong>financing from 0%</strong>. Book a test drive at your nearest retailer.</p>',
        pl: '<p>Poznaj nasze modele, aktualne oferty i <strong>finansowanie od 0%</strong>. Umów jazdę próbną u najbliższego dealera.</p>',
      },
      link: link('Current offers', 'Aktualne oferty', '/offers'),
    },
    groups: [],
  },
};

const accordionHome: Block = {
  id: 'home-faq',
  template: 'accordion',
  version: 1,
  data: {
    fields: {
      heading: { en: 'Frequently asked questions', pl: 'Najczęściej zadawane pytania' },
      header_tag: '2',
      theme: 'light-theme',
      open_all_label: { en: 'Open all', pl: 'Rozwiń wszystkie' },
      close_all_label: { en: 'Close all', pl: 'Zwiń wszystkie' },
    },
    groups: [
      {
        accordion_title: { en: 'How do I book a test drive?', pl: 'Jak umówić jazdę próbną?' },
        accordion_content: {
          en: '<p>Choose a model and a retailer, then pick a date. We will confirm by phone within one working day.</p>',
          pl: '<p>Wybierz model i dealera, a następnie termin. Potwierdzimy telefonicznie w ciągu jednego dnia roboczego.</p>',
        },
      },
      {
        accordion_title: { en: 'Are prices shown with VAT?', pl: 'Czy ceny zawierają VAT?' },
        accordion_content: {
          en: '<p>Yes. All prices are gross prices in Polish złoty and include 23% VAT.</p>',
          pl: '<p>Tak. Wszystkie ceny są cenami brutto w złotych i zawierają 23% VAT.</p>',
        },
      },
      {
        accordion_title: { en: 'Which financing options are available?', pl: 'Jakie formy finansowania są dostępne?' },
        accordion_content: {
          en: '<p>Leasing, credit and long-term rental. Ask your retailer for an individual offer.</p>',
          pl: '<p>Leasing, kredyt i wynajem długoterminowy. Zapytaj dealera o indywidualną ofertę.</p>',
        },
      },
    ],
  },
};

const quoteHome: Block = {
  id: 'home-quote',
  template: 'quote',
  version: 1,
  data: {
    fields: {
      quote: {
        en: 'The most capable and refined SUV we have ever driven on Polish roads.',
        pl: 'Najbardziej wszechstronny i dopracowany SUV, jakim jeździliśmy po polskich drogach.',
      },
      author: { en: 'Anna Kowalska', pl: 'Anna Kowalska' },
      author_position: { en: 'Editor, Auto Świat', pl: 'Redaktorka, Auto Świat' },
      theme: 'light-theme',
    },
    groups: [],
  },
};

const quoteSliderHome: Block = {
  id: 'home-quotes',
  template: 'quote_slider',
  version: 1,
  data: {
    fields: { has_timer: true, interval_seconds: 6, theme: 'grey-theme' },
    groups: [
      {
        quote: { en: 'Service was quick and the car was ready the same day.', pl: 'Serwis był szybki, a samochód gotowy tego samego dnia.' },
        author: { en: 'Piotr Nowak', pl: 'Piotr Nowak' },
        author_position: { en: 'Customer, Kraków', pl: 'Klient, Kraków' },
      },
      {
        quote: { en: 'The test drive convinced the whole family.', pl: 'Jazda próbna przekonała całą rodzinę.' },
        author: { en: 'Magdalena Wiśniewska', pl: 'Magdalena Wiśniewska' },
        author_position: { en: 'Customer, Gdańsk', pl: 'Klientka, Gdańsk' },
      },
      {
        quote: { en: 'Transparent financing, no surprises.', pl: 'Przejrzyste finansowanie, bez niespodzianek.' },
        author: { en: 'Tomasz Zieliński', pl: 'Tomasz Zieliński' },
        author_position: { en: 'Customer, Poznań', pl: 'Klient, Poznań' },
      },
    ],
  },
};

export type SeedPage = Omit<PageContent, 'parent_id'> & {
  key: string;
  parent?: string;
  status: 'published' | 'disabled';
};

const base = SEED_PAGE_DEFAULTS;

export const SEED_PAGES: SeedPage[] = [
  {
    ...base,
    key: 'home',
    path: '/',
    title: { en: 'Forecourt Poland', pl: 'Forecourt Polska' },
    meta: {
      description: {
        en: 'Official Forecourt website in Poland: models, offers, financing and test drives.',
        pl: 'Oficjalna strona Forecourt w Polsce: modele, oferty, finansowanie i jazdy próbne.',
      },
    },
    blocks: [heroHome, snippetHome, accordionHome, quoteHome, quoteSliderHome],
    status: 'published',
  },
  {
    ...base,
    key: 'models',
    path: '/models',
    page_type: 'folder',
    title: { en: 'Models', pl: 'Modele' },
    meta: { description: { en: 'All models', pl: 'Wszystkie modele' } },
    blocks: [],
    status: 'published',
  },
  {
    ...base,
    key: 'rrs',
    parent: 'models',
    path: '/models/range-rover-sport',
    title: { en: 'Range Rover Sport', pl: 'Range Rover Sport' },
    meta: {
      description: {
        en: 'Range Rover Sport: plug-in hybrid luxury SUV. Prices, equipment and lease offers.',
        pl: 'Range Rover Sport: luksusowy SUV z napędem hybrydowym plug-in. Ceny, wyposażenie i leasing.',
      },
    },
    // Its own opening (hero, in-page navigation and the sections it links to), then the model
    // page's blocks as every model has them.
    blocks: modelPageBlocks(RANGE_ROVER_SPORT, [
      {
        ...heroHome,
        id: 'rrs-hero',
        data: {
          ...heroHome.data,
          fields: {
            ...heroHome.data.fields,
            heading: { en: 'Range Rover Sport', pl: 'Range Rover Sport' },
            paragraph: { en: 'From 489 000 zł.', pl: 'Od 489 000 zł.' },
            'rdx-buttons': buttons(['Book a test drive', 'Umów jazdę próbną', '/offers#test-drive']),
          },
        },
      },
      {
        // [in-page-nav] Sticky links to the sections below (blocks by their stable id, which
        // survives reordering, and a Snippet's anchor).
        id: 'rrs-in-page-nav',
        template: 'in_page_navigation',
        version: 1,
        data: {
          fields: {
            goTopShort: { en: 'Top', pl: 'Do góry' },
            goTopFull: { en: 'Back to top', pl: 'Powrót na górę' },
          },
          groups: [
            { label: { en: 'Overview', pl: 'Przegląd' }, blockId: 'block-rrs-intro' },
            { label: { en: 'Technical data', pl: 'Dane techniczne' }, blockId: 'block-rrs-specs' },
            { label: { en: 'Equipment', pl: 'Wyposażenie' }, blockId: 'block-rrs-equipment' },
            { label: { en: 'Leasing', pl: 'Leasing' }, blockId: 'rdx-leasing' },
          ],
        },
      },
      {
        id: 'rrs-intro',
        template: 'snippet',
        version: 1,
        data: {
          fields: {
            alignment: 'narrow-left',
            block_height: 'normal',
            theme: 'white-theme',
            section_title: { en: 'Sporting luxury', pl: 'Sportowy luksus' },
            section_paragraph: {
              en: '<p>Adaptive air suspension, all-wheel drive and a cabin made of sustainable materials.</p>',
              pl: '<p>Adaptacyjne zawieszenie pneumatyczne, napęd na cztery koła i wnętrze z materiałów zrównoważonych.</p>',
            },
          },
          groups: [],
        },
      },
      {
        id: 'rrs-specs',
        template: 'accordion',
        version: 1,
        data: {
          fields: { heading: { en: 'Technical data', pl: 'Dane techniczne' }, header_tag: '2', theme: 'white-theme' },
          groups: [
            {
              accordion_title: { en: 'Engines', pl: 'Silniki' },
              accordion_content: { en: '<p>P460e plug-in hybrid, D300 mild hybrid diesel.</p>', pl: '<p>P460e hybryda plug-in, D300 miękka hybryda diesel.</p>' },
            },
            {
              accordion_title: { en: 'Dimensions', pl: 'Wymiary' },
              accordion_content: { en: '<p>Length 4946 mm, width 2209 mm.</p>', pl: '<p>Długość 4946 mm, szerokość 2209 mm.</p>' },
            },
          ],
        },
      },
      // [in-page-nav] Sections the in-page navigation links to.
      {
        id: 'rrs-equipment',
        template: 'snippet',
        version: 1,
        data: {
          fields: {
            alignment: 'narrow-left',
            theme: 'light-theme',
            section_title: { en: 'Equipment', pl: 'Wyposażenie' },
            section_paragraph: {
              en: '<p>Pivi Pro infotainment with two 13.1-inch screens, Meridian sound and a heated steering wheel as standard.</p>',
              pl: '<p>System Pivi Pro z dwoma ekranami 13,1 cala, nagłośnienie Meridian i podgrzewana kierownica w standardzie.</p>',
            },
          },
          groups: [],
        },
      },
      {
        id: 'rrs-leasing',
        template: 'snippet',
        version: 1,
        data: {
          fields: {
            alignment: 'narrow-left',
            anchor: 'leasing',
            section_title: { en: 'Leasing', pl: 'Leasing' },
            section_paragraph: {
              en: '<p>Range Rover Sport in a 103% lease from 4 990 zł net a month over 36 months.</p>',
              pl: '<p>Range Rover Sport w leasingu 103% od 4 990 zł netto miesięcznie przez 36 miesięcy.</p>',
            },
            link: link('See the offer', 'Zobacz ofertę', '/offers#rdx-range-rover-sport-leasing'),
          },
          groups: [],
        },
      },
    ]),
    status: 'published',
  },
  {
    ...base,
    key: 'offers',
    path: '/offers',
    title: { en: 'Offers', pl: 'Oferty' },
    meta: {
      description: {
        en: 'Current offers: leasing from 1 990 zł per month and financing from 0%.',
        pl: 'Aktualne oferty: leasing od 1 990 zł miesięcznie i finansowanie od 0%.',
      },
    },
    blocks: [
      {
        id: 'offers-hero',
        template: 'hero_title_banner',
        version: 1,
        data: {
          fields: {
            heading: { en: 'Current offers', pl: 'Aktualne oferty' },
            header_tag: '1',
            image: { id: 'seed-offers', size: '900x586', alt: 'Showroom with cars on display' },
            height: 'short',
            box_color: 'light-theme',
          },
          groups: [],
        },
      },
      // One section per offer, at its first sub-offer's anchor: the breadcrumbs' offers dropdown
      // and the cars panel link to `/offers?suboffer=rdx-<anchor>#rdx-<first sub-offer anchor>`.
      offerSection('range-rover-sport-leasing', {
        title: ['Range Rover Sport: leasing 103%', 'Range Rover Sport: leasing 103%'],
        text: [
          '<p>From 4 990 zł net a month, with a 3% initial payment and 103% total cost over 36 months.</p>',
          '<p>Od 4 990 zł netto miesięcznie, z opłatą wstępną 3% i całkowitym kosztem 103% w 36 miesięcy.</p>',
        ],
      }),
      offerSection('discovery-warranty', {
        title: ['Discovery: 5-year warranty', 'Discovery: 5 lat gwarancji'],
        text: [
          '<p>Every new Discovery comes with a 5-year or 150 000 km manufacturer warranty.</p>',
          '<p>Każde nowe Discovery ma 5-letnią gwarancję producenta lub do 150 000 km.</p>',
        ],
      }),
      offerSection('discovery-sport-stock', {
        title: ['Discovery Sport: in stock', 'Discovery Sport: dostępne od ręki'],
        text: [
          '<p>Discovery Sport cars ready to drive away from our retailers this month.</p>',
          '<p>Samochody Discovery Sport gotowe do odbioru u naszych dealerów jeszcze w tym miesiącu.</p>',
        ],
      }),
      {
        id: 'offers-terms',
        template: 'snippet',
        version: 1,
        data: {
          fields: {
            alignment: 'disclaimer-left',
            theme: 'grey-theme',
            section_paragraph: {
              en: '<p>Offers valid until 31.12.2026 for 2021 models only. Prices include VAT.</p>',
              pl: '<p>Oferty ważne do 31.12.2026 wyłącznie dla modeli 2021. Ceny zawierają VAT.</p>',
            },
            // An outbound link, so the exit popup has something to intercept in the demo.
            link: {
              en: { labelText: 'Financing terms at our bank partner', href: 'https://bank.forecourt-partner.example/terms', type: 'external', target: '_blank' },
              pl: { labelText: 'Warunki finansowania u partnera bankowego', href: 'https://bank.forecourt-partner.example/terms', type: 'external', target: '_blank' },
            },
          },
          groups: [],
        },
      },
    ],
    status: 'published',
  },
  {
    // [minimal-topbar] A partner brand's page: only a logo and its title at the top
    // (site-shell.md §2 "A minimal topbar variant…"), no navigation, breadcrumbs or floating menu.
    ...base,
    key: 'partner-programme',
    path: '/partner-programme',
    title: { en: 'Partner programme', pl: 'Program partnerski' },
    meta: {
      description: {
        en: 'Approved partner workshops: servicing and bodywork to Forecourt standards.',
        pl: 'Autoryzowane warsztaty partnerskie: serwis i naprawy blacharskie według standardów Forecourt.',
      },
      layout: 'minimal',
    },
    blocks: [
      {
        id: 'partner-intro',
        template: 'snippet',
        version: 1,
        data: {
          fields: {
            section_title: { en: 'Partner programme', pl: 'Program partnerski' },
            section_paragraph: {
              en: '<p>Independent workshops certified to service and repair our cars with genuine parts and trained technicians.</p>',
              pl: '<p>Niezależne warsztaty certyfikowane do serwisu i napraw naszych samochodów z oryginalnymi częściami i przeszkolonymi technikami.</p>',
            },
          },
          groups: [],
        },
      },
      {
        id: 'partner-join',
        template: 'snippet',
        version: 1,
        data: {
          fields: {
            section_title: { en: 'How to join', pl: 'Jak dołączyć' },
            section_paragraph: {
              en: '<p>Apply with your workshop details; our field team visits within two weeks to audit equipment and training.</p>',
              pl: '<p>Zgłoś swój warsztat; nasz zespół odwiedzi Cię w ciągu dwóch tygodni, by sprawdzić wyposażenie i szkolenia.</p>',
            },
          },
          groups: [],
        },
      },
    ],
    status: 'published',
  },
  {
    ...base,
    key: 'old-offers',
    path: '/stare-oferty',
    type: 'url_redirection',
    to: '/offers',
    http_code: 301,
    title: { en: 'Old offers (moved)', pl: 'Stare oferty (przeniesione)' },
    meta: { description: {} },
    blocks: [],
    status: 'published',
  },
  {
    ...base,
    key: 'hidden',
    path: '/ukryta-strona',
    title: { en: 'Hidden page', pl: 'Ukryta strona' },
    meta: { description: { en: 'A page kept offline for now.', pl: 'Strona tymczasowo wyłączona.' } },
    blocks: [
      {
        id: 'hidden-note',
        template: 'snippet',
        version: 1,
        data: {
          fields: {
            section_title: { en: 'Coming soon', pl: 'Wkrótce' },
            section_paragraph: { en: '<p>This campaign has not started yet.</p>', pl: '<p>Ta kampania jeszcze się nie rozpoczęła.</p>' },
          },
          groups: [],
        },
      },
    ],
    status: 'disabled',
  },
  ...MODEL_PAGES.map(
    (model): SeedPage => ({
      ...base,
      key: model.slug,
      parent: 'models',
      path: `/models/${model.slug}`,
      title: { en: model.name, pl: model.name },
      meta: { description: { en: `${model.name}: ${model.tagline[0]}`, pl: `${model.name}: ${model.tagline[1]}` } },
      blocks: modelPageBlocks(model),
      status: 'published',
    }),
  ),
  ...INFO_PAGES.map(
    (info): SeedPage => ({
      ...base,
      key: info.key,
      ...(info.parent ? { parent: info.parent } : {}),
      path: info.path,
      page_type: info.folder ? 'folder' : 'page',
      title: { en: info.title[0], pl: info.title[1] },
      meta: { description: { en: info.description[0], pl: info.description[1] } },
      blocks: infoPageBlocks(info),
      status: 'published',
    }),
  ),
  ...RETAILER_LOCATOR_PAGES,
  ...FINANCE_PAGES,
  ...MAP_UPDATE_PAGES,
  ...QUIZ_PAGES,
  ...DEFENDER_QUIZ_PAGES,
];

export const SEED_METAHEADS = [
  {
    name: 'Brand base styles',
    language: 'css' as const,
    source: ':root { --brand-accent: #005a2b; }\nbody { text-rendering: optimizeLegibility; }',
    sequence: 10,
    in_body: false,
    reload_on_each_page: false,
    page: null,
  },
  {
    name: 'Analytics data layer',
    language: 'javascript' as const,
    source: 'window.dataLayer = window.dataLayer || [];',
    sequence: 20,
    in_body: true,
    reload_on_each_page: false,
    page: null,
  },
  {
    name: 'Home hero accent',
    language: 'scss' as const,
    source: '$accent: #005a2b;\n.hero-title-banner {\n  h1 { color: $accent; }\n  .cta:hover { background: darken($accent, 5%); }\n}',
    sequence: 5,
    in_body: false,
    reload_on_each_page: true,
    page: 'home',
  },
];

export const SEED_ACCOUNTS = [
  { email: 'admin@forecourt.test', password: 'forecourt-admin', name: 'Ada Admin', roles: ['admin', 'editor'] },
  { email: 'editor@forecourt.test', password: 'forecourt-editor', name: 'Edward Editor', roles: ['editor'] },
  { email: 'visitor@forecourt.test', password: 'forecourt-visitor', name: 'Wiktor Visitor', roles: [] },
];

export interface SeedNav {
  label: { en: string; pl: string };
  url?: string;
  description?: { en: string; pl: string };
  image_id?: string;
  disclaimer?: { en: string; pl: string };
  metadata?: Record<string, unknown>;
  children?: SeedNav[];
}

const model = (
  name: string,
  carKey: string,
  hasLeasePrice: boolean,
  image: string,
  url: string,
  children: SeedNav[] = [],
): SeedNav => ({
  label: { en: name, pl: name },
  url,
  image_id: image,
  description: { en: `${name}: prices, equipment, test drive`, pl: `${name}: ceny, wyposażenie, jazda próbna` },
  disclaimer: { en: 'Prices include VAT.', pl: 'Ceny zawierają VAT.' },
  metadata: {
    type: 'listItem',
    carKey,
    hasLeasePrice,
    offerCarModelKey: carKey,
    offerButtonLabel: 'Oferta',
    offerButtonIcon: 'offer',
  },
  children,
});

/** A vehicle group of the cars panel's sidebar (its children are the models). */
const group = (en: string, pl: string, models: SeedNav[]): SeedNav => ({
  label: { en, pl },
  metadata: { type: 'listItem' },
  children: models,
});

const navLink = (en: string, pl: string, url: string): SeedNav => ({ label: { en, pl }, url, metadata: { type: 'link' } });
const navButton = (en: string, pl: string, url: string, buttonStyle = 'primary'): SeedNav => ({
  label: { en, pl },
  url,
  metadata: { type: 'button', buttonStyle },
});

/**
 * A variant of a model: one tab of the cars panel (tabs show only when a model has more than
 * one). Its own description and picture replace the model's; its children are links and buttons.
 */
const variant = (en: string, pl: string, description: { en: string; pl: string }, image: string, url: string): SeedNav => ({
  label: { en, pl },
  url,
  image_id: image,
  description,
  metadata: { type: 'templateInfo' },
  children: [
    navLink('Technical data', 'Dane techniczne', `${url}#specs`),
    navLink('Price list', 'Cennik', `${url}#prices`),
    navButton('Book a test drive', 'Umów jazdę próbną', '/offers#test-drive'),
    navButton('Configure', 'Skonfiguruj', `${url}#configure`, 'secondary'),
  ],
});

export const SEED_NAV: SeedNav[] = [
  {
    label: { en: 'Models', pl: 'Modele' },
    url: '/models',
    metadata: { type: 'listItem', template: 'cars', position: 1 },
    // Groups → models → variants (tabs). Prices come from /api/offer_car_models by carKey, offer
    // buttons from /api/offers by offerCarModelKey (seeded in ./offers.ts).
    children: [
      group('Range Rover', 'Range Rover', [
        model('Range Rover Sport', 'range-rover-sport', true, 'seed-hero-range-rover-sport', '/models/range-rover-sport', [
          variant(
            'Plug-in hybrid',
            'Hybryda plug-in',
            { en: 'P460e: up to 113 km on electricity alone.', pl: 'P460e: do 113 km wyłącznie na prądzie.' },
            'seed-hero-range-rover-sport',
            '/models/range-rover-sport',
          ),
          variant(
            'Diesel MHEV',
            'Diesel MHEV',
            { en: 'D300 and D350 mild-hybrid diesels with all-wheel drive.', pl: 'Diesle D300 i D350 z miękką hybrydą i napędem 4x4.' },
            'seed-discovery',
            '/models/range-rover-sport',
          ),
        ]),
        model('Range Rover Evoque', 'range-rover-evoque', true, 'seed-hero-range-rover-sport', '/models/range-rover-evoque'),
      ]),
      group('Defender', 'Defender', [
        model('Defender', 'defender', false, 'seed-defender', '/models/defender', [
          variant(
            'Defender 110',
            'Defender 110',
            { en: 'Five doors, up to seven seats.', pl: 'Pięcioro drzwi, do siedmiu miejsc.' },
            'seed-defender',
            '/models/defender',
          ),
        ]),
      ]),
      group('Discovery', 'Discovery', [
        model('Discovery', 'discovery', true, 'seed-discovery', '/models/discovery'),
        model('Discovery Sport', 'discovery-sport', false, 'seed-discovery', '/models/discovery-sport'),
      ]),
    ],
  },
  {
    label: { en: 'Offers', pl: 'Oferty' },
    url: '/offers',
    // Template A: links plus an image.
    image_id: 'seed-offers',
    metadata: { type: 'listItem', template: 'A', position: 2 },
    children: [
      { label: { en: 'Current offers', pl: 'Aktualne oferty' }, url: '/offers', metadata: { type: 'link' } },
      { label: { en: 'Financing', pl: 'Finansowanie' }, url: '/offers#financing', metadata: { type: 'link' } },
      { label: { en: 'Fleet and business', pl: 'Flota i biznes' }, url: '/offers#fleet', metadata: { type: 'link' } },
      { label: { en: 'Exchange rate', pl: 'Kurs wymiany' }, metadata: { type: 'exchange' } },
    ],
  },
  {
    label: { en: 'Ownership', pl: 'Posiadanie' },
    // Template B: two link columns (the first holds firstColumnLinks) plus an image.
    image_id: 'seed-defender',
    metadata: { type: 'listItem', template: 'B', position: 3, firstColumnLinks: 2 },
    children: [
      { label: { en: 'Service', pl: 'Serwis' }, url: '/ownership/service', metadata: { type: 'link' } },
      { label: { en: 'Warranty', pl: 'Gwarancja' }, url: '/ownership/warranty', metadata: { type: 'link' } },
      { label: { en: 'Accessories', pl: 'Akcesoria' }, url: '/ownership/accessories', metadata: { type: 'link' } },
      { label: { en: 'Roadside assistance', pl: 'Assistance' }, url: '/ownership/assistance', metadata: { type: 'link' } },
      { label: { en: 'Owner manuals', pl: 'Instrukcje obsługi' }, url: 'https://www.forecourt.test/manuals', metadata: { type: 'link', openInNewTab: true } },
    ],
  },
  {
    label: { en: 'Discover', pl: 'Odkryj' },
    // Template C: links plus an info block.
    image_id: 'seed-discovery',
    metadata: { type: 'listItem', template: 'C', position: 4 },
    children: [
      { label: { en: 'Electrification', pl: 'Elektryfikacja' }, url: '/discover/electric', metadata: { type: 'subLink' } },
      { label: { en: 'Adventures', pl: 'Przygody' }, url: '/discover/adventures', metadata: { type: 'subLink' } },
      {
        label: { en: 'Plug-in hybrids explained', pl: 'Hybrydy plug-in w pigułce' },
        url: '/discover/electric#phev',
        description: {
          en: 'Range, charging times and running costs in one place.',
          pl: 'Zasięg, czas ładowania i koszty eksploatacji w jednym miejscu.',
        },
        image_id: 'seed-hero-range-rover-sport',
        metadata: { type: 'templateInfo' },
      },
    ],
  },
  {
    label: { en: 'Retailers', pl: 'Dealerzy' },
    // Template D: links plus several info blocks (images 376 px wide).
    metadata: { type: 'listItem', template: 'D', position: 5 },
    children: [
      { label: { en: 'Find a retailer', pl: 'Znajdź dealera' }, url: '/retailer-locator', metadata: { type: 'link', icon: 'pin' } },
      // The stock: the used-cars list, each car opening its vehicle page.
      { label: { en: 'Used cars', pl: 'Samochody używane' }, url: '/used-cars', metadata: { type: 'link' } },
      { label: { en: 'Book a test drive', pl: 'Umów jazdę próbną' }, url: '/offers#test-drive', metadata: { type: 'button', buttonStyle: 'primary' } },
      {
        label: { en: 'Warsaw showroom', pl: 'Salon Warszawa' },
        url: '/retailers#warszawa',
        description: { en: 'ul. Połczyńska 10, open Monday to Saturday.', pl: 'ul. Połczyńska 10, otwarte od poniedziałku do soboty.' },
        image_id: 'seed-discovery',
        metadata: { type: 'templateInfo' },
      },
      {
        label: { en: 'Approved used', pl: 'Samochody używane' },
        url: '/used-cars',
        description: { en: 'Certified vehicles with a 12-month warranty.', pl: 'Certyfikowane auta z 12-miesięczną gwarancją.' },
        image_id: 'seed-offers',
        metadata: { type: 'templateInfo' },
      },
    ],
  },
  {
    label: { en: 'About us', pl: 'O nas' },
    // Template E: a section (heading and description from the info block), buttons and links, plus an image.
    image_id: 'seed-hero-range-rover-sport',
    metadata: { type: 'listItem', template: 'E', position: 6 },
    children: [
      {
        label: { en: 'Company', pl: 'Firma' },
        url: '/about',
        description: {
          en: 'Three generations of retailing British cars in Warsaw.',
          pl: 'Trzy pokolenia sprzedaży brytyjskich samochodów w Warszawie.',
        },
        metadata: { type: 'templateInfo' },
      },
      { label: { en: 'Contact', pl: 'Kontakt' }, url: '/contact', metadata: { type: 'link', openInNewTab: false } },
      { label: { en: 'Press', pl: 'Dla prasy' }, url: '/about/press', metadata: { type: 'link' } },
      { label: { en: 'Book a test drive', pl: 'Umów jazdę próbną' }, url: '/offers#test-drive', metadata: { type: 'button', buttonStyle: 'primary' } },
    ],
  },
  // The exchange-rate item of the secondary bar: its label is a template the site fills from
  // price.exchange_rate / price.exchange_date (site-shell.md §2).
  {
    label: { en: 'EUR/PLN [[exchange_rate]] ([[exchange_date]])', pl: 'EUR/PLN [[exchange_rate]] ([[exchange_date]])' },
    metadata: { type: 'exchange', position: 10 },
  },
  { label: { en: 'Search', pl: 'Szukaj' }, metadata: { type: 'search', icon: 'search', position: 7 } },
  {
    label: { en: 'Polski', pl: 'English' },
    metadata: { type: 'lang', position: 8 },
  },
  { label: { en: 'Test drive', pl: 'Jazda próbna' }, url: '/offers#test-drive', metadata: { type: 'topButton', position: 9 } },
];

/** Language-switch patterns ('pattern:replacement:flags') applied to the current URL. */
export const LANG_SWITCH_URL = {
  en: '^(https?://[^/]+)/(.*)$:$1/pl/$2:',
  pl: '^(https?://[^/]+)/pl/?(.*)$:$1/$2:',
};
