import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, ICON_NAMES } from './icon.js';

/** Switch the theme in the toolbar to see each brand's icon set. */
const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'arrow-right' },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { style: { fontSize: 48 } } };

export const IconSet: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <Icon name={name} style={{ fontSize: 32 }} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
