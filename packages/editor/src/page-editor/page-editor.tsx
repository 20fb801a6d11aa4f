import { ApiError, DEFAULT_LOCALE, type ContentClient, type Locale, type Page, type ValidationIssue } from '@forecourt/api-client';
import { getTemplate, type TemplateDefinition } from '@forecourt/blocks/templates';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { usePageBlocksSource } from '../fields/page-blocks.js';
import type { BlockActions } from './block-card.js';
import { BlockCatalogue } from './block-catalogue.js';
import { BlocksPanel } from './blocks-panel.js';
import { copyBlock, pasteProblem, readClipboard } from './clipboard.js';
import { DiscardDialog } from './discard-dialog.js';
import { blockIssues, draftFromPage, draftFromRevision, issuesOfBlock, newBlock, newBlockId, validateDraft } from './draft.js';
import { historyReducer, initialHistory, type HistoryAction } from './draft-reducer.js';
import { EditorAlerts } from './editor-alerts.js';
import { EditorHeader } from './editor-header.js';
import { ErrorSummary, focusIssue } from './error-summary.js';
import { HistoryPanel } from './history-panel.js';
import { PageSettings } from './page-settings.js';
import { PresenceAlert } from './presence-alert.js';
import { PreviewPane } from './preview-pane.js';
import { SchedulePanel } from './schedule-panel.js';
import { AUTOSAVE_DELAY_MS, pageQueryKey, usePageSaving } from './use-page-saving.js';
import { usePresence } from './use-presence.js';

export { pageQueryKey } from './use-page-saving.js';

export interface PageEditorProps {
  client: ContentClient;
  pageId: number;
  /** Told whenever the editor gains or loses unsaved changes, so the host can guard navigation. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Address of the page list, for the "All pages" link. Defaults to '/cms'. */
  pageListHref?: string;
  /** Language translatable fields open in. Defaults to 'en'. */
  initialLocale?: Locale;
  /** Opens an address in a new tab (the disabled-page preview). Defaults to `window.open`. */
  openWindow?: (url: string) => void;
  /**
   * Milliseconds of quiet after the last change before the working copy is saved by itself
   * (unfinished or not); null turns autosave off. Defaults to 3 s.
   */
  autosaveDelay?: number | null;
  /** Tells the content service this page is open here, and shows who else has it open. Defaults to true. */
  trackPresence?: boolean;
}

/**
 * The page editor: page settings, the block list with an add-block catalogue and per-block forms,
 * a live preview, and Save draft / Publish / Disable with optimistic-concurrency conflict handling.
 */
export function PageEditor({ client, ...props }: PageEditorProps) {
  return (
    <EditorClientProvider client={client}>
      <PageEditorLoader {...props} />
    </EditorClientProvider>
  );
}

function PageEditorLoader({ pageId, ...props }: Omit<PageEditorProps, 'client'>) {
  const client = useEditorClient();
  const query = useQuery({ queryKey: pageQueryKey(pageId), queryFn: () => client.admin.getPage(pageId), staleTime: Infinity, gcTime: 0 });
  if (query.isPending) {
    return (
      <p className="fe-loading" role="status">
        Loading page…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="fe-alert fe-alert--error" role="alert">
        <h1 className="fe-alert__title" tabIndex={-1}>
          {query.error instanceof ApiError && query.error.status === 404 ? 'Page not found' : 'The page could not be loaded'}
        </h1>
        <p>{query.error.message}</p>
        <p>
          <a href={props.pageListHref ?? '/cms'}>Back to all pages</a>
        </p>
      </div>
    );
  }
  return <LoadedPageEditor key={pageId} page={query.data} {...props} />;
}


interface LoadedProps extends Omit<PageEditorProps, 'client' | 'pageId'> {
  page: Page;
}

const EMPTY: readonly ValidationIssue[] = [];

/** Whether a key press belongs to a field with an undo of its own (rich text, code editors). */
const hasOwnUndo = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('[data-own-undo]') !== null);

type Summary = { kind: 'publish' } | { kind: 'message'; title: string };

