import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { GalleryCategories } from './gallery-categories.js';
import { galleryCategoriesFixture } from './gallery-categories.fixtures.js';
import { galleryCategoriesTemplate } from './gallery-categories.schema.js';

/**
 * The cards open the Gallery carousel on the same page (`openGallery`); a story shows the cards
 * alone, so clicking them does nothing here.
 */
const meta = {
  title: 'Blocks/Content/Gallery categories',
  component: GalleryCategories,
  args: { data: galleryCategoriesFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof GalleryCategories>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two categories with pictures and counts. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** Names only, no heading, grey theme. */
export const NamesOnly: Story = {
  args: {
    data: fixture(
      galleryCategoriesTemplate,
      { theme: 'grey-theme' },
      galleryCategoriesFixture.groups.map(({ category_name }) => ({ category_name })),
    ),
  },
};
