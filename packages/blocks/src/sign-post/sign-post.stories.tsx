import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { SignPost } from './sign-post.js';
import { signPostFixture } from './sign-post.fixtures.js';
import { signPostTemplate } from './sign-post.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Sign post',
  component: SignPost,
  args: { data: signPostFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof SignPost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template defaults: three columns, primary font, white theme. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const TwoColumnsDarkSecondaryFont: Story = {
  args: {
    data: fixture(
      signPostTemplate,
      {
        ...signPostFixture.fields,
        'col-numbers': 2,
        theme: 'dark-theme',
        header_font: 'secondary',
      },
      signPostFixture.groups.slice(0, 2),
    ),
  },
};

export const RightToLeft: Story = {
  args: {
    data: fixture(
      signPostTemplate,
      { ...signPostFixture.fields, dir: 'rtl' },
      signPostFixture.groups,
    ),
  },
};
