import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { ColorPickerSlider } from './color-picker-slider.js';
import { colorPickerSliderFixture } from './color-picker-slider.fixtures.js';
import { colorPickerSliderTemplate } from './color-picker-slider.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Color picker slider',
  component: ColorPickerSlider,
  args: { data: colorPickerSliderFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof ColorPickerSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three colours with a tagline, a paragraph and a link. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** The editor's own word for "Colour", no link, grey theme. */
export const OwnColourWord: Story = {
  args: {
    data: fixture(
      colorPickerSliderTemplate,
      {
        ...colorPickerSliderFixture.fields,
        link_url: undefined,
        colour_translation: { en: 'Paint', pl: 'Lakier' },
        theme: 'grey-theme',
      },
      colorPickerSliderFixture.groups,
    ),
  },
};
