import type { NavEntry, Offer, OfferCarModel } from '@forecourt/api-client';

let nextId = 5000;
const entry = (e: Partial<NavEntry> & { label: string }): NavEntry => ({
  id: ++nextId,
  url: null,
  description: null,
  image_id: null,
  disclaimer: null,
  metadata: {},
  children: [],
  ...e,
});

const link = (label: string, url: string) => entry({ label, url, metadata: { type: 'link' } });
const button = (label: string, url: string, buttonStyle = 'primary') =>
  entry({ label, url, metadata: { type: 'button', buttonStyle } });

const variant = (label: string, description: string, image: string, url: string) =>
  entry({
    label,
    url,
    description,
    image_id: image,
    metadata: { type: 'templateInfo' },
    children: [
      link('Technical data', `${url}#specs`),
      link('Price list', `${url}#prices`),
      button('Book a test drive', '/offers#test-drive'),
      button('Configure', `${url}#configure`, 'secondary'),
    ],
  });

const model = (
  label: string,
  carKey: string,
  hasLeasePrice: boolean,
  image: string,
  url: string,
  children: NavEntry[] = [],
) =>
  entry({
    label,
    url,
    image_id: image,
    description: `${label}: prices, equipment, test drive`,
    disclaimer: 'Prices include VAT.',
    metadata: {
      type: 'listItem',
      carKey,
      hasLeasePrice,
      offerCarModelKey: carKey,
      offerButtonLabel: 'Offer',
      offerButtonIcon: 'arrow-right',
    },
    children,
  });

/** The seeded demo site's 'Models' entry (apps/content-service/src/seed/content.ts), in English. */
export const seededCarsEntry: NavEntry = entry({
  label: 'Models',
  url: '/models',
  metadata: { type: 'listItem', template: 'cars', position: 1 },
  children: [
    entry({
      label: 'Range Rover',
      metadata: { type: 'listItem' },
      children: [
        model(
          'Range Rover Sport',
          'range-rover-sport',
          true,
          'seed-hero-range-rover-sport',
          '/models/range-rover-sport',
          [
            variant(
              'Plug-in hybrid',
              'P460e: up to 113 km on electricity alone.',
              'seed-hero-range-rover-sport',
              '/models/range-rover-sport',
            ),
            variant(
              'Diesel MHEV',
              'D300 and D350 mild-hybrid diesels with all-wheel drive.',
              'seed-discovery',
              '/models/range-rover-sport',
            ),
          ],
        ),
        model(
          'Range Rover Evoque',
          'range-rover-evoque',
          true,
          'seed-hero-range-rover-sport',
          '/models/range-rover-evoque',
        ),
      ],
    }),
    entry({
      label: 'Defender',
      metadata: { type: 'listItem' },
      children: [
        model('Defender', 'defender', false, 'seed-defender', '/models/defender', [
          variant(
            'Defender 110',
            'Five doors, up to seven seats.',
            'seed-defender',
            '/models/defender',
          ),
        ]),
      ],
    }),
    entry({
      label: 'Discovery',
      metadata: { type: 'listItem' },
      children: [
        model('Discovery', 'discovery', true, 'seed-discovery', '/models/discovery'),
        model(
          'Discovery Sport',
          'discovery-sport',
          false,
          'seed-discovery',
          '/models/discovery-sport',
        ),
      ],
    }),
  ],
});

/** As `GET /api/offer_car_models` answers on the seeded site (PLN). */
export const seededCarModels: OfferCarModel[] = [
  { key: 'defender', price: 389_900, lease_price: 3_490 },
  { key: 'discovery', price: 379_900, lease_price: 3_290 },
  { key: 'discovery-sport', price: 219_900, lease_price: 1_990 },
  { key: 'range-rover-evoque', price: 229_900, lease_price: null },
  { key: 'range-rover-sport', price: 519_900, lease_price: 4_990 },
];

/** As `GET /api/offers?locale=en` answers on the seeded site (Defender has none). */
export const seededOffers: Offer[] = [
  {
    car_model_key: 'range-rover-sport',
    anchor: 'range-rover-sport',
    title: 'Range Rover Sport from 4 990 zł a month',
    suboffers: [
      { anchor: 'range-rover-sport-leasing', title: 'Leasing 103%' },
      { anchor: 'range-rover-sport-credit', title: 'Credit from 0%' },
    ],
  },
  {
    car_model_key: 'discovery',
    anchor: 'discovery',
    title: 'Discovery with a 5-year warranty',
    suboffers: [{ anchor: 'discovery-warranty', title: 'Warranty' }],
  },
  {
    car_model_key: 'discovery-sport',
    anchor: 'discovery-sport',
    title: 'Discovery Sport: stock cars',
    suboffers: [{ anchor: 'discovery-sport-stock', title: 'In stock' }],
  },
];

/** The seeded site's navigation price settings (SEED_SETTINGS). */
export const seededPriceSettings: Record<string, string> = {
  currency_symbol: 'zł',
  currency_delimiter: ' ',
  price_format: '^ %',
  full_string: 'Od <span>^ %</span>',
  lease_full_string: 'lub <span>@ / mies.</span>',
  navigation_currency_symbol: 'zł',
  navigation_price_format: '^ %',
  navigation_currency_delimiter: ' ',
  navigation_full_string: 'From <span>^ %</span>',
  navigation_lease_full_string: 'or <span>@ / month</span>',
};