function LoadedPageEditor({
  page,
  onDirtyChange,
  pageListHref = '/cms',
  initialLocale = DEFAULT_LOCALE,
  openWindow,
  autosaveDelay = AUTOSAVE_DELAY_MS,
  trackPresence = true,
}: LoadedProps) {
  const [history, dispatchHistory] = useReducer(historyReducer, page, (p) => initialHistory(draftFromPage(p)));
  const draft = history.present;
  usePageBlocksSource(draft.blocks);
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [showRequired, setShowRequired] = useState(false);
  const [revealToken, setRevealToken] = useState(0);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [notice, setNotice] = useState('');
  // The last removed block, so the notice can offer Undo right where the editor looks.
  const [removed, setRemoved] = useState<{ id: string; name: string } | null>(null);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  // Where the catalogue inserts: after block N, or at the end (null).
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const [showPreview, setShowPreview] = useState(true);
  const [activeBlock, setActiveBlock] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(page.blocks.length > 3 ? page.blocks.map((b) => b.id) : []));
  // The element to focus once the blocks have rendered: a block's toggle, or the add button.
  // State, not a scheduled callback, so that of two quick actions the later one wins.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  /** Every change goes through here: a change other than typing retires the last notice (and its Undo offer). */
  const dispatch = useCallback((action: HistoryAction) => {
    dispatchHistory(action);
    const typing = action.type === 'fields' || action.type === 'settings' || action.type === 'rebase' || (action.type === 'group' && action.change.kind === 'edit');
    if (!typing) {
      setNotice('');
      setRemoved(null);
    }
  }, []);
  const announce = useCallback((text: string) => setNotice(text), []);

  // Presence: who else has the page open; after a take-over this tab stops autosaving.
  const presence = usePresence(page.id, trackPresence);
  // A load that would replace unsaved edits waits here for the editor's answer.
  const [pendingLoad, setPendingLoad] = useState<{ version: number; apply: () => void } | null>(null);

  const saving = usePageSaving({
    page,
    draft,
    dispatch,
    autosaveDelay: presence.takenOver ? null : autosaveDelay,
    announce,
    openWindow,
    onIssues: (title) => {
      setShowRequired(true);
      setRevealToken((t) => t + 1);
      setSummary({ kind: 'message', title });
    },
  });

  // Each block's own issues: re-checked only for the block that changed (see blockIssues).
  const issuesByBlock = useMemo(
    () =>
      draft.blocks.map((block, index) =>
        saving.serverIssues.length === 0 ? blockIssues(block) : [...blockIssues(block), ...issuesOfBlock(saving.serverIssues, index)],
      ),
    [draft.blocks, saving.serverIssues],
  );
  const issues = useMemo(() => [...validateDraft(draft), ...saving.serverIssues], [draft, saving.serverIssues]);
  const pageIssues = useMemo(() => issues.filter((issue) => !issue.path.startsWith('blocks[')), [issues]);

  useEffect(() => onDirtyChange?.(saving.dirty), [saving.dirty, onDirtyChange]);
  // Closing the tab or reloading with unsaved changes asks first.
  useEffect(() => {
    if (!saving.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving.dirty]);
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);
  // The summary clears itself once everything it listed is fixed.
  useEffect(() => {
    if (summary && issues.length === 0) {
      setSummary(null);
      setNotice(summary.kind === 'publish' ? 'All problems are fixed. You can publish now.' : 'All problems are fixed.');
    }
  }, [summary, issues.length]);
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // Callbacks of the block cards read the newest draft here, so they never change identity.
  const latest = useRef({ draft, insertAt });
  latest.current = { draft, insertAt };
  const actions = useMemo<BlockActions>(() => {
    const nameOf = (id: string) => {
      const block = latest.current.draft.blocks.find((b) => b.id === id);
      return block ? (getTemplate(block.template)?.name ?? block.template) : 'block';
    };
    return {
      dispatch,
      toggle: (id) =>
        setCollapsed((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      move: (id, from, to, focus) => {
        if (to < 0 || to >= latest.current.draft.blocks.length) return;
        dispatch({ type: 'move', id, to });
        setNotice(`Block ${from + 1} (${nameOf(id)}) moved to position ${to + 1}.`);
        const idBase = `fe-block-${id}`;
        if (focus === 'none') return;
        requestAnimationFrame(() => {
          if (focus === 'toggle') return document.getElementById(`${idBase}-toggle`)?.focus();
          const first = document.getElementById(`${idBase}-${to < from ? 'up' : 'down'}`) as HTMLButtonElement | null;
          const other = document.getElementById(`${idBase}-${to < from ? 'down' : 'up'}`);
          (first && !first.disabled ? first : other)?.focus();
        });
      },
      remove: (id, index) => {
        const name = nameOf(id);
        const next = latest.current.draft.blocks.filter((b) => b.id !== id);
        dispatch({ type: 'remove', id });
        setNotice(`Block ${index + 1} (${name}) removed.`);
        setRemoved({ id, name });
        const neighbour = next[index] ?? next[index - 1];
        setFocusTarget(neighbour ? `fe-block-${neighbour.id}-toggle` : 'fe-add-block');
      },
      duplicate: (id, index) => {
        const copyId = newBlockId();
        dispatch({ type: 'duplicate', id, copyId });
        setNotice(`Block ${index + 1} duplicated as block ${index + 2}.`);
        setFocusTarget(`fe-block-${copyId}-toggle`);
      },
      copy: (id, index) => {
        const block = latest.current.draft.blocks.find((b) => b.id === id);
        if (!block) return;
        void copyBlock(block, `block ${index + 1} of ${latest.current.draft.path}`);
        setNotice(`Block ${index + 1} (${nameOf(id)}) copied. Paste it into this or any other page with “Paste block”.`);
      },
      addBelow: (index) => {
        setInsertAt(index + 1);
        setCatalogueOpen(true);
      },
      focus: (id) => setActiveBlock(id),
    };
  }, [dispatch]);

  const addBlock = (template: TemplateDefinition) => {
    const block = newBlock(template);
    const at = insertAt ?? draft.blocks.length;
    dispatch({ type: 'add', block, at });
    setNotice(`${template.name} block added at position ${at + 1}.`);
    setFocusTarget(`fe-block-${block.id}-toggle`);
  };

  const paste = () => {
    const entry = readClipboard();
    if (!entry) {
      setNotice('Nothing to paste yet: use “Copy” on a block (of this or any other page) first.');
      return;
    }
    const problem = pasteProblem(entry.block);
    if (problem) {
      setNotice(problem);
      return;
    }
    const block = { ...structuredClone(entry.block), id: newBlockId() };
    const at = draft.blocks.length;
    const name = getTemplate(block.template)?.name ?? block.template;
    dispatch({ type: 'add', block, at, label: `Paste block ${at + 1} (${name})` });
    setNotice(`${name} block pasted at position ${at + 1}.`);
    setFocusTarget(`fe-block-${block.id}-toggle`);
  };

  const step = (direction: 'undo' | 'redo') => {
    const entry = direction === 'undo' ? history.past.at(-1) : history.future.at(-1);
    if (!entry) return;
    dispatch({ type: direction });
    setNotice(`${direction === 'undo' ? 'Undone' : 'Redone'}: ${entry.label}.`);
    // A step can take away the focused control (undoing an add, or the Undo button itself once
    // nothing is left to undo): keep focus in the editor, on the other history button if it can act.
    requestAnimationFrame(() => {
      const root = rootRef.current;
      const active = document.activeElement as HTMLButtonElement | null;
      if (root && active && root.contains(active) && !active.disabled) return;
      const other = root?.querySelector<HTMLButtonElement>(`.fe-editor__history button:${direction === 'undo' ? 'last-child' : 'first-child'}`);
      (other && !other.disabled ? other : root?.querySelector<HTMLElement>('.fe-editor__title'))?.focus();
    });
  };

  const publish = () => {
    if (issues.length > 0) {
      setShowRequired(true);
      setRevealToken((t) => t + 1);
      setSummary({ kind: 'publish' });
      return;
    }
    setSummary(null);
    void saving.publish();
  };

  const save = () => {
    setSummary(null);
    void saving.saveDraft({ auto: false });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    // Ctrl/Cmd+S saves the draft, as in every desktop editor.
    if (key === 's') {
      event.preventDefault();
      if (!saving.busy) save();
      return;
    }
    if ((key === 'z' || (key === 'y' && event.ctrlKey)) && event.target && !hasOwnUndo(event.target)) {
      // Page-wide, also in plain inputs: typing there is a step of this history (see README).
      event.preventDefault();
      step(key === 'y' || event.shiftKey ? 'redo' : 'undo');
    }
  };

  // Shortcuts are listened for on the document, so they also work while focus is on the page
  // itself (after a focused control went away), not only inside the editor.
  const shortcuts = useRef(onKeyDown);
  shortcuts.current = onKeyDown;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      if (target === document.body || (target && rootRef.current?.contains(target))) shortcuts.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const describeIssue = (issue: ValidationIssue) => {
    const match = /^blocks\[(\d+)\](?:\.groups\[(\d+)\])?/.exec(issue.path);
    if (!match) return 'Page settings';
    const block = draft.blocks[Number(match[1])];
    const name = block ? (getTemplate(block.template)?.name ?? block.template) : 'block';
    return `Block ${Number(match[1]) + 1} (${name})${match[2] !== undefined ? `, group ${Number(match[2]) + 1}` : ''}`;
  };

  const revealIssue = (issue: ValidationIssue) => {
    const match = /^blocks\[(\d+)\]/.exec(issue.path);
    const block = match ? draft.blocks[Number(match[1])] : undefined;
    if (block && collapsed.has(block.id)) {
      setCollapsed((current) => new Set([...current].filter((id) => id !== block.id)));
    }
    // Wait for the block to open before looking for the field.
    requestAnimationFrame(() => focusIssue(rootRef.current, issue.path));
  };

  /** Loading a stored version over unsaved edits asks first ("Discard your unsaved changes…?"). */
  const askBeforeLoad = (version: number, apply: () => void) => {
    if (saving.dirty) setPendingLoad({ version, apply });
    else apply();
  };
  /** Reloads the stored page (after a conflict or a take-over), asking before unsaved edits go. */
  const reloadLatest = async (after?: () => void) => {
    const stored = await saving.fetchLatest();
    if (!stored) return;
    askBeforeLoad(stored.version, () => {
      saving.applyLatest(stored);
      after?.();
    });
  };

  const title = draft.title[locale] || draft.title[DEFAULT_LOCALE] || draft.path;
  const summaryTitle =
    summary?.kind === 'publish' ? `Fix ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'} before publishing` : (summary?.title ?? '');

  return (
    <div ref={rootRef} className="fe-editor">
      <EditorHeader
        title={title}
        base={saving.base}
        dirty={saving.dirty}
        busy={saving.busy}
        status={saving.status}
        locale={locale}
        onLocaleChange={setLocale}
        undoLabel={history.past.at(-1)?.label ?? null}
        redoLabel={history.future.at(-1)?.label ?? null}
        onUndo={() => step('undo')}
        onRedo={() => step('redo')}
        onSave={save}
        onPublish={publish}
        onToggleDisabled={() => void saving.toggleDisabled()}
        onOpenDisabledPreview={() => void saving.openDisabledPreview()}
        onShareDraftPreview={() => void saving.shareDraftPreview()}
        pageListHref={pageListHref}
      />

      <EditorAlerts
        notice={notice}
        removed={removed?.name ?? null}
        onUndoRemove={() => {
          const id = removed?.id;
          step('undo');
          if (id) setFocusTarget(`fe-block-${id}-toggle`);
        }}
        previewLink={saving.previewLink}
        conflict={saving.conflict}
        onReloadLatest={() => void reloadLatest()}
        onKeepEditing={saving.dismissConflict}
        failure={saving.failure}
        busy={saving.busy}
        pageListHref={pageListHref}
      />
      <PresenceAlert
        others={presence.others}
        takenOver={presence.takenOver}
        onTakeOver={presence.takeOver}
        takingOver={presence.takingOver}
        takeOverError={presence.takeOverError}
        onReload={() => void reloadLatest(presence.resume)}
        reloading={saving.busy === 'reload'}
      />
      {summary && issues.length > 0 ? (
        <ErrorSummary ref={summaryRef} title={summaryTitle} issues={issues} describe={describeIssue} onSelect={revealIssue} />
      ) : null}

      <div className="fe-editor__columns" data-preview={showPreview ? 'shown' : 'hidden'}>
        <div className="fe-editor__form">
          <PageSettings
            draft={draft}
            onChange={(patch) => dispatch({ type: 'settings', patch })}
            locale={locale}
            issues={pageIssues.length === 0 ? EMPTY : pageIssues}
            showRequired={showRequired}
            idPrefix="fe-page"
          />
          <SchedulePanel page={saving.base} onSave={saving.schedule} busy={saving.busy !== null} idPrefix="fe-schedule" />
          <BlocksPanel
            blocks={draft.blocks}
            issues={issuesByBlock}
            locale={locale}
            showRequired={showRequired}
            revealToken={revealToken}
            collapsed={collapsed}
            redirect={draft.type === 'url_redirection'}
            actions={actions}
            onExpandAll={() => setCollapsed(new Set())}
            onCollapseAll={() => setCollapsed(new Set(draft.blocks.map((b) => b.id)))}
            showPreview={showPreview}
            onTogglePreview={() => setShowPreview((v) => !v)}
            onAdd={() => {
              setInsertAt(null);
              setCatalogueOpen(true);
            }}
            onPaste={paste}
          />
          <HistoryPanel
            pageId={saving.base.id}
            currentVersion={saving.base.version}
            draft={draft}
            onLoad={(revision) =>
              askBeforeLoad(revision.version, () => {
                dispatch({ type: 'replace', draft: draftFromRevision(revision.content), label: `Load version ${revision.version}` });
                setNotice(`Version ${revision.version} is loaded into the editor. Nothing changes on the site until you save (and publish).`);
              })
            }
          />
        </div>
        {showPreview ? (
          <div className="fe-editor__preview">
            <PreviewPane
              blocks={draft.blocks}
              locale={locale}
              activeBlockId={activeBlock}
              onMoveBlock={(id, from, to) => actions.move(id, from, to, 'none')}
              onSelectBlock={(id) => {
                setCollapsed((current) => new Set([...current].filter((b) => b !== id)));
                setFocusTarget(`fe-block-${id}-toggle`);
              }}
            />
          </div>
        ) : null}
      </div>
      <BlockCatalogue open={catalogueOpen} onOpenChange={setCatalogueOpen} onChoose={addBlock} />
      <DiscardDialog
        version={pendingLoad?.version ?? null}
        onCancel={() => setPendingLoad(null)}
        onConfirm={() => {
          const load = pendingLoad;
          setPendingLoad(null);
          load?.apply();
        }}
      />
    </div>
  );
}
