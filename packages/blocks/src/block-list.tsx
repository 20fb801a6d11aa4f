import type { Locale } from '@forecourt/api-client';
import {
  Component,
  lazy,
  memo,
  Suspense,
  useMemo,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { BlockData, BlockIssue } from './contract/index.js';
import {
  blockViewLoaders,
  type AnyBlockView,
  type BlockViewLoader,
  type BlockViewModule,
} from './view-registry.js';
import type { BlockMode } from './view-props.js';
import './block-list.css';

/** A saved block as pages carry it (`pageSchema` blocks). */
export interface BlockListItem {
  id: string;
  template: string;
  /** Shape version the data was saved at. */
  version?: number;
  data: unknown;
  /**
   * Problems found with the block's data. The content service sets them on every page it
   * answers (after migrating the data to the template's current version), so a block that
   * carries issues is one that cannot be shown.
   */
  issues?: readonly BlockIssue[];
}

/** What `prepare` makes of a block: the block to show (e.g. migrated) and what is wrong with it. */
export interface PreparedBlock {
  block: BlockListItem;
  issues: readonly BlockIssue[];
  /** The template's display name, for the preview placeholder. */
  name?: string;
}

export interface BlockListProps {
  blocks: readonly BlockListItem[];
  locale: Locale;
  /**
   * 'public' hides a block that cannot be shown (and logs why); 'preview' shows a placeholder
   * naming the template and the first problem. Defaults to 'public'.
   */
  mode?: BlockMode;
  /** Extra or replacement view loaders by template key. Defaults to the built-in catalogue. */
  views?: Readonly<Record<string, BlockViewLoader>>;
  /**
   * How each block is checked before it is shown. Defaults to trusting the block's own `issues`,
   * as the content service answers them, so no validator ships to visitors. For blocks that did
   * not come from the content service (an editor's draft, JSON of your own), pass a function that
   * migrates and validates them, e.g. built on `prepareBlock` from `@forecourt/blocks/templates`.
   */
  prepare?: (block: BlockListItem) => PreparedBlock;
  /**
   * Hydrating server HTML: the blocks from index `from` on keep their server HTML, and fetch
   * their views' code, only once `when` resolves (e.g. when the browser is idle), so the page's
   * first blocks become interactive sooner. Pass it for the first render of a server-rendered
   * page only. Defaults to hydrating every block with the page.
   */
  hydrateLater?: { from: number; when: Promise<void> } | undefined;
}

// ---------------------------------------------------------------------------------------------
// Lazy views that do not suspend once preloaded
// ---------------------------------------------------------------------------------------------

interface ViewEntry {
  module?: BlockViewModule;
  promise?: Promise<BlockViewModule>;
  component: LazyExoticComponent<AnyBlockView>;
}

const viewEntries = new WeakMap<BlockViewLoader, ViewEntry>();

function viewEntry(loader: BlockViewLoader): ViewEntry {
  let entry = viewEntries.get(loader);
  if (!entry) {
    const created: ViewEntry = {
      // React.lazy reads the status of the thenable it is given: a loaded module is handed over
      // as a synchronously resolving thenable, so a preloaded view renders (and hydrates) without
      // suspending, while a cold one suspends until its chunk arrives.
      component: lazy(() =>
        created.module
          ? ({
              then: (resolve: (module: BlockViewModule) => void) => resolve(created.module!),
            } as Promise<BlockViewModule>)
          : loadView(loader),
      ),
    };
    entry = created;
    viewEntries.set(loader, entry);
  }
  return entry;
}

const deferredEntries = new WeakMap<BlockViewLoader, LazyExoticComponent<AnyBlockView>>();

/** The view of `loader` for a block that hydrates later: its code is fetched once `when` resolves. */
function deferredView(loader: BlockViewLoader, when: Promise<void>): LazyExoticComponent<AnyBlockView> {
  let component = deferredEntries.get(loader);
  if (!component) {
    component = lazy(() => when.then(() => loadView(loader)));
    deferredEntries.set(loader, component);
  }
  return component;
}

function loadView(loader: BlockViewLoader): Promise<BlockViewModule> {
  const entry = viewEntry(loader);
  entry.promise ??= loader().then(
    (module) => {
      entry.module = module;
      return module;
    },
    (error: unknown) => {
      // Allow a later retry (e.g. after a network hiccup) instead of caching the failure.
      delete entry.promise;
      throw error;
    },
  );
  return entry.promise;
}

/**
 * Loads the view chunks of `templateKeys` (unknown keys are ignored) so that a following render or
 * hydration of those blocks does not suspend. Never rejects: a view that fails to load is reported
 * by its block when rendered.
 */
export async function preloadBlockViews(
  templateKeys: readonly string[],
  views: Readonly<Record<string, BlockViewLoader>> = blockViewLoaders,
): Promise<void> {
  const loaders = [...new Set(templateKeys)]
    .map((key) => views[key])
    .filter((loader) => loader !== undefined);
  await Promise.allSettled(loaders.map(loadView));
}

// ---------------------------------------------------------------------------------------------
// Preparing one block: its issues, its view
// ---------------------------------------------------------------------------------------------

type Prepared =
  | { ok: true; data: BlockData; loader: BlockViewLoader; name: string | undefined }
  | { ok: false; name: string | undefined; issues: readonly BlockIssue[] };

const trustIssues = (block: BlockListItem): PreparedBlock => ({ block, issues: block.issues ?? [] });

function prepareItem(
  item: BlockListItem,
  views: Readonly<Record<string, BlockViewLoader>>,
  prepare: (block: BlockListItem) => PreparedBlock,
): Prepared {
  const { block, issues, name } = prepare(item);
  if (issues.length > 0) return { ok: false, name, issues };
  const loader = views[block.template];
  if (!loader) {
    return {
      ok: false,
      name,
      issues: [
        {
          path: 'template',
          rule: 'no_view',
          message: `No view is registered for "${block.template}"`,
        },
      ],
    };
  }
  return { ok: true, data: block.data as BlockData, loader, name };
}

const describeIssue = (issue: BlockIssue) =>
  issue.path ? `${issue.path}: ${issue.message}` : issue.message;

function reportBlock(anchor: string, block: BlockListItem, reason: string) {
  console.error(
    `[@forecourt/blocks] Block #${anchor} (template "${block.template}", id ${block.id}) was not rendered: ${reason}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

interface PlaceholderProps {
  anchor: string;
  template: string;
  name: string | undefined;
  problem: string;
  more?: number;
}

/** What the editor's preview shows in place of a block that cannot be rendered. */
function BlockPlaceholder({ anchor, template, name, problem, more = 0 }: PlaceholderProps) {
  return (
    <div id={anchor} className="fc-block-placeholder" role="alert" data-block-template={template}>
      <p className="fc-block-placeholder__title">{`${name ? `${name} block` : 'Block'} (${template}) cannot be shown`}</p>
      <p className="fc-block-placeholder__problem">
        {more > 0
          ? `${problem} (and ${more} more ${more === 1 ? 'problem' : 'problems'})`
          : problem}
      </p>
    </div>
  );
}

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  onError: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

/** Keeps one crashing block from taking the page down with it. */
class BlockErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

interface BlockItemProps {
  block: BlockListItem;
  index: number;
  locale: Locale;
  mode: BlockMode;
  views: Readonly<Record<string, BlockViewLoader>>;
  prepare: (block: BlockListItem) => PreparedBlock;
  /** Resolves when this block may hydrate; undefined: with the page. */
  later: Promise<void> | undefined;
}

// Memoised: a block still waiting to hydrate must not be re-rendered by its parent (React would
// then drop its server HTML and render it afresh).
const BlockItem = memo(function BlockItem({ block, index, locale, mode, views, prepare, later }: BlockItemProps) {
  const anchor = `component-${index + 1}`;
  const prepared = useMemo(() => prepareItem(block, views, prepare), [block, views, prepare]);

  if (!prepared.ok) {
    const [first] = prepared.issues;
    if (mode === 'public') {
      reportBlock(anchor, block, prepared.issues.map(describeIssue).join('; '));
      return null;
    }
    return (
      <BlockPlaceholder
        anchor={anchor}
        template={block.template}
        name={prepared.name}
        problem={first ? describeIssue(first) : 'Invalid data'}
        more={prepared.issues.length - 1}
      />
    );
  }

  const View = later ? deferredView(prepared.loader, later) : viewEntry(prepared.loader).component;
  // Suspense sits outside the boundary so that on the server a crashing view falls back to
  // nothing; on the client React retries it and the boundary decides what to show.
  return (
    <Suspense fallback={null}>
      <BlockErrorBoundary
        onError={(error) => reportBlock(anchor, block, `the view threw: ${error.message}`)}
        fallback={(error) =>
          mode === 'preview' ? (
            <BlockPlaceholder
              anchor={anchor}
              template={block.template}
              name={prepared.name}
              problem={`The view failed: ${error.message}`}
            />
          ) : null
        }
      >
        <div
          id={anchor}
          className="fc-block"
          data-block-template={block.template}
          data-block-id={block.id}
        >
          <View data={prepared.data} locale={locale} mode={mode} blockId={block.id} />
        </div>
      </BlockErrorBoundary>
    </Suspense>
  );
});

/**
 * Renders a page's blocks in order. Each block that carries no issues (see `prepare`) is
 * rendered by its lazily loaded view inside its own Suspense and error boundary; its root carries
 * `id="component-N"` (1-based) so `#component-N` anchors work.
 */
export function BlockList({
  blocks,
  locale,
  mode = 'public',
  views = blockViewLoaders,
  prepare = trustIssues,
  hydrateLater,
}: BlockListProps) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockItem
          key={block.id}
          block={block}
          index={index}
          locale={locale}
          mode={mode}
          views={views}
          prepare={prepare}
          later={hydrateLater && index >= hydrateLater.from ? hydrateLater.when : undefined}
        />
      ))}
    </>
  );
}

export interface BlockListEntryProps extends Omit<BlockListProps, 'blocks' | 'hydrateLater'> {
  block: BlockListItem;
  /** The block's 0-based place on the page: its root gets `id="component-<index + 1>"`. */
  index: number;
}

/**
 * One block exactly as `BlockList` renders it at `index` (same boundaries, same memoisation on the
 * block object), for hosts that lay the blocks out themselves, e.g. an editor's preview that gives
 * each block a drag handle.
 */
export function BlockListEntry({
  block,
  index,
  locale,
  mode = 'public',
  views = blockViewLoaders,
  prepare = trustIssues,
}: BlockListEntryProps) {
  return (
    <BlockItem
      block={block}
      index={index}
      locale={locale}
      mode={mode}
      views={views}
      prepare={prepare}
      later={undefined}
    />
  );
}
