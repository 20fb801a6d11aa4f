import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createStoryClient } from '../stories/story-client.js';
import { SettingsScreen } from './settings-screen.js';

function SettingsStory() {
  const [{ client }] = useState(() =>
    createStoryClient({
      settings: { currency_symbol: 'zł', price_format: '^ %', 'exit_popup.do_url': 'https://*.example.com\n/external/*', 'legacy.banner': 'off' },
    }),
  );
  return <SettingsScreen client={client} />;
}

const meta = { title: 'Editor/SettingsScreen', component: SettingsStory } satisfies Meta<typeof SettingsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithOverrides: Story = {};
