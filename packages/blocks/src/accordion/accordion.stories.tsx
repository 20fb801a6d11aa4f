import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { Accordion } from './accordion.js';
import { accordionFixture } from './accordion.fixtures.js';
import { accordionTemplate } from './accordion.schema.js';

const meta = {
  title: 'Blocks/Content/Accordion',
  component: Accordion,
  args: { data: accordionFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** No heading and no labels: panel titles take header_tag's level, controls use built-in labels. */
export const WithoutHeadingOnLight: Story = {
  args: {
    data: fixture(
      accordionTemplate,
      { header_tag: '3', theme: 'light-theme' },
      accordionFixture.groups,
    ),
  },
};
