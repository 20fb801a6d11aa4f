import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue, LinkValue } from '../contract/index.js';
import type { HeroCarousel } from './hero-carousel.js';
import type { heroCarouselTemplate } from './hero-carousel.schema.js';

type Data = BlockData<typeof heroCarouselTemplate>;
type Slide = Data['groups'][number];

describe('HeroCarousel types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof HeroCarousel>['data']>().toEqualTypeOf<Data>();
  });

  it('should type the switches as bools and the heading level by option', () => {
    expectTypeOf<Data['fields']['is_main_slider']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Data['fields']['has_timer']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Data['fields']['header_tag']>().toEqualTypeOf<
      '1' | '2' | '3' | '4' | '5' | '6' | undefined
    >();
  });

  it('should require each slide’s image and heading, and type its box and videos', () => {
    expectTypeOf<Slide['image']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<Slide['heading']>().toEqualTypeOf<Partial<Record<string, string>>>();
    expectTypeOf<Slide['mobilebg']>().toEqualTypeOf<ImageValue | undefined>();
    expectTypeOf<Slide['box_position']>().toEqualTypeOf<'left' | 'center' | 'right' | undefined>();
    expectTypeOf<Slide['video_bg']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Slide['rdx-buttons']>().toEqualTypeOf<
      Partial<Record<string, LinkValue[]>> | undefined
    >();
  });
});
