import type { Meta, StoryObj } from '@storybook/react-vite';
import { MinimalTopbar } from './MinimalTopbar.js';

const meta = {
  title: 'Shell/MinimalTopbar',
  component: MinimalTopbar,
  args: { title: 'Approved used programme', logoHref: '/' },
} satisfies Meta<typeof MinimalTopbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Under the Land Rover theme, with its own wordmark. */
export const LandRover: Story = {
  args: { brandName: 'Land Rover', title: 'Service booking' },
  decorators: [
    (Story) => (
      <div data-theme="land-rover">
        <Story />
      </div>
    ),
  ],
};
