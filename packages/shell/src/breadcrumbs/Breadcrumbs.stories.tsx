import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.js';
import { CRUMBS, LONG_CRUMBS, OFFERS, OFFERS_PAGE_CRUMBS } from './fixtures.js';

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    crumbs: CRUMBS,
    currentPath: '/jaguar-range/models/f-pace',
    isMobile: false,
    hidden: false,
  },
  // The bar is fixed under a header: leave room for the dropdowns below it.
  decorators: [(Story) => <div style={{ minHeight: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The folder 'Models' is skipped in the trail. */
export const Desktop: Story = {};

export const LevelDropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pages under Home' }));
  },
};

/** Thirty children: the dropdown stops at 500 px and scrolls. */
export const LongDropdown: Story = {
  args: { crumbs: LONG_CRUMBS, currentPath: '/section-1' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pages under Home' }));
  },
};

export const Mobile: Story = {
  args: { isMobile: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const OffersPage: Story = {
  args: { crumbs: OFFERS_PAGE_CRUMBS, offers: OFFERS, currentPath: '/offers-and-finance' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Offers' }));
  },
};

/** Hidden while the navigation menu is active. */
export const HiddenWhileMenuActive: Story = { args: { hidden: true } };

/** Below a retailer bar: the bar sits 40 px lower. */
export const WithRetailerBar: Story = { args: { hasRetailerBar: true } };
