import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { InPageNavigationBlock } from './in-page-navigation.js';
import { inPageNavigationFixture } from './in-page-navigation.fixtures.js';
import { inPageNavigationTemplate } from './in-page-navigation.schema.js';

const meta = {
  title: 'Blocks/Advanced/In-page navigation',
  component: InPageNavigationBlock,
  args: { data: inPageNavigationFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof InPageNavigationBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As on a page: the bar as block 2, the blocks it links to below. Scroll to see it stick. */
export const Default: Story = {
  render: (args) => (
    <div>
      <div id="component-1" style={{ blockSize: 240, padding: 24 }}>
        Hero
      </div>
      <div id="component-2">
        <InPageNavigationBlock {...args} />
      </div>
      {['Overview', 'Technical data'].map((title, index) => (
        <section key={title} id={`component-${index + 3}`} style={{ blockSize: 600, padding: 24 }}>
          <h2>{title}</h2>
        </section>
      ))}
      <section id="rdx-leasing" style={{ blockSize: 600, padding: 24 }}>
        <h2>Leasing</h2>
      </section>
    </div>
  ),
};

export const Polish: Story = { ...Default, args: { locale: 'pl' } };

/** Go-to-top texts left empty: the built-in 'Top' and 'Back to top' are used. */
export const WithoutGoTopTexts: Story = {
  args: { data: fixture(inPageNavigationTemplate, {}, inPageNavigationFixture.groups) },
};
