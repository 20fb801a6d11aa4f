import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DiscardDialog } from './discard-dialog.js';

const meta = {
  title: 'Editor/DiscardDialog',
  component: DiscardDialog,
  args: { version: 3, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DiscardDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading version 3 over unsaved edits asks first. */
export const Open: Story = {};
