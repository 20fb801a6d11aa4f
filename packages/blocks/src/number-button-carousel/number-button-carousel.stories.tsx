import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { NumberButtonCarousel } from './number-button-carousel.js';
import { numberButtonCarouselFixture } from './number-button-carousel.fixtures.js';
import { numberButtonCarouselTemplate } from './number-button-carousel.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Number button carousel',
  component: NumberButtonCarousel,
  args: { data: numberButtonCarouselFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof NumberButtonCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four steps under a heading. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const DarkWithoutHeading: Story = {
  args: {
    data: fixture(
      numberButtonCarouselTemplate,
      { theme: 'dark-theme' },
      numberButtonCarouselFixture.groups,
    ),
  },
};
