// Links of an in-page navigation name their target by the block's stable id (`block-<id>`): a
// block number (`3`, i.e. #component-3) follows positions, so reordering the page re-aimed it.

/** Template key of the in-page navigation block. */
const TEMPLATE = 'in_page_navigation';

/** Prefix of a nav item's target that names a block by its id. */
export const BLOCK_ANCHOR_PREFIX = 'block-';

/** The nav item target (and fragment, without `#`) of the block with id `blockId`. */
export const blockAnchor = (blockId: string): string => `${BLOCK_ANCHOR_PREFIX}${blockId}`;

/** The block id a nav item target names, or null for a block number or an element id. */
export const anchoredBlockId = (target: string): string | null =>
  target.startsWith(BLOCK_ANCHOR_PREFIX) ? target.slice(BLOCK_ANCHOR_PREFIX.length) : null;

interface PageBlockLike {
  id: string;
  template: string;
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page's blocks with every in-page navigation item that names a block by number (`3`) turned
 * into that block's id (`block-<id>`), so the link keeps its target when blocks move. Numbers past
 * the last block, element ids and block ids are left as they are. Returns `blocks` itself when
 * nothing changes. Runs where a whole page is at hand: the content service on read and save.
 */
export function anchorInPageNavigation<B extends PageBlockLike>(blocks: readonly B[]): readonly B[] {
  let changed = false;
  const out = blocks.map((block) => {
    if (block.template !== TEMPLATE || !isRecord(block.data) || !Array.isArray(block.data.groups)) return block;
    let touched = false;
    const groups = block.data.groups.map((group: unknown) => {
      if (!isRecord(group) || typeof group.blockId !== 'string') return group;
      const number = /^\s*#?(\d+)\s*$/.exec(group.blockId);
      const target = number ? blocks[Number(number[1]) - 1] : undefined;
      // An id the item's pattern (or length) cannot carry stays a number rather than break the block.
      if (!target || !/^[A-Za-z0-9_:.-]{1,90}$/.test(target.id)) return group;
      touched = true;
      return { ...group, blockId: blockAnchor(target.id) };
    });
    if (!touched) return block;
    changed = true;
    return { ...block, data: { ...block.data, groups } };
  });
  return changed ? out : blocks;
}
