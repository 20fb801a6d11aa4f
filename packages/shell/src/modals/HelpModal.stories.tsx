import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HelpModal } from './HelpModal.js';

const meta = {
  title: 'Shell/HelpModal',
  component: HelpModal,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'KEYBOARD SHORTCUTS',
    items: [
      { keys: ['↑', '↓'], text: 'Navigate vehicles' },
      { keys: ['←', '→'], text: 'Navigate vehicle information' },
      { keys: ['SPACE'], text: 'Open the vehicle information panel' },
      { keys: ['Shift', '?'], text: 'Open this panel' },
      { keys: ['ESC'], text: 'Close the vehicle panel' },
    ],
  },
} satisfies Meta<typeof HelpModal>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { open: false } };
