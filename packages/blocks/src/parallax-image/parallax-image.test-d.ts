import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue } from '../contract/index.js';
import type { ParallaxImage } from './parallax-image.js';
import type { parallaxImageTemplate } from './parallax-image.schema.js';

type Data = BlockData<typeof parallaxImageTemplate>;

describe('ParallaxImage types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof ParallaxImage>['data']>().toEqualTypeOf<Data>();
  });

  it('should require an image per panel', () => {
    expectTypeOf<Data['groups'][number]['image']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<Data['groups'][number]['heading']>().toEqualTypeOf<
      Partial<Record<string, string>> | undefined
    >();
  });
});
