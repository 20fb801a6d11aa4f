import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FloatingActionMenu } from './FloatingActionMenu.js';

/** The seeded `general.global_fab` value of the demo site, plus a fourth item. */
const SEEDED = JSON.stringify([
  { link: '/offers', label: 'Oferty', target: '_self', type: 'internal', icon: 'offer' },
  {
    link: '/models/range-rover-sport',
    label: 'Jazda próbna',
    target: '_self',
    type: 'internal',
    icon: 'steering-wheel',
  },
  { link: 'tel:+48221234567', label: 'Zadzwoń', target: '_self', type: 'external', icon: 'phone' },
  { link: 'https://shop.forecourt.test', label: 'Sklep', target: '_blank', type: 'external' },
]);

const meta = {
  title: 'Shell/FloatingActionMenu',
  component: FloatingActionMenu,
  args: { settingValue: SEEDED, secondary: false },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '24rem', padding: '1.5rem' }}>
        <p>Page content behind the floating button.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingActionMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quick links' }));
    await expect(canvas.getByRole('list', { name: 'Quick links' })).toBeVisible();
  },
};

/** Secondary mode: the first 3 items, opened once when shown; a bottom bar below 901 px. */
export const Secondary: Story = { args: { secondary: 'true' } };

/** An invalid setting renders nothing (and warns on the console to check 'general.global_fab'). */
export const InvalidSetting: Story = { args: { settingValue: '{"link": "/offers"}' } };
