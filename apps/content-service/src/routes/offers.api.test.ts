import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  navEntrySchema,
  offerCarModelSchema,
  offerSchema,
  type NavEntry,
} from '@forecourt/api-client';
import { z } from 'zod';
import { SEED_CAR_MODELS } from '../seed/offers.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

const getJson = async (path: string) => {
  const response = await service.fetch(path);
  return { response, body: (await response.json()) as any };
};

const models = (tree: NavEntry[]) =>
  tree.find((e) => e.metadata.template === 'cars')!.children.flatMap((group) => group.children);

describe('given the seeded Polish-market offers', () => {
  describe('GET /api/offers', () => {
    it('should answer the English offers in page order, each with anchored sub-offers', async () => {
      const { response, body } = await getJson('/api/offers');
      expect(response.status).toBe(200);
      const offers = z.array(offerSchema).parse(body.data);
      expect(offers.map((o) => o.car_model_key)).toEqual([
        'range-rover-sport',
        'discovery',
        'discovery-sport',
      ]);
      expect(offers[0]).toEqual({
        car_model_key: 'range-rover-sport',
        anchor: 'range-rover-sport',
        title: 'Range Rover Sport from 4 990 zł a month',
        suboffers: [
          { anchor: 'range-rover-sport-leasing', title: 'Leasing 103%' },
          { anchor: 'range-rover-sport-credit', title: 'Credit from 0%' },
        ],
      });
      expect(response.headers.get('cache-control')).toContain('max-age=60');
    });

    it('should answer the Polish titles for locale=pl with the same anchors', async () => {
      const { body } = await getJson('/api/offers?locale=pl');
      const offers = z.array(offerSchema).parse(body.data);
      expect(offers[0]!.title).toBe('Range Rover Sport od 4 990 zł miesięcznie');
      expect(offers[0]!.suboffers.map((s) => s.anchor)).toEqual([
        'range-rover-sport-leasing',
        'range-rover-sport-credit',
      ]);
    });

    it('should fall back to English for an unknown locale', async () => {
      const { body } = await getJson('/api/offers?locale=xx');
      expect(body.data[0].title).toBe('Range Rover Sport from 4 990 zł a month');
    });

    it('should hold an offer for some navigation models and none for others (the offer button rule)', async () => {
      const tree = z.array(navEntrySchema).parse((await getJson('/api/nav_entries')).body.data);
      const offerKeys = new Set(
        (await getJson('/api/offers')).body.data.map(
          (o: { car_model_key: string }) => o.car_model_key,
        ),
      );
      const withOffer = models(tree).filter((m) => offerKeys.has(m.metadata.offerCarModelKey));
      expect(withOffer.map((m) => m.metadata.carKey)).toEqual([
        'range-rover-sport',
        'discovery',
        'discovery-sport',
      ]);
      expect(
        models(tree).find((m) => m.metadata.carKey === 'defender')!.metadata.offerButtonLabel,
      ).toBe('Offer');
    });
  });

  describe('GET /api/offer_car_models', () => {
    it('should answer key, price and lease price of every car model in PLN, by key', async () => {
      const { response, body } = await getJson('/api/offer_car_models');
      expect(response.status).toBe(200);
      const carModels = z.array(offerCarModelSchema).parse(body.data);
      expect(carModels).toEqual([...SEED_CAR_MODELS].sort((a, b) => a.key.localeCompare(b.key)));
      expect(carModels.find((m) => m.key === 'range-rover-evoque')!.lease_price).toBeNull();
    });

    it('should price every model of the cars navigation by its carKey', async () => {
      const tree = z
        .array(navEntrySchema)
        .parse((await getJson('/api/nav_entries?locale=pl')).body.data);
      const keys = new Set(
        (await getJson('/api/offer_car_models')).body.data.map((m: { key: string }) => m.key),
      );
      for (const model of models(tree))
        expect(keys.has(model.metadata.carKey!), model.label).toBe(true);
    });
  });
});
