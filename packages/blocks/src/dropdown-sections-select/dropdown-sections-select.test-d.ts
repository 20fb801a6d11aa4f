import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData } from '../contract/index.js';
import type { DropdownSectionsSelect } from './dropdown-sections-select.js';
import type { dropdownSectionsSelectTemplate } from './dropdown-sections-select.schema.js';

type Data = BlockData<typeof dropdownSectionsSelectTemplate>;

describe('DropdownSectionsSelect types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof DropdownSectionsSelect>['data']>().toEqualTypeOf<Data>();
  });

  it('should type the texts as translatable and each option’s blocks as plain text', () => {
    expectTypeOf<Data['fields']['selection_text']>().toEqualTypeOf<Partial<Record<string, string>> | undefined>();
    expectTypeOf<Data['groups'][number]['option_label']>().toEqualTypeOf<Partial<Record<string, string>>>();
    expectTypeOf<Data['groups'][number]['option_blocks']>().toEqualTypeOf<string>();
  });
});
