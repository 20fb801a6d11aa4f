import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RevisionChanges } from './revision-changes.js';

const meta = {
  title: 'Editor/RevisionChanges',
  component: RevisionChanges,
  args: {
    version: 4,
    diff: {
      page: [
        { label: 'Title (English)', from: '“Ownership FAQ”', to: '“Owners’ questions”' },
        { label: 'Top bar', from: 'Full navigation', to: 'Minimal' },
      ],
      added: [{ position: 3, name: 'Quote' }],
      removed: [{ position: 1, name: 'Hero title banner' }],
      moved: [{ position: 1, from: 2, name: 'Accordion' }],
      changed: [
        {
          position: 1,
          name: 'Accordion',
          fields: [
            { label: 'Heading (English)', from: '“Servicing”', to: '“Service and warranty”' },
            { label: 'Group 2', from: '“Can any retailer service my car?”', to: '(empty)' },
          ],
        },
      ],
    },
    error: null,
    onRestore: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RevisionChanges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Settings and blocks that restoring would change, old → new. */
export const Changes: Story = {};
export const Loading: Story = { args: { diff: null } };
export const SameAsDraft: Story = { args: { diff: { page: [], added: [], removed: [], moved: [], changed: [] } } };
export const LoadFailed: Story = { args: { diff: null, error: 'Failed to fetch dynamically imported module' } };
