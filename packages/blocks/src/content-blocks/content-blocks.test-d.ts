import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue, LinkValue } from '../contract/index.js';
import type { ContentBlocks } from './content-blocks.js';
import type { contentBlocksTemplate } from './content-blocks.schema.js';

type Data = BlockData<typeof contentBlocksTemplate>;

describe('ContentBlocks types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof ContentBlocks>['data']>().toEqualTypeOf<Data>();
  });

  it('should type the layout fields by their options', () => {
    expectTypeOf<Data['fields']['col-numbers']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Data['fields']['font_size']>().toEqualTypeOf<'big' | 'small-size' | undefined>();
    expectTypeOf<Data['fields']['header_font']>().toEqualTypeOf<
      'primary' | 'secondary' | undefined
    >();
    expectTypeOf<Data['fields']['dir']>().toEqualTypeOf<'ltr' | 'rtl' | undefined>();
  });

  it('should require a heading per card, the image and link optional', () => {
    type Card = Data['groups'][number];
    expectTypeOf<Card['heading']>().toEqualTypeOf<Partial<Record<string, string>>>();
    expectTypeOf<Card['image']>().toEqualTypeOf<ImageValue | undefined>();
    expectTypeOf<Card['rdx-link']>().toEqualTypeOf<
      Partial<Record<string, LinkValue>> | undefined
    >();
  });
});
