import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ICON_NAMES } from '../icon/icon.js';
import { Button, BUTTON_SIZES, SURFACE_THEMES } from './button.js';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { labelText: 'Book a test drive', onClick: fn() },
  argTypes: {
    theme: { control: 'select', options: SURFACE_THEMES },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    icon: { control: 'select', options: [undefined, ...ICON_NAMES] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SmallWithIcon: Story = {
  args: { size: 'small', icon: 'arrow-right', labelText: 'Compare models' },
};

export const OnDarkSurface: Story = {
  args: { theme: 'dark-theme', labelText: 'Zarezerwuj jazdę próbną' },
  decorators: [
    (Story) => (
      <div className="fc-surface fc-surface--dark-theme" style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};

export const Electrified: Story = {
  args: { electrifies: true, labelText: 'Explore electric', icon: 'arrow-right' },
};

export const Centred: Story = { args: { center: true } };

export const Disabled: Story = { args: { disabled: true } };

export const IconOnly: Story = {
  args: { labelText: '', alwaysShow: true, icon: 'close', 'aria-label': 'Close' },
};
