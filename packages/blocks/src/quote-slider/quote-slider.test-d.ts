import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { QuoteSlider } from './quote-slider.js';
import type { quoteSliderTemplate } from './quote-slider.schema.js';

type Data = BlockData<typeof quoteSliderTemplate>;

describe('QuoteSlider types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof QuoteSlider>['data']>().toEqualTypeOf<Data>();
  });

  it('should type the timer fields as bool and number', () => {
    expectTypeOf<Data['fields']['has_timer']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Data['fields']['interval_seconds']>().toEqualTypeOf<number | undefined>();
  });

  it('should require a quote in every group', () => {
    expectTypeOf<Data['groups'][number]['quote']>().toEqualTypeOf<
      Partial<Record<string, string>>
    >();
  });
});
