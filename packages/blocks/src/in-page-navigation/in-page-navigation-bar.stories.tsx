import type { Meta, StoryObj } from '@storybook/react-vite';
import { InPageNavigation } from './in-page-navigation-bar.js';

const ITEMS = [
  { label: 'Design', blockId: 1 },
  { label: 'Performance', blockId: 2 },
  { label: 'Technology', blockId: 3 },
  { label: 'Prices', blockId: 'prices' },
];

const meta = {
  title: 'Blocks/Advanced/In-page navigation/Bar',
  component: InPageNavigation,
  args: { items: ITEMS, goTopShort: 'Top', goTopFull: 'Back to top', headerHeight: 0 },
} satisfies Meta<typeof InPageNavigation>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Scroll the canvas: the bar sticks to the top and offers 'Back to top'. */
export const StickyOnScroll: Story = {
  render: (args) => (
    <div>
      <div style={{ blockSize: 200, padding: 24 }}>Hero</div>
      <InPageNavigation {...args} />
      {[1, 2, 3].map((n) => (
        <section key={n} id={`component-${n}`} style={{ blockSize: 600, padding: 24 }}>
          <h2>{ITEMS[n - 1]!.label}</h2>
        </section>
      ))}
      <section id="prices" style={{ blockSize: 600, padding: 24 }}>
        <h2>Prices</h2>
      </section>
    </div>
  ),
};

/** Ten links, the most the block holds: the bar scrolls sideways on phones. */
export const TenLinks: Story = {
  args: {
    items: Array.from({ length: 10 }, (_, index) => ({
      label: `Section ${index + 1}`,
      blockId: index + 1,
    })),
  },
};
