import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { Tabs } from './tabs.js';
import type { tabsTemplate } from './tabs.schema.js';

type Data = BlockData<typeof tabsTemplate>;

describe('Tabs types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof Tabs>['data']>().toEqualTypeOf<Data>();
  });

  it('should require a label and a block per tab, the icon optional', () => {
    expectTypeOf<Data['groups'][number]['tab_id']>().toEqualTypeOf<string>();
    expectTypeOf<Data['groups'][number]['tab_label']>().toEqualTypeOf<Partial<Record<string, string>>>();
    expectTypeOf<Data['groups'][number]['tab_icon']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Data['fields']['blocks_count']>().toEqualTypeOf<number | undefined>();
  });
});
