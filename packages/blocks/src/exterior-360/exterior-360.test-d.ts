import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue } from '../contract/index.js';
import type { Exterior360 } from './exterior-360.js';
import type { exterior360Template } from './exterior-360.schema.js';

type Data = BlockData<typeof exterior360Template>;

describe('Exterior360 types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof Exterior360>['data']>().toEqualTypeOf<Data>();
  });

  it('should require an image in every frame and keep the hints translatable', () => {
    expectTypeOf<Data['groups'][number]['image']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<Data['fields']['clickToInteract']>().toEqualTypeOf<
      Partial<Record<string, string>> | undefined
    >();
    expectTypeOf<Data['fields']['has_autostart']>().toEqualTypeOf<boolean | undefined>();
  });
});
