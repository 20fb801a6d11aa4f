import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * The keyboard of the WAI-ARIA tabs pattern: Left and Right move to the previous and next tab
 * (wrapping round), Home and End to the first and last; the tab moved to is chosen and focused.
 * Spread `onKeyDown` on the tablist and give each tab `ref={tabRef(index)}`.
 */
export function useRovingTabs(count: number) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + count) % count;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const tabRef = (index: number) => (node: HTMLButtonElement | null) => {
    tabRefs.current[index] = node;
  };
  return { selected, setSelected, onKeyDown, tabRef };
}
