import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { EntryForm } from './entry-form.js';
import type { entryFormTemplate } from './entry-form.schema.js';

type Data = BlockData<typeof entryFormTemplate>;

describe('Entry form types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof EntryForm>['data']>().toEqualTypeOf<Data>();
  });

  it('should type the button options as the spec lists them', () => {
    expectTypeOf<Data['fields']['button_position']>().toEqualTypeOf<'left' | 'center' | 'right' | undefined>();
    expectTypeOf<Data['fields']['button_color']>().toEqualTypeOf<'default' | 'dark' | undefined>();
  });
});
