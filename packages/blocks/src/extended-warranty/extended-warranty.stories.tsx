import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { ExtendedWarranty } from './extended-warranty.js';
import { extendedWarrantyFixture } from './extended-warranty.fixtures.js';
import { extendedWarrantyTemplate } from './extended-warranty.schema.js';

const meta = {
  title: 'Blocks/Specials/Extended warranty',
  component: ExtendedWarranty,
  args: { data: extendedWarrantyFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof ExtendedWarranty>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four models, two with a note, one priced on request. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** No heading or caption, on a dark background: the built-in caption names the table. */
export const BuiltInCaptionOnDark: Story = {
  args: {
    data: fixture(extendedWarrantyTemplate, { theme: 'dark-theme' }, extendedWarrantyFixture.groups.slice(0, 2)),
  },
};
