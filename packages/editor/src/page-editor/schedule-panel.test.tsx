import { SCHEDULE_ORDER_MESSAGE, SCHEDULE_PAST_MESSAGE } from '@forecourt/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchedulePanel, type ScheduleProblem, type ScheduleTimes } from './schedule-panel.js';

// The panel's clock: 1 Nov 2030, local time.
const now = () => new Date(2030, 10, 1, 12, 0).getTime();
const none = { publish_at: null, unpublish_at: null };

function renderPanel(page: Pick<ScheduleTimes, 'publish_at' | 'unpublish_at'> = none, onSave = vi.fn(async (_times: ScheduleTimes): Promise<ScheduleProblem | null> => null)) {
  render(<SchedulePanel page={page} onSave={onSave} idPrefix="test" now={now} />);
  return onSave;
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('given a page with nothing scheduled', () => {
  it('should save a publish and an unpublish time typed in local time', async () => {
    const onSave = renderPanel();
    expect(screen.getByText(/Nothing scheduled\./)).toBeInTheDocument();
    await userEvent.type(field('Publish at'), '2030-11-24T09:00');
    await userEvent.type(field('Unpublish at'), '2030-12-31T18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).toHaveBeenCalledWith({
      publish_at: new Date(2030, 10, 24, 9, 0).toISOString(),
      unpublish_at: new Date(2030, 11, 31, 18, 30).toISOString(),
    });
    expect(await screen.findByText('Schedule saved.')).toBeInTheDocument();
  });

  it('should refuse an unpublish time not after the publish time without asking the service', async () => {
    const onSave = renderPanel();
    await userEvent.type(field('Publish at'), '2030-11-24T09:00');
    await userEvent.type(field('Unpublish at'), '2030-11-24T08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(field('Unpublish at')).toHaveAccessibleDescription(expect.stringContaining(SCHEDULE_ORDER_MESSAGE));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('should refuse a time in the past', async () => {
    const onSave = renderPanel();
    await userEvent.type(field('Publish at'), '2030-10-01T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(field('Publish at')).toHaveAccessibleDescription(expect.stringContaining(SCHEDULE_PAST_MESSAGE));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('should take the minute it is now (already begun) as publish right away', async () => {
    const onSave = vi.fn(async (_times: ScheduleTimes): Promise<ScheduleProblem | null> => null);
    render(<SchedulePanel page={none} onSave={onSave} idPrefix="test" now={() => new Date(2030, 10, 1, 12, 0, 40).getTime()} />);
    await userEvent.type(field('Publish at'), '2030-11-01T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).toHaveBeenCalledWith({ publish_at: new Date(2030, 10, 1, 12, 0).toISOString(), unpublish_at: null });
  });

  it('should show why the service refused it', async () => {
    renderPanel(none, vi.fn(async () => ({ message: 'The schedule was not saved: The page is not ready to publish' })));
    await userEvent.type(field('Publish at'), '2030-11-24T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule was not saved: The page is not ready to publish');
  });
});

describe('given a page scheduled to publish', () => {
  const scheduled = { publish_at: new Date(2030, 10, 24, 9, 0).toISOString(), unpublish_at: null };

  it('should show the time and clear it with the Clear button', async () => {
    const onSave = renderPanel(scheduled);
    expect(screen.getByText(/Publishes 24 Nov, 09:00\./)).toBeInTheDocument();
    expect(field('Publish at')).toHaveValue('2030-11-24T09:00');
    expect(screen.getByRole('button', { name: 'Clear unpublish at' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear publish at' }));
    expect(field('Publish at')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).toHaveBeenCalledWith(none);
    expect(await screen.findByText('Schedule cleared.')).toBeInTheDocument();
  });
});
