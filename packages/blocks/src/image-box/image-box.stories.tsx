import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { ImageBox } from './image-box.js';
import { imageBoxFixture } from './image-box.fixtures.js';
import { imageBoxTemplate } from './image-box.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Image box',
  component: ImageBox,
  args: { data: imageBoxFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof ImageBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template defaults: image on the left, light box, primary heading font. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const ImageRightDark: Story = {
  args: {
    data: fixture(imageBoxTemplate, {
      ...imageBoxFixture.fields,
      layout: 'image-right',
      box_color: 'dark-theme',
      header_font: 'secondary',
    }),
  },
};

/** Only the image and its caption: no box is drawn. */
export const ImageOnly: Story = {
  args: {
    data: fixture(imageBoxTemplate, {
      image: imageBoxFixture.fields.image,
      caption: imageBoxFixture.fields.caption,
    }),
  },
};
