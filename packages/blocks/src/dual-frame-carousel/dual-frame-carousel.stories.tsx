import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { DualFrameCarousel } from './dual-frame-carousel.js';
import { dualFrameCarouselFixture } from './dual-frame-carousel.fixtures.js';
import { dualFrameCarouselTemplate } from './dual-frame-carousel.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Dual frame carousel',
  component: DualFrameCarousel,
  args: { data: dualFrameCarouselFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof DualFrameCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three stories, picture on the left. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const PictureRightGrey: Story = {
  args: {
    data: fixture(
      dualFrameCarouselTemplate,
      { ...dualFrameCarouselFixture.fields, image_side: 'right', theme: 'grey-theme' },
      dualFrameCarouselFixture.groups,
    ),
  },
};
