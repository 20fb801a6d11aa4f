import type { NavEntry } from '@forecourt/api-client';
import { PriceSettingsProvider } from '@forecourt/pricing/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { CarsPanel } from './CarsPanel.js';
import { seededCarModels, seededCarsEntry, seededOffers, seededPriceSettings } from './fixtures.js';

const meta = {
  title: 'Shell/Navigation/CarsPanel',
  component: CarsPanel,
  args: {
    entry: seededCarsEntry,
    offers: seededOffers,
    carModels: seededCarModels,
    state: 'active',
    variant: 'desktop',
    onClose: fn(),
  },
  // The site mounts PriceSettingsProvider around every page; the seeded navigation price settings.
  decorators: [
    (Story) => (
      <PriceSettingsProvider settings={seededPriceSettings} exchange={null}>
        <div style={{ minHeight: 640 }}>{Story()}</div>
      </PriceSettingsProvider>
    ),
  ],
} satisfies Meta<typeof CarsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const hover =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name }));
  };

/** The first car and its first tab: Range Rover Sport, two variant tabs, From and lease price, offer button. */
export const FirstCarDefault: Story = {};

/** Another model hovered in the sidebar: Discovery (no tabs, lease price, offer button). */
export const AnotherModelHovered: Story = { play: hover('Discovery') };

/** The second variant tab selected: its own description and picture. */
export const SecondTabSelected: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Diesel MHEV' }));
  },
};

/** Defender has a single variant: no tabs, its content shown directly; no lease price without hasLeasePrice; no offer exists. */
export const NoTabsNoLeaseNoOffer: Story = { play: hover('Defender') };

/** Range Rover Evoque: hasLeasePrice but no lease price in the car data, so only the 'From' price. */
export const WithoutLeasePrice: Story = { play: hover('Range Rover Evoque') };

/** No offers loaded: every offer button is hidden. */
export const OfferButtonHidden: Story = { args: { offers: [] } };

/** The KEYBOARD SHORTCUTS modal, opened with Shift+'?' or the button. */
export const ShortcutsModalOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Keyboard shortcuts/ }),
    );
  },
};

/** Inside the mobile drawer: stacked, no close button (the drawer has one). */
export const Mobile: Story = {
  args: { variant: 'mobile' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** A flat tree an editor built (models directly under the entry) still lists its models. */
export const UngroupedModels: Story = {
  args: {
    entry: {
      ...seededCarsEntry,
      children: seededCarsEntry.children.flatMap((group: NavEntry) => group.children),
    },
  },
};

export const Inactive: Story = { args: { state: 'inactive' } };

export const Offscreen: Story = { args: { state: 'offscreen', variant: 'mobile' } };
