import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditorToolbar } from './EditorToolbar.js';

const editor = { sub: 'editor-1', name: 'Ewa Editor', email: 'editor@forecourt.test', roles: ['editor' as const] };

const meta = {
  title: 'Shell/EditorToolbar',
  component: EditorToolbar,
  args: { session: editor, page: { id: 3, path: '/offers', status: 'published' } },
} satisfies Meta<typeof EditorToolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Published: Story = {};

export const Draft: Story = {
  args: { page: { id: 7, path: '/summer-event', status: 'draft' } },
};

export const Disabled: Story = {
  args: {
    session: { ...editor, name: 'Adam Admin', roles: ['admin'] },
    page: { id: 9, path: '/preview', status: 'disabled' },
  },
};
