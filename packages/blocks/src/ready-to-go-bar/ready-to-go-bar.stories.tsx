import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { ReadyToGoBar } from './ready-to-go-bar.js';
import { readyToGoBarFixture } from './ready-to-go-bar.fixtures.js';
import { readyToGoBarTemplate } from './ready-to-go-bar.schema.js';

const meta = {
  title: 'Blocks/Content/Ready to go bar',
  component: ReadyToGoBar,
  args: { data: readyToGoBarFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof ReadyToGoBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template defaults: four actions on the dark theme, no heading. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

export const WithHeadingElectrified: Story = {
  args: {
    data: fixture(
      readyToGoBarTemplate,
      {
        heading: { en: 'Ready to go?', pl: 'Gotowy?' },
        theme: 'light-theme',
        electrifies: true,
      },
      readyToGoBarFixture.groups,
    ),
  },
};

export const TwoActions: Story = {
  args: {
    data: fixture(readyToGoBarTemplate, {}, readyToGoBarFixture.groups.slice(0, 2)),
  },
};
