import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue, LinkValue } from '../contract/index.js';
import type { SignPost } from './sign-post.js';
import type { signPostTemplate } from './sign-post.schema.js';

type Data = BlockData<typeof signPostTemplate>;

describe('SignPost types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof SignPost>['data']>().toEqualTypeOf<Data>();
  });

  it('should require a title and a link per card', () => {
    expectTypeOf<Data['groups'][number]['title']>().toEqualTypeOf<
      Partial<Record<string, string>>
    >();
    expectTypeOf<Data['groups'][number]['rdx-link']>().toEqualTypeOf<
      Partial<Record<string, LinkValue>>
    >();
    expectTypeOf<Data['groups'][number]['image']>().toEqualTypeOf<ImageValue | undefined>();
  });
});
