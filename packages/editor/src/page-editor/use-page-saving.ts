import { ApiError, type Page, type ValidationIssue } from '@forecourt/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { useEditorClient } from '../context.js';
import { draftFromPage, draftToUpdate, pathProblem, saveBlockingIssues, sameDraft, storedShape, validateDraft, type PageDraft } from './draft.js';
import type { HistoryAction } from './draft-reducer.js';
import type { ScheduleProblem, ScheduleTimes } from './schedule-panel.js';

/** Quiet time after the last change before the working copy is saved on its own. */
export const AUTOSAVE_DELAY_MS = 3000;
/** Waits before retrying a failed autosave: calm, growing, never hammering the service. */
export const AUTOSAVE_RETRY_MS = [5_000, 15_000, 30_000, 60_000] as const;

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  /** `retryIn` null: retried only after the next change (the draft itself must change). */
  | { state: 'failed'; message: string; attempt: number; retryIn: number | null; draft: PageDraft };

export type Busy = null | 'save' | 'publish' | 'status' | 'preview' | 'reload';

/** Who was told what went wrong with a request; the editor shows it. */
export type RequestFailure = { message: string; signIn?: boolean };

/** Query key of one page in the editor; the page list invalidates it after changes. */
export const pageQueryKey = (id: number) => ['forecourt-editor', 'page', id] as const;

