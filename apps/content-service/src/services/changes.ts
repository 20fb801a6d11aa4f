import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.js';

/** The database channel every content-service process sends changes on and listens to. */
export const CHANGES_CHANNEL = 'forecourt_changes';

export const changeReasons = [
  'page_published',
  'page_status_changed',
  'page_deleted',
  // A page's publish or unpublish time was set or cleared: schedulers in every process re-arm.
  'page_scheduled',
  'setting_changed',
  'setting_deleted',
  'metahead_created',
  'metahead_updated',
  'metahead_deleted',
  'nav_entry_created',
  'nav_entry_updated',
  'nav_entry_deleted',
  'media_added',
  'media_updated',
  'media_replaced',
  'media_deleted',
  'nav_entries_moved',
  // Forms pages show (their definition, the locations of a retailer pick, the reCAPTCHA key).
  'form_changed',
  'form_location_changed',
  'forms_setting_changed',
  'redirect_changed',
  // Local only: this process's listening connection was lost and is back; changes may have been
  // missed in between, so readers should treat everything as changed.
  'changes_resumed',
] as const;
export type ChangeReason = (typeof changeReasons)[number];

/**
 * Something visitors see has changed. `scope: 'page'`: only page `page_id`'s own rendering (its
 * published content or its own metaheads), nothing other pages show. `scope: 'site'`: anything
 * else (navigation, settings, global metaheads, media, or a page change other pages show: its
 * title, path, place in the tree or visibility). `page_id` names the page concerned, when one is.
 */
export const changeSchema = z.object({
  scope: z.enum(['site', 'page']),
  page_id: z.number().int().positive().optional(),
  reason: z.enum(changeReasons),
});
export type Change = z.infer<typeof changeSchema>;

/** What writers need: announce a change after it is committed. */
export interface ChangePublisher {
  publish(change: Change): Promise<void>;
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;

/**
 * Changes across processes: `publish` sends a NOTIFY on `CHANGES_CHANNEL` through the database,
 * so every content-service process sharing it (replicas on one PostgreSQL, or the one process
 * of an embedded PGlite) hears it on its LISTEN and relays it to its own subscribers — the
 * publishing process included, so there is one path for every change.
 */
export function createChangeFeed(handle: Pick<DatabaseHandle, 'notify' | 'listen'>) {
  const subscribers = new Set<(change: Change) => void>();
  // Caches of this process: they hear every change, their own writes' at once (see invalidateOn).
  const caches = new Set<(change: Change) => void>();
  let unlisten: (() => Promise<void>) | null = null;

  const relay = (change: Change) => {
    for (const subscriber of [...caches, ...subscribers]) {
      try {
        subscriber(change);
      } catch (error) {
        console.error('[content-service] a change subscriber failed:', error);
      }
    }
  };

  const onPayload = (payload: string) => {
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      json = undefined;
    }
    const parsed = changeSchema.safeParse(json);
    // Anything else on the channel (another tool, an older release) is not ours to relay.
    if (parsed.success) relay(parsed.data);
    else console.warn(`[content-service] ignored a malformed change on ${CHANGES_CHANNEL}: ${payload}`);
  };

  return {
    /** Starts listening; resolves once changes from any process reach this one. */
    async start() {
      unlisten ??= await handle.listen(CHANGES_CHANNEL, onPayload, {
        onResumed: () => relay({ scope: 'site', reason: 'changes_resumed' }),
      });
    },

    async stop() {
      const stop = unlisten;
      unlisten = null;
      subscribers.clear();
      caches.clear();
      await stop?.();
    },

    /** Announces a committed change to every process; a failure throws (the caller answers 5xx). */
    async publish(change: Change) {
      const checked = changeSchema.parse(change);
      // This process's caches first: a read that follows the write here must not see what it replaced.
      for (const invalidate of caches) invalidate(checked);
      await handle.notify(CHANGES_CHANNEL, JSON.stringify(checked));
    },

    /**
     * Calls `onChange` for every change from any process, and at once for this process's own
     * (before the database relays them back): for caches, which may hear a change twice.
     */
    invalidateOn(onChange: (change: Change) => void): () => void {
      caches.add(onChange);
      return () => {
        caches.delete(onChange);
      };
    },

    /** Calls `onChange` for every change from any process; answers the function that stops it. */
    subscribe(onChange: (change: Change) => void): () => void {
      subscribers.add(onChange);
      return () => {
        subscribers.delete(onChange);
      };
    },

    /** How many subscribers are connected (for tests and diagnostics). */
    get subscriberCount() {
      return subscribers.size;
    },
  };
}
