import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue, LinkValue } from '../contract/index.js';
import type { ImageBox } from './image-box.js';
import type { imageBoxTemplate } from './image-box.schema.js';

type Data = BlockData<typeof imageBoxTemplate>;

describe('ImageBox types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof ImageBox>['data']>().toEqualTypeOf<Data>();
  });

  it('should require the image and type the layout by its options', () => {
    expectTypeOf<Data['fields']['image']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<Data['fields']['layout']>().toEqualTypeOf<
      'image-left' | 'image-right' | undefined
    >();
    expectTypeOf<Data['fields']['rdx-link']>().toEqualTypeOf<
      Partial<Record<string, LinkValue>> | undefined
    >();
  });
});
