import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { BlockData, ImageValue } from '../contract/index.js';
import type { ColorPickerSlider } from './color-picker-slider.js';
import type { colorPickerSliderTemplate } from './color-picker-slider.schema.js';

type Data = BlockData<typeof colorPickerSliderTemplate>;
type Colour = Data['groups'][number];

describe('ColorPickerSlider types', () => {
  it('should take its data type from the template', () => {
    expectTypeOf<ComponentProps<typeof ColorPickerSlider>['data']>().toEqualTypeOf<Data>();
  });

  it('should require the main image, the thumbnail and the colour name of every colour', () => {
    expectTypeOf<Colour['image']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<Colour['thumbnail']>().toEqualTypeOf<ImageValue>();
    expectTypeOf<Colour['link_label']>().toEqualTypeOf<Partial<Record<string, string>>>();
  });
});
