import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Stable React keys for a list edited by position (blocks, field groups, links), so moving an
 * item moves its DOM (and any open/closed state) instead of repainting neighbours. The keys
 * follow the list's length when it changes from outside (a reload), and the operations below
 * keep them in step with edits made here.
 */
export function useListKeys(count: number) {
  const next = useRef(0);
  const keys = useRef<string[]>([]);
  const make = () => `k${++next.current}`;
  if (keys.current.length < count) {
    keys.current = [...keys.current, ...Array.from({ length: count - keys.current.length }, make)];
  } else if (keys.current.length > count) {
    keys.current = keys.current.slice(0, count);
  }
  return {
    keys: keys.current,
    insert(at: number) {
      const copy = [...keys.current];
      copy.splice(at, 0, make());
      keys.current = copy;
    },
    remove(at: number) {
      keys.current = keys.current.filter((_, index) => index !== at);
    },
    move(from: number, to: number) {
      keys.current = moveItem(keys.current, from, to);
    },
    /** Forget all keys, e.g. when the whole list was replaced by a reload. */
    reset() {
      keys.current = [];
    },
  };
}

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/**
 * Moves keyboard focus to an element by id after the next render, e.g. to the "Move up" button
 * of an item that just moved, so keyboard users keep their place.
 */
export function useFocusAfterRender() {
  const [target, setTarget] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (!target) return;
    for (const id of target) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        break;
      }
    }
    setTarget(null);
  }, [target]);
  return useCallback((...ids: string[]) => setTarget(ids), []);
}
