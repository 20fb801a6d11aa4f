import { DEFAULT_LOCALE, LOCALES, linkTargetProblem, type Block, type LocalizedText, type Page, type PageLayout, type PageRevision, type PageUpdate, type ValidationIssue } from '@forecourt/api-client';
import {
  defaultBlockData,
  defaultGroupValues,
  prepareBlock,
  type TemplateDefinition,
} from '@forecourt/blocks/templates';

/** The parts of a page the editor changes. */
export interface PageDraft {
  path: string;
  title: LocalizedText;
  description: LocalizedText;
  /** The top bar visitors see: full navigation ('main') or only logo and title ('minimal'). */
  layout: PageLayout;
  type: 'page' | 'url_redirection';
  /** A folder groups pages; visitors are sent on to `redirect_path`, or get "page not found". */
  page_type: 'page' | 'folder';
  /** What a link page (`type: 'url_redirection'`) points at: a page (`page:<id>`), an address or a file. */
  link_type: 'internal' | 'external' | 'file';
  link_new_window: boolean;
  to: string;
  http_code: number | null;
  redirect_path: string;
  blocks: Block[];
}

/** Redirect codes an editor may choose; 302 is the spec's default. */
export const REDIRECT_CODES = [301, 302, 307, 308] as const;

export function draftFromPage(page: Page): PageDraft {
  return {
    path: page.path,
    title: { ...page.title },
    description: { ...page.meta.description },
    layout: page.meta.layout,
    type: page.type,
    page_type: page.page_type,
    link_type: page.link_type,
    link_new_window: page.link_new_window,
    to: page.to ?? '',
    http_code: page.http_code,
    redirect_path: page.redirect_path ?? '',
    blocks: page.blocks,
  };
}

/** A draft from a stored revision's content (History → Load). */
export function draftFromRevision(content: PageRevision['content']): PageDraft {
  return {
    path: content.path,
    title: { ...content.title },
    description: { ...(content.meta?.description ?? {}) },
    layout: content.meta?.layout ?? 'main',
    type: content.type ?? 'page',
    page_type: content.page_type ?? 'page',
    link_type: content.link_type ?? 'internal',
    link_new_window: content.link_new_window ?? false,
    to: content.to ?? '',
    http_code: content.http_code ?? null,
    redirect_path: content.redirect_path ?? '',
    blocks: (content.blocks ?? []) as Block[],
  };
}

/** What is wrong with a path, or null when the service can store it. */
export function pathProblem(path: string): ValidationIssue | null {
  if (path.trim() === '') return { path: 'path', rule: 'required', message: 'Path is required' };
  if (!path.startsWith('/')) return { path: 'path', rule: 'format', message: 'Path must start with /' };
  if (/\s/.test(path)) return { path: 'path', rule: 'format', message: 'Path must not contain spaces' };
  return null;
}

/**
 * The PUT body of a draft, naming the version it was edited from. A path being retyped (empty
 * or not yet valid) is left out, so the page keeps its stored address until the new one is whole.
 */
export function draftToUpdate(draft: PageDraft, version: number): PageUpdate {
  const redirect = draft.type === 'url_redirection';
  const folder = !redirect && draft.page_type === 'folder';
  return {
    version,
    ...(pathProblem(draft.path) ? {} : { path: draft.path }),
    title: draft.title,
    meta: { description: draft.description, layout: draft.layout },
    type: draft.type,
    page_type: redirect ? 'page' : draft.page_type,
    link_type: draft.link_type,
    link_new_window: redirect && draft.link_new_window,
    to: redirect ? draft.to.trim() : null,
    http_code: redirect ? (draft.http_code ?? 302) : null,
    redirect_path: folder && draft.redirect_path.trim() !== '' ? draft.redirect_path.trim() : null,
    blocks: draft.blocks,
  };
}

/** Whether two drafts hold the same content; unchanged blocks are compared by identity first. */
export function sameDraft(a: PageDraft, b: PageDraft): boolean {
  if (a === b) return true;
  const { blocks: aBlocks, ...aRest } = a;
  const { blocks: bBlocks, ...bRest } = b;
  if (aBlocks.length !== bBlocks.length || JSON.stringify(aRest) !== JSON.stringify(bRest)) return false;
  return aBlocks.every((block, index) => block === bBlocks[index] || JSON.stringify(block) === JSON.stringify(bBlocks[index]));
}

