import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './client.js';
import { rowsOf } from './rows.js';

const dialect = new PgDialect();

/**
 * A hot read taking one integer, planned once instead of on every call. PostgreSQL needs nothing:
 * postgres.js keeps a named prepared statement per connection and the server caches its plan.
 * PGlite prepares nothing by itself, and planning a large statement can cost more than running
 * it, so there it is `PREPARE`d on first use in its single session, then `EXECUTE`d.
 *
 * `build` writes the statement around the SQL it is given for the integer; every other value in
 * it must be inline (`sql.raw`), since a prepared statement has that one parameter.
 */
export function preparedQuery<Row>(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  name: string,
  build: (param: SQL) => SQL,
): (value: number) => Promise<Row[]> {
  const { db } = handle;
  if (handle.kind === 'postgres') return async (value) => rowsOf<Row>(await db.execute(build(sql`${value}`)));

  let prepared: Promise<unknown> | null = null;
  return async (value) => {
    if (!Number.isSafeInteger(value)) throw new TypeError(`${name} takes an integer, not ${value}`);
    prepared ??= db.execute(sql.raw(`prepare ${name}(integer) as ${dialect.sqlToQuery(build(sql.raw('$1'))).sql}`)).catch((error: unknown) => {
      prepared = null;
      throw error;
    });
    await prepared;
    // EXECUTE takes no bound parameters; `value` is a checked integer.
    return rowsOf<Row>(await db.execute(sql.raw(`execute ${name}(${value})`)));
  };
}
