import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { ContentBlocks } from './content-blocks.js';
import { contentBlocksFixture } from './content-blocks.fixtures.js';
import { contentBlocksTemplate } from './content-blocks.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Content blocks',
  component: ContentBlocks,
  args: { data: contentBlocksFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof ContentBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template defaults: three columns, big text, primary heading font, white theme. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** Four columns (two cards wrap onto a second row), electrified, secondary font, small text. */
export const FourColumnsElectrified: Story = {
  args: {
    data: fixture(
      contentBlocksTemplate,
      {
        ...contentBlocksFixture.fields,
        'col-numbers': 4,
        electrifies: true,
        header_font: 'secondary',
        font_size: 'small-size',
        theme: 'dark-theme',
      },
      [...contentBlocksFixture.groups, ...contentBlocksFixture.groups.slice(0, 2)],
    ),
  },
};

/** Right to left, without a block heading: card headings take header_tag's level. */
export const RightToLeft: Story = {
  args: {
    data: fixture(
      contentBlocksTemplate,
      { dir: 'rtl', 'col-numbers': 2, theme: 'light-theme' },
      contentBlocksFixture.groups.slice(0, 2),
    ),
  },
};
