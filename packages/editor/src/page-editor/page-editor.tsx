import { ApiError, DEFAULT_LOCALE, type Block, type ContentClient, type Locale, type Page, type ValidationIssue } from '@forecourt/api-client';
import { getTemplate, type TemplateDefinition } from '@forecourt/blocks/templates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EditorClientProvider, useEditorClient } from '../context.js';
import { moveItem } from '../ui/list-keys.js';
import { BlockCard } from './block-card.js';
import { usePageBlocksSource } from '../fields/page-blocks.js';
import { BlockCatalogue } from './block-catalogue.js';
import { draftFromPage, draftFromRevision, draftToUpdate, issuesOfBlock, newBlock, newBlockId, sameDraft, validateDraft, type PageDraft } from './draft.js';
import { ErrorSummary, focusIssue } from './error-summary.js';
import { HistoryPanel } from './history-panel.js';
import { LocaleSwitch } from './locale-switch.js';
import { PageSettings } from './page-settings.js';
import { PreviewPane } from './preview-pane.js';
import { StatusBadge } from './status-badge.js';

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
}

/** Query key of one page in the editor; the page list invalidates it after changes. */
export const pageQueryKey = (id: number) => ['forecourt-editor', 'page', id] as const;

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

type Busy = null | 'save' | 'publish' | 'status' | 'preview' | 'reload';

interface LoadedProps extends Omit<PageEditorProps, 'client' | 'pageId'> {
  page: Page;
}

