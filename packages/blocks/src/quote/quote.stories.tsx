import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { Quote } from './quote.js';
import { quoteFixture } from './quote.fixtures.js';
import { quoteTemplate } from './quote.schema.js';

const meta = {
  title: 'Blocks/Content/Quote',
  component: Quote,
  args: { data: quoteFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof Quote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const DarkWithoutPosition: Story = {
  args: {
    data: fixture(quoteTemplate, {
      quote: quoteFixture.fields.quote,
      author: quoteFixture.fields.author,
      theme: 'dark-theme',
    }),
  },
};
