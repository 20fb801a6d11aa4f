import type { Meta, StoryObj } from '@storybook/react-vite';
import { RedirectsScreen } from './redirects-screen.js';
import { createStoryClient } from '../stories/story-client.js';

const meta = {
  title: 'Editor/RedirectsScreen',
  component: RedirectsScreen,
  args: { client: createStoryClient().client },
} satisfies Meta<typeof RedirectsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One redirect an admin made and one a moved page left behind. */
export const WithRedirects: Story = {};
