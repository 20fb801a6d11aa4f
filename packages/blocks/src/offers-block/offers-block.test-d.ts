import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { OffersBlock } from './offers-block.js';
import type { offersBlockTemplate } from './offers-block.schema.js';

type Data = BlockData<typeof offersBlockTemplate>;

describe('OffersBlock types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof OffersBlock>['data']>().toEqualTypeOf<Data>();
  });

  it('should type the categories as yes/no and leave separators out', () => {
    expectTypeOf<Data['fields']['branded_goods']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Data['fields']>().not.toHaveProperty('categories');
  });
});
