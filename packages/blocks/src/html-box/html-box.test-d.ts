import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { HtmlBox } from './html-box.js';
import type { htmlBoxTemplate } from './html-box.schema.js';

type Data = BlockData<typeof htmlBoxTemplate>;

describe('HtmlBox types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof HtmlBox>['data']>().toEqualTypeOf<Data>();
  });

  it('should require the HTML, one per locale', () => {
    expectTypeOf<Data['fields']['html']>().toEqualTypeOf<Partial<Record<string, string>>>();
  });
});
