// Parts of the page that visitors see at once but rarely use in the first moments (the footer,
// the floating menu): the server renders them into the HTML as usual, while the browser fetches
// their code, and hydrates them, only once it is idle after the page became interactive. Until
// then React keeps their server HTML (a dehydrated Suspense boundary) and replays a click on them
// after hydrating. This keeps their code out of the first load.
import { whenIdle } from '@forecourt/shell';
import { lazy, memo, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

interface Island<P> {
  /**
   * The island. Memoised: React must not re-render a dehydrated boundary before its code is in,
   * or it would drop the server HTML and render it afresh (so keep its props stable, too).
   */
  Component: ComponentType<P>;
  /** Loads the code now (the server does so before it renders its first page). */
  preload(): Promise<void>;
}

const inBrowser = typeof window !== 'undefined';
const islands: Island<never>[] = [];

/**
 * Loads the code of every island made so far: the server awaits it before rendering its first
 * page, so islands render into the HTML without suspending (and without streaming scripts).
 */
export async function preloadIslands(): Promise<void> {
  await Promise.all(islands.map((island) => island.preload()));
}
const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** An island whose component `load` resolves to. */
export function idleIsland<P extends object>(load: () => Promise<ComponentType<P>>): Island<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then((component) => (loaded = component), (error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    // Loaded already (on the server, or after a first hydration): a synchronous answer, so React
    // renders it without suspending. Otherwise wait for idle time before fetching it.
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as Promise<{ default: ComponentType<P> }>)
      : (inBrowser ? idle() : Promise.resolve()).then(fetchCode).then((component) => ({ default: component })),
  );

  const Component = memo(function IdleIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  const island: Island<P> = {
    Component: Component as unknown as ComponentType<P>,
    preload: async () => {
      await fetchCode();
    },
  };
  islands.push(island as unknown as Island<never>);
  return island;
}
