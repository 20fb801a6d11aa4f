import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { CollectionSlider } from './collection-slider.js';
import { collectionSliderFixture } from './collection-slider.fixtures.js';
import { collectionSliderTemplate } from './collection-slider.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Collection slider',
  component: CollectionSlider,
  args: { data: collectionSliderFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof CollectionSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five items under a heading; hover one to see its second picture. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** Items without a hover picture, label or button; dark theme, no heading. */
export const Plain: Story = {
  args: {
    data: fixture(
      collectionSliderTemplate,
      { theme: 'dark-theme' },
      collectionSliderFixture.groups.map(({ image, item_name }) => ({ image, item_name })),
    ),
  },
};
