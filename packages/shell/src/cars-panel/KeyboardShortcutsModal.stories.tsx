import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { KeyboardShortcutsModal } from './KeyboardShortcutsModal.js';

const meta = {
  title: 'Shell/Navigation/KeyboardShortcutsModal',
  component: KeyboardShortcutsModal,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof KeyboardShortcutsModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'KEYBOARD SHORTCUTS' with every shortcut of the cars panel. */
export const Open: Story = {};

export const Closed: Story = { args: { open: false } };
