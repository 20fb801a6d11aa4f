import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { Quote } from './quote.js';
import type { quoteTemplate } from './quote.schema.js';

type Data = BlockData<typeof quoteTemplate>;

describe('Quote types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof Quote>['data']>().toEqualTypeOf<Data>();
  });

  it('should make the required quote non-optional and the rest optional', () => {
    expectTypeOf<Data['fields']['quote']>().toEqualTypeOf<Partial<Record<string, string>>>();
    expectTypeOf<Data['fields']['author']>().toEqualTypeOf<
      Partial<Record<string, string>> | undefined
    >();
  });

  it('should have no group fields', () => {
    expectTypeOf<keyof Data['groups'][number]>().toEqualTypeOf<never>();
  });
});