function LoadedPageEditor({ page, onDirtyChange, pageListHref = '/cms', initialLocale = DEFAULT_LOCALE, openWindow }: LoadedProps) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(page);
  const [draft, setDraft] = useState<PageDraft>(() => draftFromPage(page));
  usePageBlocksSource(draft.blocks);
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const [showRequired, setShowRequired] = useState(false);
  const [revealToken, setRevealToken] = useState(0);
  const [summary, setSummary] = useState<{ title: string; issues: ValidationIssue[] } | null>(null);
  const [serverIssues, setServerIssues] = useState<ValidationIssue[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; signIn?: boolean } | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  // Where the catalogue inserts: after block N, or at the end (null).
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const [showPreview, setShowPreview] = useState(true);
  const [previewLink, setPreviewLink] = useState<string | null>(null);
  const [collapsedBlocks, setCollapsedBlocks] = useState<ReadonlySet<string>>(() => new Set(page.blocks.length > 3 ? page.blocks.map((b) => b.id) : []));
  // The element to focus once the blocks have rendered: a block's toggle, or the add button.
  // State, not a scheduled callback, so that of two quick actions the later one wins.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const setFocusBlock = (blockElementId: string) => setFocusTarget(`${blockElementId}-toggle`);
  // The last removed block, so a slip of the finger can be undone.
  const [removed, setRemoved] = useState<{ block: Block; index: number; name: string } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);

  const dirty = useMemo(() => !sameDraft(draft, draftFromPage(base)), [draft, base]);
  const clientIssues = useMemo(() => validateDraft(draft), [draft]);
  const issues = useMemo(() => [...clientIssues, ...serverIssues], [clientIssues, serverIssues]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // Closing the tab or reloading with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const update = useCallback((patch: Partial<PageDraft>, keepServerIssues = false) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (!keepServerIssues) setServerIssues([]);
    setNotice('');
    setRemoved(null);
  }, []);

  const setBlocks = (blocks: PageDraft['blocks']) => update({ blocks });

  /** Adopts a page the server answered with; keeps edits typed while the request ran. */
  const adopt = (saved: Page, sentDraft: PageDraft | null) => {
    setBase(saved);
    setDraft((current) => (sentDraft === null || current === sentDraft ? draftFromPage(saved) : current));
    queryClient.setQueryData(pageQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: ['forecourt-editor', 'pages'] });
  };

  /** Shows what went wrong with a request: a conflict, field issues or a plain error. */
  const handleError = (error: unknown, action: string) => {
    if (error instanceof ApiError && error.status === 409) {
      setConflict(error.message);
      return;
    }
    if (error instanceof ApiError && error.issues.length > 0) {
      setServerIssues(error.issues);
      setShowRequired(true);
      setRevealToken((t) => t + 1);
      setSummary({ title: `The page could not be ${action}: ${error.message}`, issues: error.issues });
      return;
    }
    if (error instanceof ApiError && error.status === 401) {
      setFailure({ message: `The page could not be ${action}: your sign-in has expired. Sign in again in a new tab, then try again here; your changes are kept.`, signIn: true });
      return;
    }
    setFailure({ message: `The page could not be ${action}: ${error instanceof Error ? error.message : String(error)}` });
  };

  const startRequest = () => {
    setFailure(null);
    setSummary(null);
    setNotice('');
  };

  /** Saves the draft; resolves to the saved page, or null when it was not saved. */
  const save = async (): Promise<Page | null> => {
    startRequest();
    setShowRequired(true);
    if (clientIssues.length > 0) {
      setRevealToken((t) => t + 1);
      setSummary({
        title: `Fix ${clientIssues.length} ${clientIssues.length === 1 ? 'problem' : 'problems'} before saving`,
        issues: clientIssues,
      });
      return null;
    }
    const sent = draft;
    setBusy('save');
    try {
      const saved = await client.admin.updatePage(base.id, draftToUpdate(sent, base.version));
      adopt(saved, sent);
      setServerIssues([]);
      setConflict(null);
      setNotice(`Draft saved (version ${saved.version}).`);
      return saved;
    } catch (error) {
      handleError(error, 'saved');
      return null;
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    let current: Page | null = base;
    if (dirty) current = await save();
    if (!current) return;
    setBusy('publish');
    startRequest();
    try {
      const published = await client.admin.publishPage(current.id, current.version);
      adopt(published, null);
      setNotice('Published. Visitors now see this version.');
    } catch (error) {
      handleError(error, 'published');
    } finally {
      setBusy(null);
    }
  };

  const toggleDisabled = async () => {
    const disabling = base.status !== 'disabled';
    setBusy('status');
    startRequest();
    try {
      const changed = await client.admin.setPageStatus(base.id, disabling ? 'disabled' : 'draft', base.version);
      // Keep unsaved edits: only the page record (status, version) changes.
      setBase(changed);
      setDraft((current) => (dirty ? current : draftFromPage(changed)));
      queryClient.setQueryData(pageQueryKey(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: ['forecourt-editor', 'pages'] });
      setNotice(disabling ? 'Page disabled. Visitors get “page not found”.' : 'Page enabled again.');
      if (!disabling) setPreviewLink(null);
    } catch (error) {
      handleError(error, disabling ? 'disabled' : 'enabled');
    } finally {
      setBusy(null);
    }
  };

  const openDisabledPreview = async () => {
    setBusy('preview');
    startRequest();
    try {
      const { token } = await client.admin.createPreviewToken(base.id);
      const url = `/disabled-preview${base.path.startsWith('/') ? '' : '/'}${base.path}?token=${encodeURIComponent(token)}`;
      setPreviewLink(url);
      (openWindow ?? ((href: string) => window.open(href, '_blank', 'noopener')))(url);
    } catch (error) {
      setFailure({ message: `The preview could not be opened: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(null);
    }
  };

  const reloadLatest = async () => {
    setBusy('reload');
    try {
      const latest = await client.admin.getPage(base.id);
      adopt(latest, null);
      setDraft(draftFromPage(latest));
      setConflict(null);
      setServerIssues([]);
      setSummary(null);
      setNotice(`Loaded the latest version (version ${latest.version}).`);
    } catch (error) {
      setFailure({ message: `The latest version could not be loaded: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(null);
    }
  };

  const addBlock = (template: TemplateDefinition) => {
    const block = newBlock(template);
    const at = insertAt ?? draft.blocks.length;
    setBlocks([...draft.blocks.slice(0, at), block, ...draft.blocks.slice(at)]);
    setNotice(`${template.name} block added at position ${at + 1}.`);
    setFocusBlock(`fe-block-${block.id}`);
  };

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
    if (block && collapsedBlocks.has(block.id)) {
      setCollapsedBlocks((current) => new Set([...current].filter((id) => id !== block.id)));
    }
    // Wait for the block to open before looking for the field.
    requestAnimationFrame(() => focusIssue(rootRef.current, issue.path));
  };

  const title = draft.title[locale] || draft.title[DEFAULT_LOCALE] || draft.path;
  const published = base.published_at !== null || base.status === 'published';

  return (
    <div
      ref={rootRef}
      className="fe-editor"
      onKeyDown={(event) => {
        // Ctrl/Cmd+S saves the draft, as in every desktop editor.
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          if (!busy) void save();
        }
      }}
    >
      <header className="fe-editor__bar">
        <div className="fe-editor__heading">
          <a className="fe-backlink" href={pageListHref}>
            ← All pages
          </a>
          <h1 className="fe-editor__title" tabIndex={-1}>
            Edit page: {title}
          </h1>
          <p className="fe-editor__meta">
            <code>{base.path}</code> <StatusBadge page={base} /> <span className="fe-muted">Version {base.version}</span>
            {dirty ? <span className="fe-unsaved">Unsaved changes</span> : null}
          </p>
        </div>
        <LocaleSwitch locale={locale} onChange={setLocale} />
        <div className="fe-editor__actions" role="group" aria-label="Page actions">
          <button type="button" className="fe-button fe-button--primary" aria-keyshortcuts="Control+S" disabled={busy !== null} onClick={() => void save()}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </button>
          <button type="button" className="fe-button fe-button--accent" disabled={busy !== null || (!dirty && !base.has_unpublished_changes && base.status === 'published')} onClick={() => void publish()}>
            {busy === 'publish' ? 'Publishing…' : dirty ? 'Save and publish' : 'Publish'}
          </button>
          <button type="button" className="fe-button" disabled={busy !== null} onClick={() => void toggleDisabled()}>
            {base.status === 'disabled' ? 'Enable' : 'Disable'}
          </button>
          {base.status === 'disabled' ? (
            <button type="button" className="fe-button" disabled={busy !== null} onClick={() => void openDisabledPreview()}>
              Preview disabled page
            </button>
          ) : null}
          {published && base.status !== 'disabled' ? (
            <a className="fe-button fe-button--link" href={base.path} target="_blank" rel="noopener" aria-label="View live page (opens in a new tab)">
              View live page
            </a>
          ) : null}
        </div>
      </header>

      <p className="fe-visually-hidden" role="status">
        {notice}
      </p>
      {notice ? (
        <div className="fe-notice">
          <span className="fe-notice__text" aria-hidden="true">{notice}</span>
          {removed ? (
            <button
              type="button"
              className="fe-button fe-button--small fe-notice__action"
              aria-label={`Undo: restore the ${removed.name} block`}
              onClick={() => {
                const { block, index, name } = removed;
                setDraft((current) => ({ ...current, blocks: [...current.blocks.slice(0, index), block, ...current.blocks.slice(index)] }));
                setRemoved(null);
                setNotice(`${name} block restored at position ${index + 1}.`);
                setFocusBlock(`fe-block-${block.id}`);
              }}
            >
              Undo
            </button>
          ) : null}
        </div>
      ) : null}
      {previewLink ? (
        <p className="fe-notice">
          Preview link (valid for a short time): <a href={previewLink} target="_blank" rel="noopener">{previewLink.split('?')[0]}</a>
        </p>
      ) : null}
      {conflict ? (
        <div ref={conflictRef} className="fe-alert fe-alert--error" role="alert" tabIndex={-1}>
          <h2 className="fe-alert__title">Not saved: someone else changed this page</h2>
          <p>{conflict}</p>
          <p>Your changes are still here. Copy anything you need, then reload to continue from the latest version.</p>
          <div className="fe-alert__actions">
            <button type="button" className="fe-button fe-button--primary" disabled={busy !== null} onClick={() => void reloadLatest()}>
              Reload latest
            </button>
            <button type="button" className="fe-button fe-button--quiet" onClick={() => setConflict(null)}>
              Keep editing
            </button>
          </div>
        </div>
      ) : null}
      {failure ? (
        <div className="fe-alert fe-alert--error" role="alert">
          <p>{failure.message}</p>
          {failure.signIn ? (
            <p>
              <a href={`/auth/login?return_to=${encodeURIComponent(pageListHref)}`} target="_blank" rel="noopener">
                Sign in again (opens a new tab)
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {summary ? <ErrorSummary ref={summaryRef} title={summary.title} issues={summary.issues} describe={describeIssue} onSelect={revealIssue} /> : null}

      <div className="fe-editor__columns" data-preview={showPreview ? 'shown' : 'hidden'}>
        <div className="fe-editor__form">
          <PageSettings draft={draft} onChange={(patch) => update(patch)} locale={locale} issues={issues} showRequired={showRequired} idPrefix="fe-page" />

          <section className="fe-panel" aria-labelledby="fe-blocks-title">
            <div className="fe-panel__head">
              <h2 id="fe-blocks-title" className="fe-panel__title">
                Blocks <span className="fe-count">({draft.blocks.length})</span>
              </h2>
              <div className="fe-panel__tools">
                {draft.blocks.length > 1 ? (
                  <>
                    <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-label="Expand all blocks" onClick={() => setCollapsedBlocks(new Set())}>
                      Expand all
                    </button>
                    <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-label="Collapse all blocks" onClick={() => setCollapsedBlocks(new Set(draft.blocks.map((b) => b.id)))}>
                      Collapse all
                    </button>
                  </>
                ) : null}
                <button type="button" className="fe-button fe-button--small fe-button--quiet" aria-pressed={showPreview} onClick={() => setShowPreview((v) => !v)}>
                  Show preview
                </button>
              </div>
            </div>
            {draft.type === 'url_redirection' ? (
              <p className="fe-help">This page redirects, so visitors never see its blocks.</p>
            ) : null}
            {draft.blocks.length === 0 ? (
              <p className="fe-empty">No blocks yet. Add the first one.</p>
            ) : (
              <p className="fe-help">
                Keyboard: <kbd>Alt</kbd>+<kbd>↑</kbd>/<kbd>↓</kbd> on a block or group title moves it; <kbd>Ctrl</kbd>+<kbd>S</kbd> saves the draft.
              </p>
            )}
            <ol className="fe-blocks">
              {draft.blocks.map((block, index) => {
                const idBase = `fe-block-${block.id}`;
                return (
                  <li key={block.id}>
                    <BlockCard
                      block={block}
                      index={index}
                      count={draft.blocks.length}
                      locale={locale}
                      issues={issuesOfBlock(issues, index)}
                      showRequired={showRequired}
                      revealToken={revealToken}
                      open={!collapsedBlocks.has(block.id)}
                      idBase={idBase}
                      onToggle={() =>
                        setCollapsedBlocks((current) => {
                          const next = new Set(current);
                          if (next.has(block.id)) next.delete(block.id);
                          else next.add(block.id);
                          return next;
                        })
                      }
                      onChange={(changed) => {
                        setDraft((current) => ({ ...current, blocks: current.blocks.map((b) => (b.id === block.id ? changed : b)) }));
                        setServerIssues((current) => current.filter((issue) => !issue.path.startsWith(`blocks[${index}]`)));
                      }}
                      onMove={(to, focus = 'buttons') => {
                        setBlocks(moveItem(draft.blocks, index, to));
                        setNotice(`Block ${index + 1} moved to position ${to + 1}.`);
                        requestAnimationFrame(() => {
                          if (focus === 'toggle') return document.getElementById(`${idBase}-toggle`)?.focus();
                          const first = document.getElementById(`${idBase}-${to < index ? 'up' : 'down'}`) as HTMLButtonElement | null;
                          const other = document.getElementById(`${idBase}-${to < index ? 'down' : 'up'}`);
                          (first && !first.disabled ? first : other)?.focus();
                        });
                      }}
                      onAddBelow={() => {
                        setInsertAt(index + 1);
                        setCatalogueOpen(true);
                      }}
                      onDuplicate={() => {
                        const copy: Block = { ...structuredClone(block), id: newBlockId() };
                        setBlocks([...draft.blocks.slice(0, index + 1), copy, ...draft.blocks.slice(index + 1)]);
                        setNotice(`Block ${index + 1} duplicated as block ${index + 2}.`);
                        setFocusBlock(`fe-block-${copy.id}`);
                      }}
                      onRemove={() => {
                        const next = draft.blocks.filter((b) => b.id !== block.id);
                        const name = getTemplate(block.template)?.name ?? block.template;
                        setBlocks(next);
                        setRemoved({ block, index, name });
                        setNotice(`Block ${index + 1} (${name}) removed.`);
                        const neighbour = next[index] ?? next[index - 1];
                        setFocusTarget(neighbour ? `fe-block-${neighbour.id}-toggle` : 'fe-add-block');
                      }}
                    />
                  </li>
                );
              })}
            </ol>
            <button id="fe-add-block" type="button" className="fe-button fe-button--primary fe-add-block" aria-haspopup="dialog" onClick={() => {
                setInsertAt(null);
                setCatalogueOpen(true);
              }}
            >
              <span aria-hidden="true">+</span> Add block
            </button>
          </section>

          <HistoryPanel
            pageId={base.id}
            currentVersion={base.version}
            onLoad={(revision) => {
              update(draftFromRevision(revision.content));
              setNotice(`Version ${revision.version} is loaded into the editor. Nothing changes on the site until you save (and publish).`);
            }}
          />
        </div>
        {showPreview ? (
          <div className="fe-editor__preview">
            <PreviewPane
              blocks={draft.blocks}
              locale={locale}
              onSelectBlock={(id) => {
                setCollapsedBlocks((current) => new Set([...current].filter((b) => b !== id)));
                setFocusBlock(`fe-block-${id}`);
              }}
            />
          </div>
        ) : null}
      </div>
      <BlockCatalogue open={catalogueOpen} onOpenChange={setCatalogueOpen} onChoose={addBlock} />
    </div>
  );
}
