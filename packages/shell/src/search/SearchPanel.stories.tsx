import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchResults } from './fixtures.js';
import { SearchPanel } from './SearchPanel.js';

const SEEDED = [
  {
    id: '3',
    type: 'page' as const,
    attributes: {
      path: '/offers-and-finance',
      title: 'Offers and finance',
      meta_description: 'Current offers, lease and hire-purchase plans.',
    },
  },
  {
    id: '4',
    type: 'page' as const,
    attributes: {
      path: '/jaguar-range/f-pace',
      title: 'F-PACE',
      meta_description: 'The performance SUV: engines, trims and prices.',
    },
  },
];

const meta = {
  title: 'Shell/SearchPanel',
  component: SearchPanel,
  args: { onClose: fn(), search: async () => SEEDED, isMobile: false, state: 'active' },
} satisfies Meta<typeof SearchPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Not initialised: the field is empty, so submit is disabled. */
export const NotInitialised: Story = {};

async function runSearch(canvasElement: HTMLElement, text = 'offers') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
}

export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    await runSearch(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: 'F-PACE' })).toBeVisible();
  },
};

export const NoResult: Story = {
  args: { search: async () => [] },
  play: async ({ canvasElement }) => {
    await runSearch(canvasElement, 'zzz');
    await expect(await within(canvasElement).findByText('no result')).toBeVisible();
  },
};

/** 45 results: three pages of 20. */
export const Paginated: Story = {
  args: { search: async () => searchResults(45, 'Offer') },
  play: ({ canvasElement }) => runSearch(canvasElement),
};

/** 200 results: a 7-slot window with '...' gaps. */
export const ManyPages: Story = {
  args: { search: async () => searchResults(200, 'Offer') },
  play: ({ canvasElement }) => runSearch(canvasElement),
};

/** Mobile shows every result, no pagination. */
export const Mobile: Story = {
  args: { isMobile: true, search: async () => searchResults(45, 'Offer') },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: ({ canvasElement }) => runSearch(canvasElement),
};

/** Inactive: slid up and inert. */
export const Inactive: Story = { args: { state: 'inactive' } };
