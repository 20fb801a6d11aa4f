import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { HeroCarousel } from './hero-carousel.js';
import { heroCarouselFixture } from './hero-carousel.fixtures.js';
import { heroCarouselTemplate } from './hero-carousel.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Hero carousel',
  component: HeroCarousel,
  args: { data: heroCarouselFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof HeroCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template defaults: the page's main slider (first heading is the h1), rotating every 6 s. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** Lower on a page: every heading an h2, every image lazy, no timer. */
export const NotMainWithoutTimer: Story = {
  args: {
    data: fixture(
      heroCarouselTemplate,
      { is_main_slider: false, has_timer: false },
      heroCarouselFixture.groups,
    ),
  },
};

/** The slide with a background video first. */
export const BackgroundVideo: Story = {
  args: {
    data: fixture(heroCarouselTemplate, {}, heroCarouselFixture.groups.slice(1, 3)),
  },
};

export const SingleSlide: Story = {
  args: { data: fixture(heroCarouselTemplate, {}, heroCarouselFixture.groups.slice(0, 1)) },
};
