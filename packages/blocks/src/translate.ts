import { DEFAULT_LOCALE, type Locale } from '@forecourt/api-client';
import { createTranslator, type MessageBundle, type Translate } from '@forecourt/ui';

/**
 * The interface texts of one block view: each template folder keeps its own i18next-format
 * bundles in `locales/<locale>.json`, so a page downloads only the texts of its own blocks.
 * Missing keys fall back to English. (Content texts come from the block's fields.)
 */
export function blockT(bundles: Readonly<Record<Locale, MessageBundle>>, locale: Locale): Translate {
  return createTranslator(bundles, locale, DEFAULT_LOCALE);
}
