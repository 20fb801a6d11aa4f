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
    return { db: db as unknown as Database, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = join(options.dataDir, 'db');
  if (!options.inMemory) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(options.inMemory ? 'memory://' : dir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
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
