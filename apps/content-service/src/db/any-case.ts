import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * ICU's root collation. `lower()` follows the collation it is given, and a column's default is the
 * database's: in a database created with locale "C" (what `initdb` picks when the shell has no
 * LANG), `lower('ŁÓDŹ')` is `ŁÓDŹ`. ICU folds every script the same way whatever the database's
 * locale; packaged PostgreSQL and PGlite both have it.
 */
const ROOT_COLLATION = sql.raw('"und-x-icu"');

/** True where `text` contains `needle`, in any case and any script; `needle` is matched literally. */
export function containsAnyCase(text: SQLWrapper, needle: string): SQL {
  return sql`strpos(lower(${text} collate ${ROOT_COLLATION}), lower(${needle}::text collate ${ROOT_COLLATION})) > 0`;
}
