// Which blocks of the page an option shows and hides. Plain DOM: the blocks are other blocks'
// markup (rendered by BlockList), not this view's.

/** The block references of an `option_blocks` value (`3, 4, rdx-prices`), without `#`. */
export function parseBlockRefs(text: string): string[] {
  return text
    .split(',')
    .map((ref) => ref.trim().replace(/^#/, ''))
    .filter(Boolean);
}

/**
 * The references hidden while option `chosen` is chosen: those of the other options that the
 * chosen one does not list. None while nothing is chosen.
 */
export function refsToHide(options: readonly (readonly string[])[], chosen: number | null): Set<string> {
  if (chosen === null) return new Set();
  const shown = new Set(options[chosen] ?? []);
  return new Set(
    options.flatMap((refs, index) => (index === chosen ? [] : refs.filter((ref) => !shown.has(ref)))),
  );
}

/**
 * The element a reference names: a block number N is BlockList's `#component-N`; any other id is
 * that element's block (its `.fc-block` wrapper, so the whole block hides) or, outside blocks,
 * the element itself; else a block saved with that id (`data-block-id`).
 */
export function blockElement(doc: Document, ref: string): HTMLElement | null {
  const id = /^\d+$/.test(ref) ? `component-${ref}` : ref;
  const element = doc.getElementById(id);
  if (element) return element.closest<HTMLElement>('.fc-block') ?? element;
  return doc.querySelector<HTMLElement>(`.fc-block[data-block-id="${CSS.escape(ref)}"]`);
}
