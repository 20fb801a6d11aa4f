// The shell's UI strings: one JSON bundle per locale (site-shell.md §7), English the default and
// the fallback for any key a bundle lacks, in i18next's format (read by `createTranslator`).
// Bundles are bundled in (two small files), so translating is synchronous: the server render and
// hydration agree.
import { DEFAULT_LOCALE, type Locale } from '@forecourt/api-client';
import { createTranslator, type Translate } from '@forecourt/ui';
import en from './locales/en.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };

export { createTranslator };

export type ShellMessages = typeof en;

/** Every shipped bundle, by locale code (the same keys in each; checked by the tests). */
export const SHELL_MESSAGES: Record<Locale, ShellMessages> = { en, pl };

/** Translates a dotted key (`search.noResult`), filling `{{name}}` placeholders from `values`. */
export type ShellT = Translate;

const cache = new Map<Locale, ShellT>();

/** The translate function of `locale` (kept: bundles never change at runtime). */
export function shellT(locale: Locale): ShellT {
  let t = cache.get(locale);
  if (!t) {
    t = createTranslator(SHELL_MESSAGES, locale, DEFAULT_LOCALE);
    cache.set(locale, t);
  }
  return t;
}
