import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { SameSizeCarousel } from './same-size-carousel.js';
import { sameSizeCarouselFixture } from './same-size-carousel.fixtures.js';
import { sameSizeCarouselTemplate } from './same-size-carousel.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Same-size carousel',
  component: SameSizeCarousel,
  args: { data: sameSizeCarouselFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof SameSizeCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards under a heading, white theme. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const WithoutHeadingGrey: Story = {
  args: {
    data: fixture(
      sameSizeCarouselTemplate,
      { theme: 'grey-theme' },
      sameSizeCarouselFixture.groups,
    ),
  },
};
