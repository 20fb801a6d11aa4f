import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion.js';

const meta = {
  title: 'UI/Accordion',
  component: Accordion.Root,
  args: { defaultValue: ['warranty'] },
} satisfies Meta<typeof Accordion.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = [
  ['warranty', 'Warranty', 'Three years or 100,000 km, whichever comes first.'],
  ['service', 'Service intervals', 'Every 30,000 km or two years.'],
  ['roadside', 'Roadside assistance', 'Included across Europe for the warranty period.'],
] as const;

export const Default: Story = {
  render: (args) => (
    <Accordion.Root {...args} style={{ maxWidth: 640 }}>
      {items.map(([value, title, text]) => (
        <Accordion.Item key={value} value={value}>
          <Accordion.Header level={3}>
            <Accordion.Trigger>
              {title}
              <span className="fc-accordion__indicator" aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Panel>{text}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
};

export const AllClosed: Story = { ...Default, args: { defaultValue: [] } };