export interface PageSavingOptions {
  page: Page;
  draft: PageDraft;
  dispatch: Dispatch<HistoryAction>;
  /** Milliseconds of quiet before autosave; null turns autosave off. */
  autosaveDelay: number | null;
  /** Says something in the editor's status line. */
  announce: (text: string) => void;
  /** A request was refused with field issues (or the draft has problems a save cannot carry). */
  onIssues: (title: string, options: { focus: boolean }) => void;
  openWindow?: (url: string) => void;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
/** "Saved 14:05": the autosave status line. */
export const savedAt = (at: Date) => `Saved ${timeFormat.format(at)}`;

/**
 * Saving a page: Save draft and autosave (never refused for unfinished fields), Publish (only
 * when nothing is missing), Disable/Enable, the disabled-page preview and the 409 flow, each
 * request a TanStack Query mutation. Knows the stored page (`base`) and what it holds (`saved`).
 */
export function usePageSaving({ page, draft, dispatch, autosaveDelay, announce, onIssues, openWindow }: PageSavingOptions) {
  const client = useEditorClient();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(page);
  const [saved, setSaved] = useState(() => draftFromPage(page));
  const [conflict, setConflict] = useState<{ message: string; shown: boolean } | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [server, setServer] = useState<{ issues: ValidationIssue[]; draft: PageDraft } | null>(null);
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [previewLink, setPreviewLink] = useState<string | null>(null);

  const saveMutation = useMutation({
    mutationFn: ({ sent, version }: { sent: PageDraft; version: number }) => client.admin.updatePage(base.id, draftToUpdate(sent, version)),
  });
  const publishMutation = useMutation({ mutationFn: (version: number) => client.admin.publishPage(base.id, version) });
  const statusMutation = useMutation({
    mutationFn: ({ next, version }: { next: 'disabled' | 'draft'; version: number }) => client.admin.setPageStatus(base.id, next, version),
  });
  const scheduleMutation = useMutation({
    mutationFn: ({ times, version }: { times: ScheduleTimes; version: number }) => client.admin.schedulePage(base.id, { ...times, version }),
  });
  const previewMutation = useMutation({ mutationFn: () => client.admin.createPreviewToken(base.id) });
  const reloadMutation = useMutation({ mutationFn: () => client.admin.getPage(base.id) });

  const busy: Busy = saveMutation.isPending
    ? 'save'
    : publishMutation.isPending
      ? 'publish'
      : statusMutation.isPending
        ? 'status'
        : previewMutation.isPending
          ? 'preview'
          : reloadMutation.isPending
            ? 'reload'
            : null;

  const dirty = useMemo(() => !sameDraft(storedShape(draft, saved.path), saved), [draft, saved]);
  // The service's issues belong to the draft it was sent; any edit after that retires them.
  const serverIssues = useMemo(() => (server && server.draft === draft ? server.issues : []), [server, draft]);

  // Timers and async steps read the newest values, not the ones of the render that started them.
  const latest = useRef({ draft, base, busy });
  latest.current = { draft, base, busy };

  /** Takes in a page the service answered with; keeps edits typed while the request ran. */
  const adopt = (stored: Page, sent: PageDraft | null) => {
    setBase(stored);
    const storedDraft = draftFromPage(stored);
    if (sent) {
      // A path still being retyped was not sent: the editor keeps showing what is typed.
      const shown = pathProblem(sent.path) ? { ...storedDraft, path: sent.path } : storedDraft;
      if (latest.current.draft === sent && !sameDraft(shown, sent)) dispatch({ type: 'rebase', draft: shown });
    }
    setSaved(storedDraft);
    queryClient.setQueryData(pageQueryKey(stored.id), stored);
    void queryClient.invalidateQueries({ queryKey: ['forecourt-editor', 'pages'] });
  };

  /** Shows what went wrong with a request the editor asked for: a conflict, field issues or an error. */
  const handleError = (error: unknown, action: string, sent: PageDraft) => {
    if (error instanceof ApiError && error.status === 409) {
      setConflict({ message: error.message, shown: true });
      return;
    }
    if (error instanceof ApiError && error.issues.length > 0) {
      setServer({ issues: error.issues, draft: sent });
      onIssues(`The page could not be ${action}: ${error.message}`, { focus: true });
      return;
    }
    if (error instanceof ApiError && error.status === 401) {
      setFailure({
        message: `The page could not be ${action}: your sign-in has expired. Sign in again in a new tab, then try again here; your changes are kept.`,
        signIn: true,
      });
      return;
    }
    setFailure({ message: `The page could not be ${action}: ${error instanceof Error ? error.message : String(error)}` });
  };

  const startRequest = () => {
    setFailure(null);
    announce('');
  };

  /**
   * Saves the working copy, finished or not. `auto`: the autosave, which reports in the status
   * line only (it never moves focus) and retries calmly. Resolves to the stored page, or null.
   */
  const saveDraft = async ({ auto }: { auto: boolean }): Promise<Page | null> => {
    const { draft: sent, base: from } = latest.current;
    const blocking = saveBlockingIssues(validateDraft(sent));
    if (blocking.length > 0) {
      const message = `Not saved: fix the ${blocking.length === 1 ? 'problem' : `${blocking.length} problems`} marked in the form.`;
      setStatus({ state: 'failed', message, attempt: 0, retryIn: null, draft: sent });
      if (!auto) onIssues(`Fix ${blocking.length} ${blocking.length === 1 ? 'problem' : 'problems'} before saving`, { focus: true });
      return null;
    }
    if (!auto) startRequest();
    setStatus({ state: 'saving' });
    try {
      const stored = await saveMutation.mutateAsync({ sent, version: from.version });
      adopt(stored, sent);
      setServer(null);
      setConflict(null);
      setFailure(null);
      setStatus({ state: 'saved', at: new Date() });
      if (!auto) announce(`Draft saved (version ${stored.version}).`);
      return stored;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!auto || (error instanceof ApiError && error.status === 409)) {
        setStatus({ state: 'idle' });
        handleError(error, 'saved', sent);
        return null;
      }
      if (error instanceof ApiError && error.issues.length > 0) {
        // Marked on the fields; tried again once the editor changes something.
        setServer({ issues: error.issues, draft: sent });
        setStatus({ state: 'failed', message: `Not saved: ${message}. The problems are marked in the form.`, attempt: 0, retryIn: null, draft: sent });
        return null;
      }
      setStatus((current) => {
        const attempt = current.state === 'failed' ? current.attempt + 1 : 1;
        const retryIn = AUTOSAVE_RETRY_MS[Math.min(attempt, AUTOSAVE_RETRY_MS.length) - 1]!;
        const why = error instanceof ApiError && error.status === 401 ? 'your sign-in has expired (sign in again in a new tab)' : message;
        return { state: 'failed', message: `Not saved yet: ${why}. Trying again in ${retryIn / 1000} s; your changes are kept here.`, attempt, retryIn, draft: sent };
      });
      return null;
    }
  };

