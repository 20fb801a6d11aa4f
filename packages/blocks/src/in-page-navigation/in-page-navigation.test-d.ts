import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { InPageNavigationBlock } from './in-page-navigation.js';
import type { inPageNavigationTemplate } from './in-page-navigation.schema.js';

type Data = BlockData<typeof inPageNavigationTemplate>;

describe('InPageNavigationBlock types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof InPageNavigationBlock>['data']>().toEqualTypeOf<Data>();
  });

  it('should make each link’s label and block required and the go-to-top texts optional', () => {
    expectTypeOf<Data['groups'][number]['label']>().toEqualTypeOf<Partial<Record<string, string>>>();
    expectTypeOf<Data['groups'][number]['blockId']>().toEqualTypeOf<string>();
    expectTypeOf<Data['fields']['goTopFull']>().toEqualTypeOf<
      Partial<Record<string, string>> | undefined
    >();
  });
});
