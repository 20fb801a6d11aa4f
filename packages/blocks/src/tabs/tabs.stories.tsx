import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { Tabs } from './tabs.js';
import { tabsFixture } from './tabs.fixtures.js';
import { tabsTemplate } from './tabs.schema.js';

/** Stand-ins for the page's blocks below the tabs, as `BlockList` renders them. */
const followingBlocks: Decorator = (Story) => (
  <>
    <div id="component-1" className="fc-block" data-block-template="tabs">
      <Story />
    </div>
    <div id="component-2" className="fc-block" data-block-template="snippet">
      <p style={{ padding: 24 }}>Exterior: long lines, flush door handles.</p>
    </div>
    <div id="component-3" className="fc-block" data-block-template="snippet">
      <p style={{ padding: 24 }}>Interior: seven seats, a panoramic roof.</p>
    </div>
    <div id="component-4" className="fc-block" data-block-template="snippet">
      <p id="rdx-technical-data" style={{ padding: 24 }}>
        Technical data: 400 hp, 0–100 km/h in 5.4 s.
      </p>
    </div>
  </>
);

const meta = {
  title: 'Blocks/Advanced/Tabs',
  component: Tabs,
  args: { data: tabsFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
  decorators: [followingBlocks],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three tabs over the three blocks below; only the first tab's block shows. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** The keyboard moves between tabs: End shows the last tab's block. */
export const KeyboardToLastTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Exterior' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Technical data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Icons beside the labels; two tabs of two blocks each would use blocks_count 2. */
export const WithIcons: Story = {
  args: {
    data: fixture(
      tabsTemplate,
      {},
      tabsFixture.groups.map((group, index) => ({
        ...group,
        tab_icon: (['play', 'plus', 'download'] as const)[index],
      })),
    ),
  },
};
