import type { Offer } from '@forecourt/api-client';

/** The categories of the Offers block, in the order it shows them. */
export const OFFER_CATEGORIES = ['new_cars', 'approved', 'owners', 'branded_goods'] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

const PREFIXES: readonly [OfferCategory, string][] = [
  ['approved', 'approved:'],
  ['owners', 'owners:'],
  ['branded_goods', 'branded_goods:'],
];

/**
 * An offer's category, read from its car model key: `approved:<key>` (approved used cars),
 * `owners:<key>` (service, parts, accessories for owners) and `branded_goods:<key>` (the
 * collection); any other key is a new car's model key, whose price the block shows.
 */
export function offerCategory(offer: Pick<Offer, 'car_model_key'>): OfferCategory {
  const key = offer.car_model_key.trim().toLowerCase();
  return PREFIXES.find(([, prefix]) => key.startsWith(prefix))?.[0] ?? 'new_cars';
}

/** The offers of each of `categories` (in the block's order), leaving out empty categories. */
export function offersByCategory(
  offers: readonly Offer[],
  categories: readonly OfferCategory[],
): { category: OfferCategory; offers: Offer[] }[] {
  return OFFER_CATEGORIES.filter((category) => categories.includes(category))
    .map((category) => ({
      category,
      offers: offers.filter((offer) => offerCategory(offer) === category),
    }))
    .filter((group) => group.offers.length > 0);
}
