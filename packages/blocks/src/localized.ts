import { DEFAULT_LOCALE, type Locale } from '@forecourt/api-client';

/**
 * Reads a translatable non-text value (a link, a list of links) for `locale`, falling back to the
 * default locale. Text values use `localize` from `@forecourt/api-client`.
 */
export function localized<T>(
  value: Partial<Record<string, T>> | undefined,
  locale: Locale,
): T | undefined {
  if (!value) return undefined;
  return value[locale] ?? value[DEFAULT_LOCALE];
}
