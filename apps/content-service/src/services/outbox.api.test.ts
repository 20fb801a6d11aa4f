// The lead outbox's worker on a real database: claims due rows, backs off after failures, ends in
// the dead letter, takes over a dead worker's claims, and two workers never send a row twice.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadDeliveries } from '../db/schema.js';
import { insertDelivery, insertForm, insertLead } from '../test/lead-fixtures.js';
import { startTestService, type TestService } from '../test/harness.js';
import { backoffDelay, createOutbox, outboxPolicy, type DeliveryRow } from './outbox.js';

let service: TestService;
let leadId: number;
beforeAll(async () => {
  // The service's own worker stays stopped: these tests drive workers of their own.
  service = await startTestService({ outbox: { start: false } });
  const form = await insertForm(service.ctx.db);
  leadId = (await insertLead(service.ctx.db, form.id)).id;
});
afterAll(async () => {
  await service?.close();
});

const db = () => service.ctx.db;
const rowOf = async (id: number) => (await db().select().from(leadDeliveries).where(eq(leadDeliveries.id, id)))[0]!;
/** Milliseconds from the database's now to the row's next attempt. */
async function waitOf(id: number): Promise<number> {
  const [row] = await db()
    .select({ ms: sql<number>`(extract(epoch from ${leadDeliveries.next_attempt_at} - now()) * 1000)::float8` })
    .from(leadDeliveries)
    .where(eq(leadDeliveries.id, id));
  return Number(row!.ms);
}
const makeDue = (id: number) => db().update(leadDeliveries).set({ next_attempt_at: sql`now()` }).where(eq(leadDeliveries.id, id));

describe('given the outbox policy', () => {
  it('should read the attempts and first back-off from the environment, options winning', () => {
    expect(outboxPolicy({}, {})).toMatchObject({ maxAttempts: 6, backoffMs: 30_000 });
    expect(outboxPolicy({}, { OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_BACKOFF_MS: '1000' })).toMatchObject({ maxAttempts: 3, backoffMs: 1000 });
    expect(outboxPolicy({ maxAttempts: 2 }, { OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_BACKOFF_MS: 'soon' })).toMatchObject({ maxAttempts: 2, backoffMs: 30_000 });
  });

  it('should wait four times longer after each failure, jitter taking at most half', () => {
    const policy = { backoffMs: 30_000 };
    expect([1, 2, 3].map((n) => backoffDelay(n, policy, () => 1))).toEqual([30_000, 120_000, 480_000]);
    expect([1, 2, 3].map((n) => backoffDelay(n, policy, () => 0))).toEqual([15_000, 60_000, 240_000]);
  });
});

describe('given a delivery that keeps failing', () => {
  it('should retry it later each time, then mark it failed with a short error and no address', async () => {
    const row = await insertDelivery(db(), leadId);
    const outbox = createOutbox(
      db(),
      async () => {
        throw new Error('550 5.1.1 <sales@forecourt.test>: Recipient address rejected');
      },
      outboxPolicy({ maxAttempts: 4, backoffMs: 60_000 }),
    );
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue(row.id);
      expect(await outbox.runOnce()).toBe(1);
      const after = await rowOf(row.id);
      expect(after).toMatchObject({ status: 'pending', attempts: attempt, claimed_until: null });
      waits.push(await waitOf(row.id));
      // Not due yet: nothing is claimed.
      expect(await outbox.runOnce()).toBe(0);
    }
    // 30–60 s, then 120–240 s, then 480–960 s (less the few ms this test took).
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    expect(waits[0]).toBeGreaterThan(29_000);
    expect(waits[0]).toBeLessThanOrEqual(60_000);
    expect(waits[1]).toBeGreaterThan(60_000);
    expect(waits[2]).toBeGreaterThan(240_000);

    await makeDue(row.id);
    await outbox.runOnce();
    const dead = await rowOf(row.id);
    expect(dead).toMatchObject({ status: 'failed', attempts: 4, next_attempt_at: null, delivered_at: null });
    expect(dead.last_error).toContain('Recipient address rejected');
    expect(dead.last_error).not.toContain('sales@');
    // The dead letter is never picked up again, even when due.
    await makeDue(row.id);
    expect(await outbox.runOnce()).toBe(0);
  });
});

describe('given rows claimed by a worker that died', () => {
  it('should leave them alone during the lease and take them over after it', async () => {
    const row = await insertDelivery(db(), leadId, { claimed_until: sql`now() + interval '1 minute'` as never });
    const sent: number[] = [];
    const outbox = createOutbox(db(), async (r) => void sent.push(r.id), outboxPolicy());
    await outbox.runOnce();
    expect(sent).not.toContain(row.id);
    await db().update(leadDeliveries).set({ claimed_until: sql`now() - interval '1 second'` }).where(eq(leadDeliveries.id, row.id));
    await outbox.runOnce();
    expect(sent).toContain(row.id);
    expect(await rowOf(row.id)).toMatchObject({ status: 'delivered', attempts: 1, claimed_until: null });
    expect((await rowOf(row.id)).delivered_at).toBeInstanceOf(Date);
  });
});

describe('given two workers on one database', () => {
  it('should deliver every row exactly once', async () => {
    const ids = new Set<number>();
    for (let i = 0; i < 40; i++) ids.add((await insertDelivery(db(), leadId, { kind: 'crm', target: 'crm', payload: { body: { i } } })).id);
    const sent: number[] = [];
    const deliver = async (row: DeliveryRow) => {
      // Let the other worker run while this one is "sending".
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(row.id);
    };
    const policy = outboxPolicy({ batchSize: 5 });
    const one = createOutbox(db(), deliver, policy);
    const two = createOutbox(db(), deliver, policy);
    for (;;) {
      const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
      if (a + b === 0) break;
    }
    const ours = sent.filter((id) => ids.has(id));
    expect(ours.length).toBe(ids.size);
    expect(new Set(ours).size).toBe(ids.size);
    const rows = await db().select().from(leadDeliveries).where(inArray(leadDeliveries.id, [...ids]));
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});
