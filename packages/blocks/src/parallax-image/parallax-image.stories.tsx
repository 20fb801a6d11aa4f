import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { ParallaxImage } from './parallax-image.js';
import { parallaxImageFixture } from './parallax-image.fixtures.js';
import { parallaxImageTemplate } from './parallax-image.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Parallax image',
  component: ParallaxImage,
  args: { data: parallaxImageFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof ParallaxImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll the canvas to see the images lag; with reduced motion they stay still. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const DarkBoxSecondaryFontRtl: Story = {
  args: {
    data: fixture(
      parallaxImageTemplate,
      { box_color: 'dark-theme', header_font: 'secondary', dir: 'rtl' },
      parallaxImageFixture.groups,
    ),
  },
};

/** An image without text: no box is drawn over it. */
export const ImageOnly: Story = {
  args: {
    data: fixture(parallaxImageTemplate, {}, [{ image: parallaxImageFixture.groups[0]!.image }]),
  },
};
