// The content service's change feed (`GET /internal/changes`, Server-Sent Events): the site's
// caches keep content exactly until the service says it changed. Every site process holds its own
// connection; the service relays changes made through any of its replicas (PostgreSQL
// LISTEN/NOTIFY), so all site processes hear of every change.
import { EventSource } from 'eventsource';

/** What changed: one page's own content, or anything that can show on every page. */
export interface ContentChange {
  scope: 'site' | 'page';
  page_id?: number;
  reason?: string;
}

export interface ChangeFeedHandlers {
  /** Connected (`true`, after the service's `ready`) or lost (`false`). */
  onLive(connected: boolean): void;
  onChange(change: ContentChange): void;
}

/** How long to wait before connecting again after the service refused or ended the feed. */
const RETRY_MS = [500, 1000, 2000, 5000, 10_000];

function parseChange(data: string): ContentChange {
  try {
    const value = JSON.parse(data) as Partial<ContentChange>;
    if (value.scope === 'page' && typeof value.page_id === 'number') {
      return { scope: 'page', page_id: value.page_id, ...(value.reason ? { reason: value.reason } : {}) };
    }
  } catch {
    // Unreadable: treat it as the widest change.
  }
  return { scope: 'site' };
}

/** Listens to the feed at `url` until `close()`; reconnects (with back-off) whenever it drops. */
export function connectChangeFeed(url: string, handlers: ChangeFeedHandlers): { close(): void } {
  let source: EventSource | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const open = () => {
    const current = new EventSource(url);
    source = current;
    current.addEventListener('ready', () => {
      attempt = 0;
      handlers.onLive(true);
    });
    current.addEventListener('change', (event) => handlers.onChange(parseChange(event.data)));
    current.addEventListener('error', () => {
      handlers.onLive(false);
      // A network failure is retried by EventSource itself; an answer that is not a feed (or a
      // closed one) ends it, so connect again ourselves.
      if (current.readyState === EventSource.CLOSED && !closed) {
        const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
        attempt += 1;
        timer = setTimeout(open, delay);
        timer.unref();
      }
    });
  };
  open();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
    },
  };
}
