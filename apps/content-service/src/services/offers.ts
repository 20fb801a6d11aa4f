import { asc, eq } from 'drizzle-orm';
import type { Locale, Offer, OfferCarModel } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { offerCarModels, offers } from '../db/schema.js';

/** Offers of the /offers page and the car additional data (prices) the navigation shows. */
export function createOfferService(db: Database) {
  return {
    /** The offers of `locale` in page order, each with its sub-offers. */
    async list(locale: Locale): Promise<Offer[]> {
      const rows = await db
        .select()
        .from(offers)
        .where(eq(offers.locale, locale))
        .orderBy(asc(offers.position), asc(offers.id));
      return rows.map((row) => ({
        car_model_key: row.car_model_key,
        anchor: row.anchor,
        title: row.title,
        suboffers: row.suboffers.map(({ anchor, title }) => ({ anchor, title })),
      }));
    },

    /** Every car model's key, price and lease price, ordered by key. */
    async carModels(): Promise<OfferCarModel[]> {
      return db
        .select({
          key: offerCarModels.key,
          price: offerCarModels.price,
          lease_price: offerCarModels.lease_price,
        })
        .from(offerCarModels)
        .orderBy(asc(offerCarModels.key));
    },
  };
}
