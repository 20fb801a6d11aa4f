import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue, LinkValue } from '../contract/index.js';
import type { IconsTimeline } from './icons-timeline.js';
import type { iconsTimelineTemplate } from './icons-timeline.schema.js';

type Data = BlockData<typeof iconsTimelineTemplate>;

describe('IconsTimeline types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof IconsTimeline>['data']>().toEqualTypeOf<Data>();
  });

  it('should require year and model per entry, the button a link per locale', () => {
    type Entry = Data['groups'][number];
    expectTypeOf<Entry['year']>().toEqualTypeOf<string>();
    expectTypeOf<Entry['model']>().toEqualTypeOf<string>();
    expectTypeOf<Entry['icon']>().toEqualTypeOf<ImageValue | undefined>();
    expectTypeOf<Entry['button']>().toEqualTypeOf<Partial<Record<string, LinkValue>> | undefined>();
  });
});
