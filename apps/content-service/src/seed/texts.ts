/** Helpers for the seed's bilingual content: an English and a Polish text, link or paragraph. */

export type Pair = readonly [en: string, pl: string];

/** A translatable text field's value. */
export const pair = ([en, pl]: Pair) => ({ en, pl });

/** One paragraph of rich text in both languages. */
export const paragraph = ([en, pl]: Pair) => ({ en: `<p>${en}</p>`, pl: `<p>${pl}</p>` });

/** A translatable link to a page of this site. */
export const link = (en: string, pl: string, href: string) => ({
  en: { labelText: en, href, type: 'internal' as const, target: '_self' as const },
  pl: { labelText: pl, href, type: 'internal' as const, target: '_self' as const },
});

/** Translatable buttons, each `[English label, Polish label, href]`. */
export const buttons = (...items: [string, string, string][]) => ({
  en: items.map(([en, , href]) => link(en, '', href).en),
  pl: items.map(([, pl, href]) => link('', pl, href).pl),
});
