import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { QuoteSlider } from './quote-slider.js';
import { quoteSliderFixture } from './quote-slider.fixtures.js';
import { quoteSliderTemplate } from './quote-slider.schema.js';

const meta = {
  title: 'Blocks/Content/Quote slider',
  component: QuoteSlider,
  args: { data: quoteSliderFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof QuoteSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template defaults: rotating every 6 seconds with a Play/Pause button. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const WithoutTimer: Story = {
  args: {
    data: fixture(
      quoteSliderTemplate,
      { has_timer: false, theme: 'grey-theme' },
      quoteSliderFixture.groups,
    ),
  },
};

export const SingleQuote: Story = {
  args: { data: fixture(quoteSliderTemplate, {}, quoteSliderFixture.groups.slice(0, 1)) },
};
