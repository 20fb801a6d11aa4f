import { DEFAULT_LOCALE, type Locale } from './locales.js';
import type { LocalizedText } from './schemas.js';

/** Reads a translatable value for `locale`, falling back to the default locale, then to ''. */
export function localize(value: LocalizedText | string | undefined | null, locale: Locale): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return value[locale] ?? value[DEFAULT_LOCALE] ?? '';
}
