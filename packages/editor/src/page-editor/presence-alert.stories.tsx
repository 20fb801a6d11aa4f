import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PresenceAlert } from './presence-alert.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const anna = { name: 'Anna Nowak', email: 'anna@forecourt.test', since: minutesAgo(12), yours: false };

const meta = {
  title: 'Editor/PresenceAlert',
  component: PresenceAlert,
  args: { others: [anna], takenOver: null, onTakeOver: fn(), takingOver: false, takeOverError: null, onReload: fn(), reloading: false },
} satisfies Meta<typeof PresenceAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another person has the page open. */
export const SomeoneElse: Story = {};
/** The same user in another tab or window (each tab is its own session). */
export const YourOtherTab: Story = { args: { others: [{ ...anna, name: 'Ada Editor', email: 'editor@forecourt.test', yours: true }] } };
export const SeveralEditors: Story = {
  args: { others: [anna, { name: 'Piotr Kowalski', email: 'piotr@forecourt.test', since: minutesAgo(3), yours: false }] },
};
export const TakingOver: Story = { args: { takingOver: true } };
export const TakeOverFailed: Story = { args: { takeOverError: 'Editing could not be taken over: The content service is unavailable' } };
/** Someone took over from this tab. */
export const TakenOver: Story = { args: { others: [], takenOver: { name: 'Anna Nowak', email: 'anna@forecourt.test', at: minutesAgo(1) } } };
/** Nobody else: nothing is shown. */
export const Alone: Story = { args: { others: [] } };
