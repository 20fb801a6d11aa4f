import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, LinkValue } from '../contract/index.js';
import type { Snippet } from './snippet.js';
import type { snippetTemplate } from './snippet.schema.js';

type Fields = BlockData<typeof snippetTemplate>['fields'];

describe('Snippet types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof Snippet>['data']>().toEqualTypeOf<
      BlockData<typeof snippetTemplate>
    >();
  });

  it('should type selects as their option values and translatable fields per locale', () => {
    expectTypeOf<Fields['alignment']>().toEqualTypeOf<
      | 'wide-left'
      | 'wide-center'
      | 'narrow-left'
      | 'narrow-center'
      | 'disclaimer-left'
      | 'disclaimer-center'
      | undefined
    >();
    expectTypeOf<Fields['theme']>().toEqualTypeOf<
      'white-theme' | 'light-theme' | 'grey-theme' | 'dark-theme' | undefined
    >();
    expectTypeOf<Fields['section_title']>().toEqualTypeOf<
      Partial<Record<string, string>> | undefined
    >();
    expectTypeOf<Fields['link']>().toEqualTypeOf<Partial<Record<string, LinkValue>> | undefined>();
    expectTypeOf<Fields['anchor']>().toEqualTypeOf<string | undefined>();
  });

  it('should refuse values outside the schema', () => {
    // @ts-expect-error -- not one of the alignment options
    expectTypeOf<Fields>().toMatchTypeOf<{ alignment: 'diagonal' }>();
    expectTypeOf<Fields>().not.toHaveProperty('heading');
  });
});
