import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixture } from '../fixture.js';
import { viewArgTypes } from '../story-args.js';
import { IconsTimeline } from './icons-timeline.js';
import { iconsTimelineFixture } from './icons-timeline.fixtures.js';
import { iconsTimelineTemplate } from './icons-timeline.schema.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
const meta = {
  title: 'Blocks/Content/Icons timeline',
  component: IconsTimeline,
  args: { data: iconsTimelineFixture, locale: 'en', mode: 'public' },
  argTypes: viewArgTypes,
} satisfies Meta<typeof IconsTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Polish: Story = { args: { locale: 'pl' } };

/** No title or column headings: entries take header_tag's level, columns say 'Year' and 'Model'. */
export const WithoutHeadingsDark: Story = {
  args: {
    data: fixture(
      iconsTimelineTemplate,
      { theme: 'dark-theme', header_font: 'secondary', header_tag: '3' },
      iconsTimelineFixture.groups,
    ),
  },
};

export const RightToLeft: Story = {
  args: {
    data: fixture(
      iconsTimelineTemplate,
      { ...iconsTimelineFixture.fields, dir: 'rtl' },
      iconsTimelineFixture.groups,
    ),
  },
};
