// Code that a document needs only after its first moments, kept out of the first load.
//
// Islands (the header, the footer, the floating menu, the page services) are seen at once but
// used moments later at the earliest: the server renders them into the HTML as usual, while the
// browser fetches their code, and hydrates them, once it is idle after the page itself became
// interactive. The page's later blocks hydrate at the same time (see page-view.tsx). Until then
// React keeps their server HTML (dehydrated Suspense boundaries).
//
// A click that comes earlier, on a link or a control, is held: the deferred code is fetched at
// once and the click is replayed when it is in (React cannot replay a click on a part whose code
// it does not have). Any touch, key or focus starts fetching it too.
//
// On-demand parts (error screens) are shown by some pages only: the browser fetches their code
// when a page renders them.
//
// The server loads all of their code before it renders its first page (`preloadDeferredCode`), so
// they render into the HTML without suspending (and without streaming scripts).
import { preloadBlockViews } from '@forecourt/blocks';
import { whenIdle } from '@forecourt/shell';
import {
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';

const inBrowser = typeof window !== 'undefined';
const loaders: (() => Promise<unknown>)[] = [];

// The browser starts loading deferred code on the first idle time after the page hydrated, or
// earlier on an interaction (`loadDeferredCode`), whichever comes first.
let startLoading: () => void = () => {};
const loadingWanted = inBrowser ? new Promise<void>((resolve) => (startLoading = resolve)) : Promise.resolve();
let loaded: Promise<void> | undefined;
let allLoaded = false;

/** The block templates in the server HTML, in page order. */
export function documentBlockTemplates(): string[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>('[data-block-template]'),
    (element) => element.dataset.blockTemplate ?? '',
  );
}

/** The block templates of the document's first page (their views hydrate later, see page-view). */
let documentTemplates: readonly string[] = [];

/**
 * Fetches all deferred code now: the islands' and the first page's later blocks'. The server
 * awaits it before rendering its first page; the browser calls it at idle time or on the
 * visitor's first interaction.
 */
export function loadDeferredCode(): Promise<void> {
  startLoading();
  loaded ??= Promise.all([...loaders.map((load) => load()), preloadBlockViews(documentTemplates)]).then(
    () => {
      allLoaded = true;
    },
  );
  return loaded;
}

/** Resolves when deferred parts may hydrate: idle time after the page hydrated, or an interaction. */
export function deferredHydration(): Promise<void> {
  return loadingWanted;
}

// Islands rendered in the browser whose code has not hydrated them yet.
let pendingIslands = 0;
let islandsSettled: () => void = () => {};
const islandsHydrated = new Promise<void>((resolve) => (islandsSettled = resolve));
const IslandContext = createContext(false);

/** Reported by an island once React has hydrated it. */
function useIslandHydrated() {
  const counted = useContext(IslandContext);
  useEffect(() => {
    if (!counted) return;
    pendingIslands -= 1;
    if (pendingIslands === 0) islandsSettled();
  }, [counted]);
}

/**
 * Starts the browser side, once the page has hydrated: deferred code on the next idle time (or
 * an earlier interaction, with the click held and replayed). Resolves when the islands are
 * hydrated and the later blocks' code is in: the document is interactive throughout.
 */
export function hydrateDeferredParts(): Promise<void> {
  documentTemplates = documentBlockTemplates();
  const cancelIdle = whenIdle(() => void loadDeferredCode());
  const early = () => void loadDeferredCode();
  const holdClick = (event: MouseEvent) => {
    if (allLoaded || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = (event.target as Element | null)?.closest?.('a[href], button, [role="button"], summary, label');
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void loadDeferredCode().then(() => requestAnimationFrame(() => control.click()));
  };
  addEventListener('click', holdClick, { capture: true });
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    addEventListener(type, early, { capture: true, once: true, passive: true });
  }
  if (pendingIslands === 0) islandsSettled();
  return Promise.all([islandsHydrated, loadDeferredCode()]).then(() => {
    cancelIdle();
    removeEventListener('click', holdClick, { capture: true });
  });
}

type Module<P> = { default: ComponentType<P> };

/**
 * A lazy component over `load` that renders without suspending once its code is in: React.lazy
 * reads a thenable's status, and a loaded component is handed over as one resolving at once.
 * Its code is fetched when it is first rendered, after `wait`.
 */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, wait: Promise<void>) {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (loadedComponent) => {
        // The loaded component reports its hydration (islands count it, see IslandContext).
        component = function Hydrating(props: P) {
          useIslandHydrated();
          const Loaded = loadedComponent;
          return <Loaded {...props} />;
        };
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.push(fetchCode);
  const Lazy = lazy<ComponentType<P>>(() =>
    component
      ? ({ then: (resolve: (module: Module<P>) => void) => resolve({ default: component! }) } as Promise<Module<P>>)
      : wait.then(fetchCode).then((loadedComponent) => ({ default: loadedComponent })),
  );
  return function Preloadable(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * An island whose component `load` resolves to. Memoised: React must not re-render a dehydrated
 * boundary before its code is in, or it would drop the server HTML and render it afresh (so keep
 * its props stable, too).
 */
export function idleIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Inner = preloadable(load, loadingWanted);
  function Island(props: P) {
    // Counted while the document hydrates (islands mounted later hydrate at once).
    const [counted] = useState(() => {
      const hydrating = inBrowser && !allLoaded && document.documentElement.dataset.hydrated !== 'true';
      if (hydrating) pendingIslands += 1;
      return hydrating;
    });
    return (
      <IslandContext.Provider value={counted}>
        <Inner {...props} />
      </IslandContext.Provider>
    );
  }
  return memo(Island) as unknown as ComponentType<P>;
}

/** A part whose component `load` resolves to, fetched when first rendered. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return preloadable(load, Promise.resolve());
}
