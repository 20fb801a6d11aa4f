// The shell's UI strings: one JSON bundle per locale (site-shell.md §7), English the default and
// the fallback for any key a bundle lacks. The bundles use i18next's format (nested keys,
// `{{name}}` placeholders), so a host app that runs i18next can load them as they are; the shell
// itself reads them with the few lines below instead of shipping i18next (~14 KB gzip) in every
// visitor's first load. Bundles are bundled in (two small files), so translating is synchronous:
// the server render and hydration agree.
import { DEFAULT_LOCALE, type Locale } from '@forecourt/api-client';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };

export type ShellMessages = typeof en;

/** Every shipped bundle, by locale code (the same keys in each; checked by the tests). */
export const SHELL_MESSAGES: Record<Locale, ShellMessages> = { en, pl };

/** Translates a dotted key (`search.noResult`), filling `{{name}}` placeholders from `values`. */
export type ShellT = (key: string, values?: Record<string, string | number>) => string;

type Bundle = { readonly [key: string]: string | Bundle };

function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translate function over `bundles` for `locale`: the locale's text, else the default
 * locale's, else the key itself (as i18next answers a missing key).
 */
export function createTranslator(
  bundles: Readonly<Record<string, Bundle>>,
  locale: string,
  fallback: string = DEFAULT_LOCALE,
): ShellT {
  return (key, values) => {
    const text = lookup(bundles[locale], key) ?? lookup(bundles[fallback], key) ?? key;
    return values
      ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
          name in values ? String(values[name]) : whole,
        )
      : text;
  };
}

const cache = new Map<Locale, ShellT>();

/** The translate function of `locale` (kept: bundles never change at runtime). */
export function shellT(locale: Locale): ShellT {
  let t = cache.get(locale);
  if (!t) {
    t = createTranslator(SHELL_MESSAGES, locale);
    cache.set(locale, t);
  }
  return t;
}
