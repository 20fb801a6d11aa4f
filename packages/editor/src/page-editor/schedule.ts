import type { Page } from '@forecourt/api-client';

/** "24 Nov, 09:00" in the editor's own time zone. */
const scheduleFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const formatScheduleTime = (iso: string) => scheduleFormat.format(new Date(iso));

/** What the page list and the editor header say of a page's schedule: "Publishes 24 Nov, 09:00". */
export function scheduleLabels(page: Pick<Page, 'publish_at' | 'unpublish_at'>): string[] {
  const labels: string[] = [];
  if (page.publish_at) labels.push(`Publishes ${formatScheduleTime(page.publish_at)}`);
  if (page.unpublish_at) labels.push(`Unpublishes ${formatScheduleTime(page.unpublish_at)}`);
  return labels;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` input shows it (the browser's zone), or '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const minutes = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  // Seconds only when a time has them, as the input shows it.
  return d.getSeconds() === 0 ? minutes : `${minutes}:${pad(d.getSeconds())}`;
}

/** A `datetime-local` value (the browser's zone) as an ISO time with its zone, or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  // "YYYY-MM-DDTHH:mm" without a zone is read as local time.
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