/** The draft as a save would store it: a path being retyped counts as the stored one. */
export const storedShape = (draft: PageDraft, storedPath: string): PageDraft =>
  pathProblem(draft.path) ? { ...draft, path: storedPath } : draft;

/**
 * Rules an unfinished draft may break (empty required fields, too few field groups): saving
 * keeps such work in progress, only publishing is refused. The content service has the same list.
 */
export const UNFINISHED_RULES: ReadonlySet<string> = new Set(['required', 'min_field_groups']);

/** Issues that stop a draft from being saved: anything but unfinished fields and a path being retyped. */
export const saveBlockingIssues = (issues: readonly ValidationIssue[]) =>
  issues.filter((issue) => !UNFINISHED_RULES.has(issue.rule) && issue.path !== 'path' && issue.path !== 'to');

/** A fresh block id. */
export function newBlockId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `b-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A new block of `template` with its defaults and its minimum number of field groups. */
export function newBlock(template: TemplateDefinition): Block {
  const data = defaultBlockData(template);
  const groups = Array.from({ length: template.min_field_groups ?? 0 }, () => defaultGroupValues(template));
  return {
    id: newBlockId(),
    template: template.key,
    version: template.version,
    data: { fields: data.fields as Record<string, unknown>, groups },
  };
}

/**
 * Every problem the editor can see before saving: the page's own fields and each block checked
 * with `prepareBlock`, the same pipeline the content service runs on save. Block issue
 * paths are prefixed with `blocks[i].` like the service's.
 */
export function validateDraft(draft: PageDraft): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const path = pathProblem(draft.path);
  if (path) issues.push(path);
  if (!draft.title[DEFAULT_LOCALE]?.trim()) {
    issues.push({ path: `title.${DEFAULT_LOCALE}`, rule: 'required', message: 'Title (English) is required' });
  }
  if (draft.type === 'url_redirection' && draft.to.trim() === '') {
    issues.push({ path: 'to', rule: 'required', message: 'Redirect target is required' });
  }
  const linkProblem = draft.type === 'url_redirection' ? linkTargetProblem(draft.link_type, draft.to) : null;
  if (linkProblem) issues.push({ path: 'to', rule: 'link_target', message: linkProblem });
  if (draft.type === 'page' && draft.page_type === 'folder' && draft.redirect_path.trim() !== '') {
    const problem = pathProblem(draft.redirect_path.trim());
    if (problem) issues.push({ ...problem, path: 'redirect_path', message: problem.message.replace('Path', 'Redirect path') });
  }
  draft.blocks.forEach((block, index) => {
    for (const issue of blockIssues(block)) issues.push({ ...issue, path: `blocks[${index}]${issue.path ? `.${issue.path}` : ''}` });
  });
  return issues;
}

const issueCache = new WeakMap<Block, ValidationIssue[]>();

/**
 * Issues of one block, paths relative to the block's data: the content service's own pipeline.
 * Remembered per block object, so a keystroke re-checks the block it changed and no other, and
 * an unchanged block keeps the same array (its memoised card does not re-render).
 */
export function blockIssues(block: Block): ValidationIssue[] {
  let issues = issueCache.get(block);
  if (!issues) {
    issues = prepareBlock(block, { locales: LOCALES }).issues;
    issueCache.set(block, issues);
  }
  return issues;
}

/** Issues of block `index` out of page-level issues, with the `blocks[i].` prefix removed. */
export function issuesOfBlock(issues: readonly ValidationIssue[], index: number): ValidationIssue[] {
  const prefix = `blocks[${index}]`;
  return issues
    .filter((issue) => issue.path === prefix || issue.path.startsWith(`${prefix}.`))
    .map((issue) => ({ ...issue, path: issue.path.slice(prefix.length).replace(/^\./, '') }));
}

export type PageStatusKey = 'draft' | 'published' | 'unpublished-changes' | 'disabled';

/** What the status badge says about a page. */
export function pageStatus(page: Pick<Page, 'status' | 'published_at' | 'has_unpublished_changes'>): {
  key: PageStatusKey;
  label: string;
} {
  if (page.status === 'disabled') return { key: 'disabled', label: 'Disabled' };
  if (page.published_at === null && page.status !== 'published') return { key: 'draft', label: 'Draft' };
  if (page.has_unpublished_changes) return { key: 'unpublished-changes', label: 'Unpublished changes' };
  return { key: 'published', label: 'Published' };
}
