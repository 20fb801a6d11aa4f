/** Locales the product ships. English is the default; Polish is the shipped market language. */
export const LOCALES = ['en', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
/** Defaults to 'en'. */
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
