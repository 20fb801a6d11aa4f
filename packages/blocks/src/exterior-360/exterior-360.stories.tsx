import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { Exterior360 } from './exterior-360.js';
import { exterior360Fixture } from './exterior-360.fixtures.js';
import { exterior360Template } from './exterior-360.schema.js';

const meta = {
  title: 'Blocks/Specials/Exterior 360',
  component: Exterior360,
  args: { data: exterior360Fixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof Exterior360>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template defaults: a slider with a handle, one turn when scrolled into view. */
export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** Heading and text beside the view; no slider (the view itself is the slider), no autostart. */
export const SidebarWithoutSlider: Story = {
  args: {
    data: fixture(
      exterior360Template,
      {
        ...exterior360Fixture.fields,
        has_sidebar: true,
        has_slider_with_handle: false,
        has_autostart: false,
        clickToInteract: { en: 'Drag to walk round the car' },
      },
      exterior360Fixture.groups,
    ),
  },
};
