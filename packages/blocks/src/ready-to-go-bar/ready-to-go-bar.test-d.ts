import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, LinkValue } from '../contract/index.js';
import type { ReadyToGoBar } from './ready-to-go-bar.js';
import type { readyToGoBarTemplate } from './ready-to-go-bar.schema.js';

type Data = BlockData<typeof readyToGoBarTemplate>;

describe('ReadyToGoBar types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof ReadyToGoBar>['data']>().toEqualTypeOf<Data>();
  });

  it('should require a link per action, the icon optional', () => {
    expectTypeOf<Data['groups'][number]['rdx-link']>().toEqualTypeOf<
      Partial<Record<string, LinkValue>>
    >();
    expectTypeOf<Data['groups'][number]['icon']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Data['fields']['electrifies']>().toEqualTypeOf<boolean | undefined>();
  });
});
