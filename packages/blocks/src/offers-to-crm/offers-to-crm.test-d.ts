import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { OffersToCrm } from './offers-to-crm.js';
import type { offersToCrmTemplate } from './offers-to-crm.schema.js';

type Data = BlockData<typeof offersToCrmTemplate>;

describe('Offers to CRM types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof OffersToCrm>['data']>().toEqualTypeOf<Data>();
  });

  it('should keep the form and its offer field as text', () => {
    expectTypeOf<Data['fields']['form_id']>().toEqualTypeOf<string>();
  });
});
