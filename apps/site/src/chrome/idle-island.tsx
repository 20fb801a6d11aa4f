// Code that a document needs only after its first moments, split off the first load.
//
// Islands (the header, the footer, the floating menu) are seen at once but used moments later at
// the earliest: the server renders them into the HTML as usual, while the browser fetches their
// code, and hydrates them, only once it is idle after the page itself became interactive. Until
// then React keeps their server HTML (a dehydrated Suspense boundary) and replays a click on them
// after hydrating.
//
// On-demand parts (error screens) are shown by some pages only: the browser fetches their code
// when a page renders them.
//
// The server loads all of their code before it renders its first page (`preloadIslands`), so they
// render into the HTML without suspending (and without streaming scripts).
import { whenIdle } from '@forecourt/shell';
import { lazy, memo, Suspense, type ComponentType } from 'react';

const inBrowser = typeof window !== 'undefined';
const preloads: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every island and on-demand part made so far. The server awaits it before
 * rendering its first page; the browser calls it when the visitor navigates before idle time
 * came, so an island that is about to get new props is hydrated first rather than rendered afresh.
 */
export async function preloadIslands(): Promise<void> {
  start();
  await Promise.all(preloads.map((preload) => preload()));
}

// In the browser, islands load on the first idle time after the page hydrated (see
// `loadIslandsWhenIdle`), or at an earlier `preloadIslands`, whichever comes first.
let start: () => void = () => {};
const islandsWanted = inBrowser ? new Promise<void>((resolve) => (start = resolve)) : Promise.resolve();

/** Resolves on the first idle time after the page hydrated (or at an earlier `preloadIslands`). */
export function idleAfterHydration(): Promise<void> {
  return islandsWanted;
}

/** Called once the page has hydrated: the islands' code comes on the next idle time. */
export function loadIslandsWhenIdle(): () => void {
  return whenIdle(start);
}

/**
 * A lazy component over `load` that renders without suspending once its code is in: React.lazy
 * reads a thenable's status, and a loaded component is handed over as one resolving at once.
 * Its code is fetched when it is first rendered, after `wait`.
 */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, wait: Promise<void>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  preloads.push(fetchCode);
  type Module = { default: ComponentType<P> };
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? ({ then: (resolve: (module: Module) => void) => resolve({ default: loaded! }) } as Promise<Module>)
      : wait.then(fetchCode).then((component) => ({ default: component })),
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
  return memo(preloadable(load, islandsWanted)) as unknown as ComponentType<P>;
}

/** A part whose component `load` resolves to, fetched when first rendered. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return preloadable(load, Promise.resolve());
}
