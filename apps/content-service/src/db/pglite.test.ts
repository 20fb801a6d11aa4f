import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/index.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { metaheadVersions, metaheads, pages } from './schema.js';

// PGlite on disk (the embedded default); the PostgreSQL path is covered by test:pg.
describe('given a PGlite data directory', () => {
  let dir: string;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forecourt-seed-'));
  });
  afterAll(async () => {
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('should keep its content across restarts (migrations and seed run once)', async () => {
    handle = await openDatabase({ dataDir: dir });
    expect(await seedDatabase(handle.db)).toEqual({ seeded: true });
    await handle.db.update(pages).set({ title: { en: 'Renamed' } }).where(sql`${pages.path_key} = '/offers'`);
    await handle.close();
    handle = await openDatabase({ dataDir: dir });
    expect(await seedDatabase(handle.db)).toEqual({ seeded: false });
    const [offers] = await handle.db.select().from(pages).where(sql`${pages.path_key} = '/offers'`);
    expect(offers!.title).toEqual({ en: 'Renamed' });

    // Each seeded metahead starts with its first version (saved by no one), to restore it from.
    const seeded = await handle.db.select().from(metaheads);
    const versions = await handle.db.select().from(metaheadVersions);
    expect(seeded.length).toBeGreaterThan(0);
    expect(versions.map((v) => [v.metahead_id, v.version, v.source, v.actor]).sort()).toEqual(seeded.map((m) => [m.id, 1, m.source, null]).sort());
  }, 60_000);
});
