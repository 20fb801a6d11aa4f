import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** 'pglite' (embedded) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /**
   * `NOTIFY channel, payload`: every listener of the database gets it, in every process sharing
   * it (this one included), once the sending statement commits.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * `LISTEN channel`: calls `onPayload` for each notification. Resolves once listening, with the
   * function that stops. On PostgreSQL the listening connection is reconnected when lost;
   * `onResumed` then tells that notifications sent in between were missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: { onResumed?: () => void },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Opens the database and applies pending migrations: PostgreSQL through `postgres` when a URL
 * is given, else PGlite (Postgres compiled to WASM) in `<dataDir>/db`. Everything above this
 * function runs the same code on both.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; inMemory?: boolean }): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    // `onnotice` silenced: "relation already exists, skipping" notices are not news.
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
      // postgres.js listens on a dedicated connection of its own (outside the pool of 10) and
      // listens again after a reconnect, calling `onlisten` each time.
      async listen(channel, onPayload, { onResumed } = {}) {
        let listening = false;
        const { unlisten } = await client.listen(channel, onPayload, () => {
          if (listening) onResumed?.();
          listening = true;
        });
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = join(options.dataDir, 'db');
  if (!options.inMemory) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(options.inMemory ? 'memory://' : dir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // PGlite has LISTEN/NOTIFY within its process, which is all an embedded database has.
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * The generated SQL migrations: beside the bundle in `dist/drizzle` (copied by tsup), or the
 * package's `drizzle/` folder when running from source.
 */
function findMigrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, 'drizzle'), resolve(here, '../drizzle'), resolve(here, '../../drizzle')]) {
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`Migrations folder not found near ${here}`);
}
