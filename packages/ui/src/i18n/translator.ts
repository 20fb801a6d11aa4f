// Interface texts are kept in i18next-format bundles (nested keys, `{{name}}` placeholders), one
// JSON file per locale, so a host app that runs i18next can load them as they are. Reading them
// takes the few lines below, not i18next itself (~14 KB gzip in every visitor's first load).

/** Translates a dotted key (`search.noResult`), filling `{{name}}` placeholders from `values`. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** An i18next-format bundle: nested objects of strings. */
export type MessageBundle = { readonly [key: string]: string | MessageBundle };

function lookup(bundle: MessageBundle | undefined, key: string): string | undefined {
  let node: string | MessageBundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translate function over `bundles` (by locale code) for `locale`: the locale's text, else the
 * `fallback` locale's, else the key itself (as i18next answers a missing key).
 */
export function createTranslator(
  bundles: Readonly<Record<string, MessageBundle>>,
  locale: string,
  fallback = 'en',
): Translate {
  return (key, values) => {
    const text = lookup(bundles[locale], key) ?? lookup(bundles[fallback], key) ?? key;
    return values
      ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
          name in values ? String(values[name]) : whole,
        )
      : text;
  };
}
