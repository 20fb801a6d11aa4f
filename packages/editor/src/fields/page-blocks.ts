import type { Block } from '@forecourt/api-client';
import { useEffect, useSyncExternalStore } from 'react';

// The blocks of the page being edited, for fields that point at another block of the same page
// (the in-page navigation's targets). A tiny store rather than a context so the page editor
// registers its blocks with one hook call instead of wrapping its tree.
let current: readonly Block[] | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const publish = (blocks: readonly Block[] | null) => {
  current = blocks;
  for (const listener of listeners) listener();
};

/** Called by the page editor with its draft's blocks; cleared when the editor goes away. */
export function usePageBlocksSource(blocks: readonly Block[]): void {
  useEffect(() => {
    publish(blocks);
  }, [blocks]);
  useEffect(() => () => publish(null), []);
}

/** The blocks of the page being edited, or null outside a page editor (then a text field). */
export function usePageBlocks(): readonly Block[] | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
