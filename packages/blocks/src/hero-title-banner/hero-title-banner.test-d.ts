import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue, LinkValue } from '../contract/index.js';
import type { HeroTitleBanner } from './hero-title-banner.js';
import type { heroTitleBannerTemplate } from './hero-title-banner.schema.js';

type Fields = BlockData<typeof heroTitleBannerTemplate>['fields'];

describe('HeroTitleBanner types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof HeroTitleBanner>['data']>().toEqualTypeOf<
      BlockData<typeof heroTitleBannerTemplate>
    >();
  });

  it('should require the heading and background image, not the mobile image', () => {
    expectTypeOf<Fields['heading']>().toEqualTypeOf<Partial<Record<string, string>>>();
    expectTypeOf<Fields['image']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<Fields['mobilebg']>().toEqualTypeOf<ImageValue | undefined>();
  });

  it('should type the optional video and its per-locale play label as text', () => {
    expectTypeOf<Fields['yt']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Fields['yt_label']>().toEqualTypeOf<Partial<Record<string, string>> | undefined>();
  });

  it('should type buttons as a list of links per locale and the layout selects by option', () => {
    expectTypeOf<Fields['rdx-buttons']>().toEqualTypeOf<
      Partial<Record<string, LinkValue[]>> | undefined
    >();
    expectTypeOf<Fields['height']>().toEqualTypeOf<'tall' | 'short' | undefined>();
    expectTypeOf<Fields['boxposition']>().toEqualTypeOf<'left' | 'center' | 'right' | undefined>();
  });
});
