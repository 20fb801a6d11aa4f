/**
 * jsdom has no layout and no `matchMedia`: this installs one whose width the test sets, so the
 * navigation's viewport switch at 1024 px can be exercised. Test-only.
 */
export function installViewport(initialWidth: number) {
  let width = initialWidth;
  const queries = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    // Only width queries: a visitor preference such as prefers-reduced-motion is not set.
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    queries.add(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      const before = new Map([...queries].map((q) => [q, matches(q.query)]));
      width = next;
      for (const q of queries) {
        if (before.get(q) !== matches(q.query)) for (const listener of [...q.listeners]) listener();
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
