/**
 * The rows of a raw `db.execute(sql)`: drizzle answers an array on postgres-js and
 * `{ rows }` on PGlite.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
