import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { HtmlBox } from './html-box.js';
import { htmlBoxFixture } from './html-box.fixtures.js';
import { htmlBoxTemplate } from './html-box.schema.js';

const meta = {
  title: 'Blocks/Advanced/HTML box',
  component: HtmlBox,
  args: { data: htmlBoxFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof HtmlBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** Saved HTML with a script, a handler and a javascript: link: the page shows only the text. */
export const UnsafeMarkupRemoved: Story = {
  args: {
    data: fixture(htmlBoxTemplate, {
      theme: 'grey-theme',
      html: {
        en: '<p onmouseover="steal()">Book a <a href="javascript:alert(1)">workshop tour</a>.</p><script>alert(1)</script>',
      },
    }),
  },
};
