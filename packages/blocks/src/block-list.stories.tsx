import type { Meta, StoryObj } from '@storybook/react-vite';
import { accordionFixture } from './accordion/accordion.fixtures.js';
import { BlockList, type BlockListItem } from './block-list.js';
import { heroTitleBannerFixture } from './hero-title-banner/hero-title-banner.fixtures.js';
import { quoteSliderFixture } from './quote-slider/quote-slider.fixtures.js';
import { quoteFixture } from './quote/quote.fixtures.js';
import { snippetFixture } from './snippet/snippet.fixtures.js';
import { viewArgTypes } from './story-args.js';

const page: BlockListItem[] = [
  { id: 'hero', template: 'hero_title_banner', version: 1, data: heroTitleBannerFixture },
  { id: 'intro', template: 'snippet', version: 1, data: snippetFixture },
  { id: 'quote', template: 'quote', version: 1, data: quoteFixture },
  { id: 'faq', template: 'accordion', version: 1, data: accordionFixture },
  { id: 'voices', template: 'quote_slider', version: 1, data: quoteSliderFixture },
];

const meta = {
  title: 'Blocks/BlockList',
  component: BlockList,
  args: { blocks: page, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof BlockList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of every block, each view loaded lazily. */
export const Page: Story = {};

/** The editor's preview: broken blocks become visible placeholders. */
export const PreviewWithProblems: Story = {
  args: {
    mode: 'preview',
    blocks: [
      page[1]!,
      {
        id: 'empty-quote',
        template: 'quote',
        version: 1,
        data: { fields: { theme: 'neon' }, groups: [] },
      },
      { id: 'gone', template: 'parallax_image', version: 1, data: { fields: {}, groups: [] } },
      page[2]!,
    ],
  },
};
