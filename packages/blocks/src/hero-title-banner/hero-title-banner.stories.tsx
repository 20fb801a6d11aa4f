import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { HeroTitleBanner } from './hero-title-banner.js';
import {
  heroTitleBannerFixture,
  heroTitleBannerWithVideoFixture,
} from './hero-title-banner.fixtures.js';
import { heroTitleBannerTemplate } from './hero-title-banner.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Hero title banner',
  component: HeroTitleBanner,
  args: { data: heroTitleBannerFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof HeroTitleBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template defaults: tall, centred image focus, box on the left in the dark theme. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const ShortWithBoxRight: Story = {
  args: {
    data: fixture(heroTitleBannerTemplate, {
      ...heroTitleBannerFixture.fields,
      height: 'short',
      boxposition: 'right',
      box_color: 'white-theme',
      header_tag: '2',
    }),
  },
};

/**
 * With a `yt` video: the play button dispatches `forecourt:open-video`, which the video modal the
 * site's main layout mounts (shell `VideoModalProvider`) plays; block stories have no modal.
 */
export const WithVideo: Story = { args: { data: heroTitleBannerWithVideoFixture } };

/** A video without its own label: the button says 'Play video'. */
export const WithVideoDefaultLabel: Story = {
  args: {
    data: fixture(heroTitleBannerTemplate, {
      ...heroTitleBannerFixture.fields,
      'rdx-buttons': undefined,
      yt: '/media/workshop-tour.mp4',
    }),
  },
};