  // Autosave: a few seconds after the last change, while nothing else is under way.
  useEffect(() => {
    if (autosaveDelay === null || !dirty || busy !== null || conflict) return;
    if (status.state === 'failed' && status.retryIn === null && status.draft === draft) return;
    const delay = status.state === 'failed' && status.retryIn !== null ? status.retryIn : autosaveDelay;
    const timer = setTimeout(() => {
      if (latest.current.busy === null) void saveDraft({ auto: true });
    }, delay);
    return () => clearTimeout(timer);
    // saveDraft reads the newest values through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, dirty, busy, conflict, status, autosaveDelay]);

  const publish = async (): Promise<boolean> => {
    let current: Page | null = latest.current.base;
    if (dirty) current = await saveDraft({ auto: false });
    if (!current) return false;
    startRequest();
    try {
      const published = await publishMutation.mutateAsync(current.version);
      adopt(published, null);
      announce('Published. Visitors now see this version.');
      return true;
    } catch (error) {
      handleError(error, 'published', latest.current.draft);
      return false;
    }
  };

  /**
   * Stores the page's schedule; unsaved edits are saved first, so a scheduled publish takes
   * what the editor sees. Resolves to why it was refused (shown by the schedule panel), or null.
   */
  const schedule = async (times: ScheduleTimes): Promise<ScheduleProblem | null> => {
    let current: Page | null = latest.current.base;
    if (dirty) current = await saveDraft({ auto: false });
    if (!current) return { message: 'Save the page first: the schedule needs the draft stored.' };
    startRequest();
    try {
      const changed = await scheduleMutation.mutateAsync({ times, version: current.version });
      // Only the schedule changes; the edits stay as they are.
      setBase(changed);
      queryClient.setQueryData(pageQueryKey(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: ['forecourt-editor', 'pages'] });
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status !== 409 && error.status !== 401) {
        const own = error.issues.find((issue) => issue.path === 'publish_at' || issue.path === 'unpublish_at');
        if (own) return { message: own.message, field: own.path as keyof ScheduleTimes };
        // A draft that could not be published: its issues are shown where they are, as a publish would.
        if (error.issues.length > 0) handleError(error, 'scheduled', latest.current.draft);
        return { message: `The schedule was not saved: ${error.message}` };
      }
      handleError(error, 'scheduled', latest.current.draft);
      return { message: 'The schedule was not saved.' };
    }
  };

  const toggleDisabled = async () => {
    const disabling = base.status !== 'disabled';
    startRequest();
    try {
      const changed = await statusMutation.mutateAsync({ next: disabling ? 'disabled' : 'draft', version: base.version });
      // Only the page record (status, version) changes; the edits stay as they are.
      setBase(changed);
      queryClient.setQueryData(pageQueryKey(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: ['forecourt-editor', 'pages'] });
      announce(disabling ? 'Page disabled. Visitors get “page not found”.' : 'Page enabled again.');
      if (!disabling) setPreviewLink(null);
    } catch (error) {
      handleError(error, disabling ? 'disabled' : 'enabled', draft);
    }
  };

  /**
   * A signed, expiring link to the stored draft on the real site (the site's preview route takes
   * the token as a bearer). Unsaved edits are saved first, so the link shows what the editor sees.
   */
  const createPreviewLink = async (): Promise<string | null> => {
    if (latest.current.busy !== null) return null;
    let path = base.path;
    if (dirty) {
      const stored = await saveDraft({ auto: false });
      if (!stored) return null;
      path = stored.path;
    }
    startRequest();
    try {
      const { token } = await previewMutation.mutateAsync();
      const url = `/disabled-preview${path.startsWith('/') ? '' : '/'}${path}?token=${encodeURIComponent(token)}`;
      setPreviewLink(url);
      return url;
    } catch (error) {
      setFailure({ message: `The preview link could not be made: ${error instanceof Error ? error.message : String(error)}` });
      return null;
    }
  };

  const openDisabledPreview = async () => {
    const url = await createPreviewLink();
    if (url) (openWindow ?? ((href: string) => window.open(href, '_blank', 'noopener')))(url);
  };

  /** The link only, to copy and send to a colleague; it works whatever the page's status. */
  const shareDraftPreview = async () => {
    const url = await createPreviewLink();
    if (url) announce('Preview link ready: it shows this draft for an hour.');
  };

  /** Fetches the stored page for a reload; the editor asks before it replaces unsaved edits. */
  const fetchLatest = async (): Promise<Page | null> => {
    try {
      return await reloadMutation.mutateAsync();
    } catch (error) {
      setFailure({ message: `The latest version could not be loaded: ${error instanceof Error ? error.message : String(error)}` });
      return null;
    }
  };

  /** Continues from a fetched page (an undoable step, so nothing typed is lost for good). */
  const applyLatest = (stored: Page) => {
    adopt(stored, null);
    dispatch({ type: 'replace', draft: draftFromPage(stored), label: 'Load the latest version' });
    setConflict(null);
    setServer(null);
    setStatus({ state: 'idle' });
    announce(`Loaded the latest version (version ${stored.version}).`);
  };

  return {
    base,
    dirty,
    busy,
    status,
    serverIssues,
    conflict: conflict?.shown ? conflict.message : null,
    /** "Keep editing": hides the conflict; autosave stays paused until a save or a reload. */
    dismissConflict: () => setConflict((current) => (current ? { ...current, shown: false } : null)),
    failure,
    previewLink,
    saveDraft,
    publish,
    schedule,
    toggleDisabled,
    openDisabledPreview,
    shareDraftPreview,
    fetchLatest,
    applyLatest,
  };
}
