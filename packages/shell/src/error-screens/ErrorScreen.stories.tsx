import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from './ErrorScreen.js';

const meta = {
  title: 'Shell/ErrorScreen',
  component: ErrorScreen,
  args: { status: 500, message: 'Request failed with status 500' },
} satisfies Meta<typeof ErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};

export const Unavailable: Story = {
  args: { status: 503, message: 'The content service is not available' },
};
