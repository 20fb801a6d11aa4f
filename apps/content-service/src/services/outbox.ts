// The lead outbox's worker (issue 11): e-mails and CRM calls are stored with the lead in one
// transaction (lead_deliveries); this worker delivers them afterwards. Every replica of the
// content service runs one over the same database: rows are claimed with a lease
// (`claimed_until`) under FOR UPDATE SKIP LOCKED, so no two workers send the same row, and the
// claims of a worker that died are taken over once its lease has run out.
import { and, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { leadDeliveries } from '../db/schema.js';
import { positiveIntegerEnv } from '../lib/env.js';

export type DeliveryRow = typeof leadDeliveries.$inferSelect;

export interface OutboxPolicy {
  /** Attempts before a row becomes `failed` (the dead letter). */
  maxAttempts: number;
  /** Wait after the first failure; each later one waits 4× longer (with jitter). */
  backoffMs: number;
  /** How often due rows are looked for. */
  pollMs: number;
  /** How long a claim holds; longer than any delivery can take (the CRM's 10 s timeout, SMTP's). */
  leaseMs: number;
  /** Rows claimed at once. */
  batchSize: number;
}

export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  maxAttempts: 6,
  backoffMs: 30_000,
  pollMs: 500,
  leaseMs: 120_000,
  // Delivered one after another, so a batch must end within the lease even when every delivery
  // waits its full timeout (CRM 10 s, SMTP 15 s): 5 × 15 s < 120 s.
  batchSize: 5,
};

/**
 * `OUTBOX_MAX_ATTEMPTS`, `OUTBOX_BACKOFF_MS` and `OUTBOX_LEASE_MS` (how soon a crashed worker's
 * claims are taken over) over the defaults, then `overrides` (tests).
 */
export function outboxPolicy(overrides: Partial<OutboxPolicy> = {}, env: NodeJS.ProcessEnv = process.env): OutboxPolicy {
  return {
    ...DEFAULT_OUTBOX_POLICY,
    ...definedOnly({
      maxAttempts: positiveIntegerEnv(env.OUTBOX_MAX_ATTEMPTS),
      backoffMs: positiveIntegerEnv(env.OUTBOX_BACKOFF_MS),
      leaseMs: positiveIntegerEnv(env.OUTBOX_LEASE_MS),
    }),
    ...definedOnly(overrides),
  };
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The wait after the `failures`-th failure: `backoffMs × 4^(failures-1)`, less up to half of it
 * at random, so rows that failed together (a CRM outage) do not all come back at once. The
 * ranges never overlap, so each wait is longer than the one before.
 */
export function backoffDelay(failures: number, policy: Pick<OutboxPolicy, 'backoffMs'>, random = Math.random): number {
  const full = policy.backoffMs * 4 ** Math.max(0, failures - 1);
  return Math.round(full / 2 + (full / 2) * random());
}

/** What a delivery answers when it worked: a `target` replaces the row's (e.g. the URL really called). */
export interface DeliveryOutcome {
  target?: string;
}

/** Sends one row; throws a `DeliveryError` (or anything) when it did not go through. */
export type Deliver = (row: DeliveryRow) => Promise<DeliveryOutcome | void>;

/** A failure whose message is fit for `last_error`: short, without personal data. */
export class DeliveryError extends Error {}

const MAX_ERROR_LENGTH = 300;

/** `last_error` of a failure: e-mail addresses removed (SMTP servers quote recipients), kept short. */
export function errorText(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const text = raw.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>').replace(/\s+/g, ' ').trim() || 'Unknown error';
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

export interface Outbox {
  readonly policy: OutboxPolicy;
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Claims one batch of due rows and delivers them; answers how many it handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch under way. */
  stop(): Promise<void>;
}

export function createOutbox(db: Database, deliver: Deliver, policy: OutboxPolicy = outboxPolicy()): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let current: Promise<number> = Promise.resolve(0);

  /** Due rows, soonest first, through the partial index lead_deliveries_due_idx. */
  async function claim(): Promise<DeliveryRow[]> {
    const now = sql`now()`;
    const due = db
      .select({ id: leadDeliveries.id })
      .from(leadDeliveries)
      .where(
        and(
          sql`${leadDeliveries.status} = 'pending'`,
          lte(leadDeliveries.next_attempt_at, now),
          or(isNull(leadDeliveries.claimed_until), lt(leadDeliveries.claimed_until, now)),
        ),
      )
      .orderBy(leadDeliveries.next_attempt_at)
      .limit(policy.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(leadDeliveries)
      .set({ claimed_until: sql`now() + ${policy.leaseMs} * interval '1 millisecond'` })
      .where(inArray(leadDeliveries.id, due))
      .returning();
  }

  async function settle(row: DeliveryRow) {
    const attempts = row.attempts + 1;
    // Only while still pending and ours: an admin may have deleted the lead meanwhile.
    const stillOurs = and(eq(leadDeliveries.id, row.id), sql`${leadDeliveries.status} = 'pending'`);
    try {
      const outcome = await deliver(row);
      await db
        .update(leadDeliveries)
        .set({
          status: 'delivered',
          attempts,
          delivered_at: sql`now()`,
          claimed_until: null,
          last_error: null,
          ...(outcome?.target ? { target: outcome.target } : {}),
        })
        .where(stillOurs);
    } catch (error) {
      const dead = attempts >= policy.maxAttempts;
      await db
        .update(leadDeliveries)
        .set({
          attempts,
          last_error: errorText(error),
          claimed_until: null,
          ...(dead
            ? { status: 'failed' as const, next_attempt_at: null }
            : { next_attempt_at: sql`now() + ${backoffDelay(attempts, policy)} * interval '1 millisecond'` }),
        })
        .where(stillOurs);
    }
  }

  async function batch(): Promise<number> {
    const rows = await claim();
    // One at a time: a batch is small, and a mail server or CRM should not get a burst.
    for (const row of rows) await settle(row);
    return rows.length;
  }

  /** One batch after the one under way (polls and `runOnce` never overlap in one worker). */
  function exclusive(): Promise<number> {
    const next = current.then(batch, batch);
    current = next.catch(() => 0);
    return next;
  }

  function schedule(delay: number) {
    if (!running) return;
    timer = setTimeout(() => {
      void exclusive().then(
        // A full batch suggests more are due: look again at once.
        (handled) => schedule(handled >= policy.batchSize ? 0 : policy.pollMs),
        (error: unknown) => {
          console.error('[content-service] outbox:', (error as Error).message);
          schedule(policy.pollMs);
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    policy,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    runOnce: exclusive,
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}
