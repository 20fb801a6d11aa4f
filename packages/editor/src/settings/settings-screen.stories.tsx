import type { SettingGroup } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createStoryClient } from '../stories/story-client.js';
import { SettingsScreen } from './settings-screen.js';

function SettingsStory({ settings, initialGroup }: { settings: Record<string, string>; initialGroup?: SettingGroup | 'other' }) {
  const [{ client }] = useState(() => createStoryClient({ settings }));
  return <SettingsScreen client={client} initialGroup={initialGroup} />;
}

const SEEDED = {
  currency_symbol: 'zł',
  price_format: '^ %',
  navigation_currency_symbol: 'PLN',
  double_price_feature: 'true',
  double_price_rate: '0.23',
  'exit_popup.do_url': 'https://*.example.com\n/external/*',
  'legacy.banner': 'off',
};

const meta = { title: 'Editor/SettingsScreen', component: SettingsStory, args: { settings: SEEDED } } satisfies Meta<typeof SettingsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The General area: theme as a select, the floating menu as checked JSON, a flag as a switch. */
export const General: Story = {};

/** Base price keys with their live examples and the double price switch. */
export const Prices: Story = { args: { initialGroup: 'prices' } };

/** The explanation of the families' fallback chain above their keys. */
export const PriceFamilies: Story = { args: { initialGroup: 'price-families' } };

/** Keys the server holds that the code does not know. */
export const OtherKeys: Story = { args: { initialGroup: 'other' } };

/** A theme stored before the API checked it: flagged, and Save waits for a valid choice. */
export const InvalidStoredTheme: Story = { args: { settings: { ...SEEDED, 'general.theme': 'jagaur' } } };
