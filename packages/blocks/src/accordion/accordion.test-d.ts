import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { Accordion } from './accordion.js';
import type { accordionTemplate } from './accordion.schema.js';

type Data = BlockData<typeof accordionTemplate>;

describe('Accordion types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof Accordion>['data']>().toEqualTypeOf<Data>();
  });

  it('should type header_tag as the six heading levels', () => {
    expectTypeOf<Data['fields']['header_tag']>().toEqualTypeOf<
      '1' | '2' | '3' | '4' | '5' | '6' | undefined
    >();
  });

  it('should type each group from field_groups_template', () => {
    expectTypeOf<Data['groups'][number]>().toEqualTypeOf<
      {
        accordion_title: Partial<Record<string, string>>;
      } & {
        accordion_content?: Partial<Record<string, string>>;
      }
    >();
  });
});
