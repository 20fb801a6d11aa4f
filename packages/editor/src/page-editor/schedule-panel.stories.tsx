import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCHEDULE_ORDER_MESSAGE } from '@forecourt/api-client';
import { SchedulePanel, type ScheduleProblem } from './schedule-panel.js';

const meta = {
  title: 'Editor/Page editor/Schedule panel',
  component: SchedulePanel,
  args: {
    page: { publish_at: null, unpublish_at: null },
    onSave: async (): Promise<ScheduleProblem | null> => null,
    idPrefix: 'story-schedule',
    now: () => new Date(2030, 10, 1, 12, 0).getTime(),
  },
} satisfies Meta<typeof SchedulePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing scheduled yet. */
export const NothingScheduled: Story = {};

/** A publish and an unpublish are scheduled. */
export const Scheduled: Story = {
  args: { page: { publish_at: new Date(2030, 10, 24, 9, 0).toISOString(), unpublish_at: new Date(2030, 11, 31, 18, 30).toISOString() } },
};

/** Saving waits while another request of the editor runs. */
export const Busy: Story = { args: { busy: true } };

/** The service refused the schedule (shown after pressing Save schedule). */
export const Refused: Story = {
  args: {
    page: { publish_at: new Date(2030, 10, 24, 9, 0).toISOString(), unpublish_at: null },
    onSave: async (): Promise<ScheduleProblem | null> => ({ message: SCHEDULE_ORDER_MESSAGE, field: 'unpublish_at' }),
  },
};
