import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { GalleryCarousel } from './gallery-carousel.js';
import { galleryCarouselFixture } from './gallery-carousel.fixtures.js';
import { galleryCarouselTemplate } from './gallery-carousel.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Gallery carousel',
  component: GalleryCarousel,
  args: { data: galleryCarouselFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof GalleryCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five pictures in two categories with wallpaper download; click one to open the gallery. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** No name, no categories, no download or share links, the editor's own close label. */
export const Plain: Story = {
  args: {
    data: fixture(
      galleryCarouselTemplate,
      { fb_link: false, tw_link: false, close_button: { en: 'Back to the page' } },
      galleryCarouselFixture.groups.map(({ image }) => ({ image })),
    ),
  },
};
