import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from './NotFoundScreen.js';

const meta = {
  title: 'Shell/NotFoundScreen',
  component: NotFoundScreen,
  args: { variant: 'default' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Reasons: Story = { args: { variant: 'reasons' } };

/** The `general.404_page` setting replaces the default text. */
export const CustomContent: Story = {
  args: {
    customHtml:
      '<h2>This model is no longer on sale</h2><p>See the <a href="/jaguar-range">current range</a> or <a href="/retailer-locator">find a retailer</a>.</p>',
  },
};
