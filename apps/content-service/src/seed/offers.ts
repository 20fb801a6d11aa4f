/**
 * Polish-market offers: car additional data (prices in PLN, keyed like the navigation's
 * `carKey`) and the offers of the /offers page with their sub-offers, in both locales.
 */
import { count } from 'drizzle-orm';
import type { Locale } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { offerCarModels, offers } from '../db/schema.js';

/** Whole PLN; `lease_price` is monthly, null where the model has no lease offer. */
export const SEED_CAR_MODELS = [
  { key: 'range-rover-sport', price: 519_900, lease_price: 4_990 },
  { key: 'range-rover-evoque', price: 229_900, lease_price: null },
  { key: 'defender', price: 389_900, lease_price: 3_490 },
  { key: 'discovery', price: 379_900, lease_price: 3_290 },
  { key: 'discovery-sport', price: 219_900, lease_price: 1_990 },
];

type Text = Record<Locale, string>;
interface SeedOffer {
  car_model_key: string;
  anchor: string;
  title: Text;
  suboffers: { anchor: string; title: Text }[];
}

/** Offers on /offers (anchors: the page's `rdx-<anchor>` sections). Defender deliberately has none. */
export const SEED_OFFERS: SeedOffer[] = [
  {
    car_model_key: 'range-rover-sport',
    anchor: 'range-rover-sport',
    title: {
      en: 'Range Rover Sport from 4 990 zł a month',
      pl: 'Range Rover Sport od 4 990 zł miesięcznie',
    },
    suboffers: [
      { anchor: 'range-rover-sport-leasing', title: { en: 'Leasing 103%', pl: 'Leasing 103%' } },
      { anchor: 'range-rover-sport-credit', title: { en: 'Credit from 0%', pl: 'Kredyt od 0%' } },
    ],
  },
  {
    car_model_key: 'discovery',
    anchor: 'discovery',
    title: { en: 'Discovery with a 5-year warranty', pl: 'Discovery z 5-letnią gwarancją' },
    suboffers: [{ anchor: 'discovery-warranty', title: { en: 'Warranty', pl: 'Gwarancja' } }],
  },
  {
    car_model_key: 'discovery-sport',
    anchor: 'discovery-sport',
    title: { en: 'Discovery Sport: stock cars', pl: 'Discovery Sport: samochody od ręki' },
    suboffers: [
      { anchor: 'discovery-sport-stock', title: { en: 'In stock', pl: 'Dostępne od ręki' } },
    ],
  },
];

/** Seeds the offers once: added to databases seeded before offers existed, never duplicated. */
export async function seedOffers(db: Database, locales: readonly Locale[]): Promise<void> {
  const [{ total }] = (await db.select({ total: count() }).from(offerCarModels)) as [
    { total: number },
  ];
  if (Number(total) > 0) return;
  await db.insert(offerCarModels).values(SEED_CAR_MODELS);
  await db.insert(offers).values(
    locales.flatMap((locale) =>
      SEED_OFFERS.map((offer, position) => ({
        locale,
        car_model_key: offer.car_model_key,
        anchor: offer.anchor,
        title: offer.title[locale],
        suboffers: offer.suboffers.map((s) => ({ anchor: s.anchor, title: s.title[locale] })),
        position,
      })),
    ),
  );
}
