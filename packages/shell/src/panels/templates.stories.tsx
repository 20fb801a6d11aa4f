import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { seededPanels } from './fixtures.js';
import {
  TemplateAPanel,
  TemplateBPanel,
  TemplateCPanel,
  TemplateDPanel,
  TemplateEPanel,
} from './templates.js';

/** Panels of the seeded demo site's first-level entries (Offers, Ownership, Discover, Retailers, About us). */
const meta = {
  title: 'Shell/Navigation panels',
  component: TemplateAPanel,
  args: { entry: seededPanels.A, state: 'active', variant: 'desktop', onClose: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: ['active', 'inactive', 'offscreen'] },
    variant: { control: 'inline-radio', options: ['desktop', 'mobile'] },
  },
} satisfies Meta<typeof TemplateAPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TemplateA: Story = {};
export const TemplateB: Story = {
  args: { entry: seededPanels.B },
  render: (args) => <TemplateBPanel {...args} />,
};
export const TemplateC: Story = {
  args: { entry: seededPanels.C },
  render: (args) => <TemplateCPanel {...args} />,
};
export const TemplateD: Story = {
  args: { entry: seededPanels.D },
  render: (args) => <TemplateDPanel {...args} />,
};
export const TemplateE: Story = {
  args: { entry: seededPanels.E },
  render: (args) => <TemplateEPanel {...args} />,
};

/** Template B without firstColumnLinks: half of the links, rounded up, go first. */
export const TemplateBDefaultSplit: Story = {
  args: { entry: { ...seededPanels.B, metadata: { type: 'listItem', template: 'B' } } },
  render: (args) => <TemplateBPanel {...args} />,
};

export const MobileA: Story = {
  args: { variant: 'mobile' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
export const MobileD: Story = {
  args: { entry: seededPanels.D, variant: 'mobile' },
  render: (args) => <TemplateDPanel {...args} />,
};
export const MobileE: Story = {
  args: { entry: seededPanels.E, variant: 'mobile' },
  render: (args) => <TemplateEPanel {...args} />,
};

/** Inactive panels are not displayed (and inert): this story renders an empty canvas on purpose. */
export const Inactive: Story = { args: { state: 'inactive' } };
/** Offscreen: on mobile the panel is slid out of view to the right, inert. */
export const OffscreenMobile: Story = { args: { state: 'offscreen', variant: 'mobile' } };
