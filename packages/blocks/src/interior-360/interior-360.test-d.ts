import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue } from '../contract/index.js';
import type { Interior360 } from './interior-360.js';
import type { interior360Template } from './interior-360.schema.js';

type Data = BlockData<typeof interior360Template>;

describe('Interior360 types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof Interior360>['data']>().toEqualTypeOf<Data>();
  });

  it('should require the panorama and keep the four texts translatable', () => {
    expectTypeOf<Data['fields']['panorama']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<Data['fields']['resetToDash']>().toEqualTypeOf<
      Partial<Record<string, string>> | undefined
    >();
    expectTypeOf<Data['fields']['icon']>().toEqualTypeOf<string | undefined>();
  });
});
