import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, LinkValue } from '../contract/index.js';
import type { SingleOffer } from './single-offer.js';
import type { singleOfferTemplate } from './single-offer.schema.js';

type Data = BlockData<typeof singleOfferTemplate>;

describe('SingleOffer types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof SingleOffer>['data']>().toEqualTypeOf<Data>();
  });

  it('should require the anchor and keep hidden_fields as JSON text', () => {
    expectTypeOf<Data['fields']['hash']>().toEqualTypeOf<string>();
    expectTypeOf<Data['fields']['hidden_fields']>().toEqualTypeOf<string | undefined>();
  });

  it('should hold a call to action per locale', () => {
    expectTypeOf<Data['fields']['rdx-link']>().toEqualTypeOf<Partial<Record<string, LinkValue>> | undefined>();
  });
});
