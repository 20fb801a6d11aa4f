// The shell's UI strings through i18next: one JSON bundle per locale (site-shell.md §7), English
// the default and the fallback for any key a bundle lacks. Bundles are bundled in (two small
// files), so an instance is ready synchronously — the server render and hydration agree.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@forecourt/api-client';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };

export type ShellMessages = typeof en;

/** Every shipped bundle, by locale code (the same keys in each; checked by the tests). */
export const SHELL_MESSAGES: Record<Locale, ShellMessages> = { en, pl };

export const SHELL_NAMESPACE = 'shell';

/** A ready i18next instance for `locale` with the shell bundles (its own, not the global one). */
export function createShellI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: Object.fromEntries(
      LOCALES.map((code) => [code, { [SHELL_NAMESPACE]: SHELL_MESSAGES[code] }]),
    ),
    initAsync: false,
    // React escapes text itself; double escaping would show '&amp;'.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const cache = new Map<Locale, TFunction>();

/** The translate function of `locale` (instances are cached: bundles never change at runtime). */
export function shellT(locale: Locale): TFunction {
  let t = cache.get(locale);
  if (!t) {
    t = createShellI18n(locale).t;
    cache.set(locale, t);
  }
  return t;
}
