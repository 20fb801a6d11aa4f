import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue } from '../contract/index.js';
import type { GalleryCarousel } from './gallery-carousel.js';
import type { galleryCarouselTemplate } from './gallery-carousel.schema.js';

type Data = BlockData<typeof galleryCarouselTemplate>;

describe('GalleryCarousel types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof GalleryCarousel>['data']>().toEqualTypeOf<Data>();
  });

  it('should type the switches as bools and the button labels per locale', () => {
    expectTypeOf<Data['fields']['can_download_wallpaper']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Data['fields']['fb_link']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Data['fields']['close_button']>().toEqualTypeOf<
      Partial<Record<string, string>> | undefined
    >();
  });

  it('should require a picture in every group', () => {
    expectTypeOf<Data['groups'][number]['image']>().toEqualTypeOf<ImageValue>();
  });
});
