import { createHash, randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, not, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  internalLinkId,
  linkTargetProblem,
  localize,
  pageInputSchema,
  pageScheduleInputSchema,
  pageUpdateSchema,
  SCHEDULE_ORDER_MESSAGE,
  SCHEDULE_PAST_MESSAGE,
  isSchedulePast,
  type Breadcrumb,
  type DeletedPage,
  type Locale,
  type Metahead,
  type Page,
  type PageSummary,
  type PageView,
  type PublicForm,
  type Block,
  type SearchResult,
  type ValidationIssue,
} from '@forecourt/api-client';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { anchorInPageNavigation, isScriptingUrl } from '@forecourt/blocks/templates';
import type { Database } from '../db/client.js';
import { metaheads, pageRevisions, pages, previewTokens, type PageContent, type PageRevisionAction } from '../db/schema.js';
import { HttpError } from '../lib/http.js';
import type { BreadcrumbReader } from './breadcrumbs.js';
import { changedFields, recordAudit } from './audit.js';
import type { Change, ChangePublisher } from './changes.js';
import { readMetaheads, toWireMetahead } from './metaheads.js';
import { redirectMovedPage } from './redirects.js';
import { parseBody, parsePartial, prepareBlocks, readableBlock } from './validation.js';

type PageRow = typeof pages.$inferSelect;
/** The database, or the transaction of the change being written. */
type Writer = Pick<Database, 'insert'>;

/**
 * Block rules an unfinished draft may break (empty required fields, too few field groups): a
 * save keeps such a draft, only publishing refuses it.
 */
export const UNFINISHED_RULES: ReadonlySet<string> = new Set(['required', 'min_field_groups']);

/** Preview tokens let the site show a disabled or unpublished page; they expire after an hour. */
export const PREVIEW_TOKEN_TTL_MS = 60 * 60 * 1000;

/** `Models//Range-Rover/` → `/Models/Range-Rover`; '' and '/' → '/' (home). Case is kept. */
export function normalizePath(input: string): string {
  const segments = input
    .trim()
    .split('/')
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

export const pathKey = (path: string) => normalizePath(path).toLowerCase();

export const LIVE_PAGE_DELETE_MESSAGE =
  'Visitors can see this page. Disable (unpublish) it first, then delete it; only an admin can delete a live page.';

export const staleVersionMessage = (yours: number, current: number) =>
  `This page was changed by someone else since you opened it (your version ${yours}, current version ${current}). Reload to see their changes; nothing was overwritten.`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function draftContent(row: PageRow): PageContent {
  return {
    path: row.path,
    parent_id: row.parent_id,
    type: row.type,
    page_type: row.page_type,
    link_type: row.link_type,
    link_new_window: row.link_new_window,
    to: row.to,
    http_code: row.http_code,
    redirect_path: row.redirect_path,
    title: row.title,
    meta: row.meta,
    blocks: row.blocks,
  };
}

/** The columns of a page row a wire page needs beside its content (draft or published). */
const pageState = {
  id: pages.id,
  status: pages.status,
  version: pages.version,
  published_version: pages.published_version,
  updated_at: pages.updated_at,
  published_at: pages.published_at,
  publish_at: pages.publish_at,
  unpublish_at: pages.unpublish_at,
};
type PageState = Pick<PageRow, keyof typeof pageState>;

/** What a visitor or preview reads at a path: the page's state and the content shown. */
interface FoundPage {
  row: PageState;
  content: PageContent;
}

/**
 * No breadcrumbs for a page that shows none (the minimal top bar) or that is never shown
 * (a redirect, a folder that sends visitors on): the site would not render them.
 */
const showsBreadcrumbs = (content: PageContent) =>
  content.meta?.layout !== 'minimal' &&
  content.type !== 'url_redirection' &&
  !(content.page_type === 'folder' && content.redirect_path);

/** Whether visitors can open the page: enabled, with a published snapshot. */
const isVisible = (row: Pick<PageRow, 'status' | 'published'>) => row.status === 'published' && row.published !== null;

/**
 * Not yet past its scheduled unpublish: public reads check it themselves, so a page is never
 * served after its time even when the scheduler's timer is late or its process is down.
 */
const NOT_UNPUBLISHED = or(isNull(pages.unpublish_at), gt(pages.unpublish_at, sql`now()`))!;

/** The scheduler's name in audit entries, revisions and `updated_by`. */
export const SCHEDULER_ACTOR = 'scheduler';

/** Enabled with a published snapshot: what `isVisible` checks, for a WHERE. */
const VISIBLE = and(eq(pages.status, 'published'), isNotNull(pages.published))!;

/**
 * What other pages show of a page (breadcrumb trails and dropdowns): its title, path, place in
 * the tree and kind. A re-publish that keeps these changes that page alone.
 */
const sameForOtherPages = (before: PageContent, after: PageContent) =>
  isDeepStrictEqual(before.title, after.title) &&
  before.path === after.path &&
  before.parent_id === after.parent_id &&
  before.page_type === after.page_type &&
  before.type === after.type &&
  // Navigation links to a link page point straight at its target (see `linkTargets`).
  (after.type !== 'url_redirection' ||
    (before.to === after.to && before.link_type === after.link_type && before.link_new_window === after.link_new_window));

function toWire(row: PageState, content: PageContent, pageMetaheads: Metahead[]): Page {
  // Fields listed one by one: jsonb does not keep key order, the wire should read well. Blocks
  // go out migrated, a broken one with its issues (it never fails the page).
  return {
    id: row.id,
    path: content.path,
    parent_id: content.parent_id,
    type: content.type,
    page_type: content.page_type,
    link_type: content.link_type,
    link_new_window: content.link_new_window,
    to: content.to,
    http_code: content.http_code,
    redirect_path: content.redirect_path,
    title: content.title,
    meta: { description: content.meta?.description ?? {}, layout: content.meta?.layout ?? 'main' },
    status: row.status,
    // Pages saved before in-page navigation linked by block id are read as if saved today.
    blocks: anchorInPageNavigation(content.blocks).map(readableBlock),
    metaheads: pageMetaheads,
    version: row.version,
    has_unpublished_changes: row.published_version !== row.version,
    updated_at: row.updated_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    publish_at: row.publish_at?.toISOString() ?? null,
    unpublish_at: row.unpublish_at?.toISOString() ?? null,
  };
}

function toSummary(row: PageRow): PageSummary {
  return {
    id: row.id,
    path: row.path,
    parent_id: row.parent_id,
    type: row.type,
    page_type: row.page_type,
    title: row.title,
    status: row.status,
    version: row.version,
    has_unpublished_changes: row.published_version !== row.version,
    updated_at: row.updated_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
    publish_at: row.publish_at?.toISOString() ?? null,
    unpublish_at: row.unpublish_at?.toISOString() ?? null,
  };
}

/** The public forms a page's blocks name (see services/forms.ts). */
export type PageFormReader = (blocks: readonly Block[]) => Promise<PublicForm[]>;

export function createPageService(
  db: Database,
  changes: ChangePublisher,
  readBreadcrumbs: BreadcrumbReader,
  readForms: PageFormReader = async () => [],
) {
  async function pageMetaheads(pageId: number): Promise<Metahead[]> {
    const rows = await db
      .select()
      .from(metaheads)
      .where(eq(metaheads.page_id, pageId))
      .orderBy(asc(metaheads.sequence), asc(metaheads.id));
    return rows.map(toWireMetahead);
  }

  async function find(id: number): Promise<PageRow> {
    const [row] = await db.select().from(pages).where(eq(pages.id, id));
    if (!row) throw new HttpError(404, 'Page not found');
    return row;
  }

  /**
   * The page visitors see at `path` (case-insensitive): its published snapshot, read without the
   * draft. With a valid preview token for that page, its current draft, whatever its status.
   */
  async function findPublic(path: string, bearer: string | null): Promise<FoundPage> {
    const key = pathKey(path);
    if (bearer) {
      const [preview] = await db
        .select({ page: pages })
        .from(previewTokens)
        .innerJoin(pages, eq(pages.id, previewTokens.page_id))
        .where(
          and(
            eq(previewTokens.token_hash, hashToken(bearer)),
            gt(previewTokens.expires_at, new Date()),
            or(eq(pages.path_key, key), eq(pages.published_path_key, key)),
          ),
        );
      if (preview) return { row: preview.page, content: draftContent(preview.page) };
    }
    const [row] = await db
      .select({ ...pageState, published: pages.published })
      .from(pages)
      .where(and(eq(pages.published_path_key, key), eq(pages.status, 'published'), isNotNull(pages.published), NOT_UNPUBLISHED))
      .orderBy(sql`${pages.published_at} desc nulls last`)
      .limit(1);
    if (!row?.published) throw new HttpError(404, 'Page not found');
    return { row, content: row.published };
  }

  /**
   * An internal link names its target page by id: visitors are sent to where that page is now
   * (a moved page keeps working), and find nothing when it is not visible (404).
   */
  async function resolveLink(found: FoundPage): Promise<FoundPage> {
    const { content } = found;
    const targetId = content.type === 'url_redirection' && content.link_type === 'internal' ? internalLinkId(content.to) : null;
    if (targetId === null) return found;
    const [target] = await db
      .select({ path: pages.published_path })
      .from(pages)
      .where(and(eq(pages.id, targetId), VISIBLE, NOT_UNPUBLISHED));
    if (!target?.path) throw new HttpError(404, 'Page not found');
    return { ...found, content: { ...content, to: target.path } };
  }

  async function assertPathFree(path: string, exceptId?: number) {
    const [clash] = await db.select({ id: pages.id }).from(pages).where(eq(pages.path_key, pathKey(path)));
    if (clash && clash.id !== exceptId) throw new HttpError(409, `A page already exists at ${path}`);
  }

  /**
   * The blocks as they are stored (migrated, sanitised), or a 400 naming what is wrong. A draft
   * may be unfinished (`draft`: missing required fields and too few field groups are kept, so
   * work in progress can be saved); anything else wrong is refused even then, and publishing
   * checks everything.
   */
  function checkedBlocks(blocks: PageContent['blocks'], { draft = false } = {}) {
    const prepared = prepareBlocks(blocks);
    const issues = draft ? prepared.issues.filter((issue) => !UNFINISHED_RULES.has(issue.rule)) : prepared.issues;
    if (issues.length > 0) throw new HttpError(400, 'Invalid block data', issues);
    return prepared.blocks;
  }

  /** What publishing needs of the page itself beyond the save schema: an English title, a redirect target. */
  function assertPublishable(content: PageContent) {
    const issues: ValidationIssue[] = [];
    if (!content.title.en?.trim()) issues.push({ path: 'title.en', rule: 'required', message: 'Title (English) is required' });
    if (content.type === 'url_redirection' && !content.to?.trim()) issues.push({ path: 'to', rule: 'required', message: 'Redirect target is required' });
    const linkProblem = content.type === 'url_redirection' ? linkTargetProblem(content.link_type, content.to ?? '') : null;
    if (linkProblem) issues.push({ path: 'to', rule: 'link_target', message: linkProblem });
    if (issues.length > 0) throw new HttpError(400, 'The page is not ready to publish', issues);
  }

  /** A redirect page's target is a link like any other: never one that runs script. */
  function assertRedirectTarget(to: string | null | undefined) {
    if (to && isScriptingUrl(to)) {
      throw new HttpError(400, 'Invalid redirect target', [
        { path: 'to', rule: 'unsafe_url', message: 'The redirect target must not be a javascript:, vbscript: or data: address' },
      ]);
    }
  }

  function assertVersion(row: PageRow, version: number) {
    if (row.version !== version) throw new HttpError(409, staleVersionMessage(version, row.version));
  }

  async function assertParent(parentId: number | null, selfId?: number) {
    if (parentId === null) return;
    if (parentId === selfId) throw new HttpError(400, 'A page cannot be its own parent', [
      { path: 'parent_id', rule: 'parent', message: 'A page cannot be its own parent' },
    ]);
    const [parent] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, parentId));
    if (!parent) {
      throw new HttpError(400, 'Parent page not found', [
        { path: 'parent_id', rule: 'parent', message: `No page with id ${parentId}` },
      ]);
    }
    if (selfId === undefined) return;
    // Walk up from the new parent: meeting the page itself would make the tree a loop.
    const seen = new Set<number>();
    for (let current: number | null = parentId; current !== null && !seen.has(current); ) {
      if (current === selfId) {
        throw new HttpError(400, 'A page cannot be moved under its own descendant', [
          { path: 'parent_id', rule: 'parent', message: 'A page cannot be moved under its own descendant' },
        ]);
      }
      seen.add(current);
      const [row] = await db.select({ parent_id: pages.parent_id }).from(pages).where(eq(pages.id, current));
      current = row?.parent_id ?? null;
    }
  }

  /** Stores what the page holds after `action`; in the change's transaction. */
  async function revision(tx: Writer, row: PageRow, action: PageRevisionAction, user: string) {
    await tx.insert(pageRevisions).values({
      page_id: row.id,
      version: row.version,
      action,
      status: row.status,
      content: draftContent(row),
      created_by: user,
    });
  }

  /**
   * Writes `values` to page `id` only while it is still at `version`: the version is in the
   * UPDATE's WHERE, so of two writes from version N exactly one lands; the other answers 409.
   * The revision and the audit entry are written in the same transaction.
   */
  async function writeVersion(
    { id, version, user, action }: { id: number; version: number; user: string; action: 'update' | 'publish' | 'status' },
    values: PgUpdateSetSource<typeof pages>,
    summary: (row: PageRow) => string,
  ): Promise<PageRow> {
    const row = await db.transaction(async (tx) => {
      const [written] = await tx
        .update(pages)
        .set({ ...values, updated_by: user, updated_at: new Date() })
        .where(and(eq(pages.id, id), eq(pages.version, version)))
        .returning();
      if (!written) return null;
      await revision(tx, written, action, user);
      await recordAudit(tx, { actor: user, entity_type: 'page', entity_id: id, action, summary: summary(written) });
      return written;
    });
    if (!row) throw new HttpError(409, staleVersionMessage(version, (await find(id)).version));
    return row;
  }

  const service = {
    async list(): Promise<PageSummary[]> {
      const rows = await db.select().from(pages).orderBy(asc(pages.path_key));
      return rows.map(toSummary);
    },

    async get(id: number): Promise<Page> {
      const row = await find(id);
      return toWire(row, draftContent(row), await pageMetaheads(row.id));
    },

    async create(body: unknown, user: string): Promise<Page> {
      const input = parseBody(pageInputSchema, body);
      const blocks = checkedBlocks(input.blocks, { draft: true });
      assertRedirectTarget(input.to);
      const path = normalizePath(input.path);
      await assertPathFree(path);
      await assertParent(input.parent_id);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(pages)
          .values({
            ...input,
            path,
            path_key: path.toLowerCase(),
            blocks,
            status: 'draft',
            version: 1,
            created_by: user,
            updated_by: user,
          })
          .onConflictDoNothing({ target: pages.path_key })
          .returning();
        // A concurrent create of the same path loses the race here rather than with a 500.
        if (!created) throw new HttpError(409, `A page already exists at ${path}`);
        await revision(tx, created, 'create', user);
        await recordAudit(tx, { actor: user, entity_type: 'page', entity_id: created.id, action: 'create', summary: `Created ${path}` });
        return created;
      });
      return toWire(row, draftContent(row), []);
    },

    /**
     * Saves the draft when `version` is current; every save is a revision and bumps the version.
     * Visitors see the published snapshot only, so a save announces no change.
     */
    async update(id: number, body: unknown, user: string): Promise<Page> {
      const { version, ...edits } = parsePartial(pageUpdateSchema, body) as z.output<typeof pageUpdateSchema>;
      const current = await find(id);
      assertVersion(current, version);
      const blocks = edits.blocks && checkedBlocks(edits.blocks, { draft: true });
      assertRedirectTarget(edits.to);
      const values: Partial<typeof pages.$inferInsert> = { ...edits };
      // A meta without `layout` (a client from before layouts) keeps the page's layout rather
      // than falling back to the default.
      if (edits.meta && !('layout' in (body as { meta: object }).meta)) {
        values.meta = { ...edits.meta, layout: current.meta?.layout ?? 'main' };
      }
      if (edits.path !== undefined) {
        values.path = normalizePath(edits.path);
        values.path_key = values.path.toLowerCase();
        await assertPathFree(values.path, id);
      }
      if (edits.parent_id !== undefined) await assertParent(edits.parent_id, id);
      if (blocks) values.blocks = blocks;
      const row = await writeVersion(
        { id, version, user, action: 'update' },
        { ...values, version: version + 1 },
        (saved) => `Saved ${changedFields(edits)} of ${saved.path} (version ${saved.version})`,
      );
      return toWire(row, draftContent(row), await pageMetaheads(id));
    },

    /** Copies the draft to the published snapshot visitors see. */
    async publish(id: number, version: number, user: string): Promise<Page> {
      const current = await find(id);
      assertVersion(current, version);
      const content = draftContent(current);
      assertPublishable(content);
      checkedBlocks(current.blocks);
      const row = await writeVersion(
        { id, version, user, action: 'publish' },
        {
          status: 'published',
          published: content,
          published_path_key: current.path_key,
          published_version: current.version,
          published_at: new Date(),
          // Published by hand: a pending scheduled publish would bring back an older draft.
          publish_at: null,
          scheduled: null,
          scheduled_version: null,
        },
        (published) => `Published ${published.path} (version ${published.version})`,
      );
      // Visitors knew the page at its old path: that path redirects to the new one (301).
      const movedFrom = isVisible(current) && current.published && pathKey(current.published.path) !== row.path_key ? current.published.path : null;
      if (movedFrom) await db.transaction((tx) => redirectMovedPage(tx, movedFrom, row.path, user));
      const onlyThisPage = isVisible(current) && sameForOtherPages(current.published!, content);
      await changes.publish({ scope: onlyThisPage ? 'page' : 'site', page_id: id, reason: 'page_published' });
      return toWire(row, content, await pageMetaheads(id));
    },

    /**
     * 'disabled' hides the page from visitors; 'draft' (or 'published') enables it again: it is
     * live again when it has a published snapshot, a draft otherwise. A status change is a
     * change like a save: it names the version it was decided on and bumps it, so a request
     * from a stale screen (an editor re-enabling a page an admin just disabled) is refused.
     */
    async setStatus(id: number, status: 'disabled' | 'draft' | 'published', version: number, user: string) {
      const current = await find(id);
      assertVersion(current, version);
      const next = status === 'disabled' ? 'disabled' : current.published ? 'published' : 'draft';
      const row = await writeVersion(
        { id, version, user, action: 'status' },
        {
          status: next,
          version: version + 1,
          // The content is unchanged: a snapshot that matched the draft still does.
          published_version: sql`case when ${pages.published_version} = ${pages.version} then ${version + 1} else ${pages.published_version} end`,
        },
        (changed) => (next === 'disabled' ? `Disabled ${changed.path}` : `Enabled ${changed.path} (${next === 'published' ? 'live again' : 'a draft'})`),
      );
      // Appearing or disappearing changes other pages' breadcrumbs; a draft stays unseen either way.
      if (isVisible(current) !== isVisible(row)) {
        await changes.publish({ scope: 'site', page_id: id, reason: 'page_status_changed' });
      }
      return toWire(row, draftContent(row), await pageMetaheads(id));
    },

    /**
     * Deletes a page. A page visitors can see is an admin's to delete: anyone else disables
     * (unpublishes) it first, checked in the DELETE itself. The page's revisions stay, the last
     * one ('delete') holding what it was, so it can be listed and restored (`restore`). Its own
     * metaheads and preview tokens go with it; its children lose their parent.
     */
    async remove(id: number, user: string, { mayDeleteLive }: { mayDeleteLive: boolean }): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const [ownMetaheads] = await tx.select({ count: count() }).from(metaheads).where(eq(metaheads.page_id, id));
        const [deleted] = await tx
          .delete(pages)
          .where(and(eq(pages.id, id), mayDeleteLive ? undefined : not(VISIBLE)))
          .returning();
        if (!deleted) return null;
        await revision(tx, { ...deleted, version: deleted.version + 1 }, 'delete', user);
        const extras = [isVisible(deleted) ? 'it was live' : '', ownMetaheads?.count ? `with its ${ownMetaheads.count} metahead(s)` : '']
          .filter(Boolean)
          .join(', ');
        await recordAudit(tx, {
          actor: user,
          entity_type: 'page',
          entity_id: id,
          action: 'delete',
          summary: `Deleted ${deleted.path}${extras ? ` (${extras})` : ''}`,
        });
        return deleted;
      });
      if (!removed) {
        await find(id);
        throw new HttpError(409, LIVE_PAGE_DELETE_MESSAGE);
      }
      if (isVisible(removed)) await changes.publish({ scope: 'site', page_id: id, reason: 'page_deleted' });
    },

    /** Pages deleted and not restored, most recently deleted first (see `remove`). */
    async deleted(): Promise<DeletedPage[]> {
      // A deleted page's latest 'delete' revision, for every page id no longer in `pages`.
      const rows = await db
        .selectDistinctOn([pageRevisions.page_id])
        .from(pageRevisions)
        .where(
          and(
            eq(pageRevisions.action, 'delete'),
            notExists(db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageRevisions.page_id))),
          ),
        )
        .orderBy(pageRevisions.page_id, desc(pageRevisions.id));
      return rows
        .sort((a, b) => b.id - a.id)
        .map((row) => ({
          id: row.page_id,
          path: row.content.path,
          title: row.content.title,
          status: row.status as DeletedPage['status'],
          version: row.version,
          deleted_by: row.created_by,
          deleted_at: row.created_at.toISOString(),
        }));
    },

    /**
     * Brings a deleted page back under its id, from its 'delete' revision, never visible: as a
     * draft, or disabled with its last published snapshot when it had one (enabling it shows
     * that again). So a restore announces no change. A path taken meanwhile answers 409.
     */
    async restore(id: number, user: string): Promise<Page> {
      const latest = async (where: SQL | undefined) =>
        (
          await db
            .select()
            .from(pageRevisions)
            .where(and(eq(pageRevisions.page_id, id), where))
            .orderBy(desc(pageRevisions.id))
            .limit(1)
        )[0];
      const tombstone = await latest(undefined);
      if (tombstone?.action !== 'delete') throw new HttpError(404, 'Deleted page not found');
      const lastPublish = await latest(eq(pageRevisions.action, 'publish'));
      const [first] = await db
        .select({ created_by: pageRevisions.created_by, created_at: pageRevisions.created_at })
        .from(pageRevisions)
        .where(eq(pageRevisions.page_id, id))
        .orderBy(asc(pageRevisions.id))
        .limit(1);
      const content = tombstone.content;
      const pathTaken = `A page already exists at ${content.path}: move or delete it, then restore this one`;
      const [clash] = await db.select({ id: pages.id }).from(pages).where(eq(pages.path_key, pathKey(content.path)));
      if (clash) throw new HttpError(409, pathTaken);
      // Its parent may be gone too: then it comes back at the top level.
      const [parent] =
        content.parent_id === null ? [] : await db.select({ id: pages.id }).from(pages).where(eq(pages.id, content.parent_id));
      const row = await db.transaction(async (tx) => {
        const [restored] = await tx
          .insert(pages)
          .values({
            id,
            ...content,
            parent_id: parent?.id ?? null,
            path_key: pathKey(content.path),
            status: lastPublish ? 'disabled' : 'draft',
            version: tombstone.version + 1,
            published: lastPublish?.content ?? null,
            published_path_key: lastPublish ? pathKey(lastPublish.content.path) : null,
            published_version: lastPublish?.version ?? null,
            published_at: lastPublish?.created_at ?? null,
            created_by: first?.created_by ?? null,
            created_at: first?.created_at ?? new Date(),
            updated_by: user,
            updated_at: new Date(),
          })
          // Another restore of it, or a page created at its path, got there first.
          .onConflictDoNothing()
          .returning();
        if (!restored) return null;
        await revision(tx, restored, 'restore', user);
        await recordAudit(tx, {
          actor: user,
          entity_type: 'page',
          entity_id: id,
          action: 'restore',
          summary: `Restored ${restored.path} (${restored.status === 'disabled' ? 'disabled, with its last published version' : 'a draft'})`,
        });
        return restored;
      });
      if (!row) {
        const [again] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, id));
        throw new HttpError(409, again ? 'This page has been restored already' : pathTaken);
      }
      return toWire(row, draftContent(row), await pageMetaheads(id));
    },

    /**
     * Sets when the page is published and/or disabled (null clears). A scheduled publish takes
     * the draft as it stands now, at `version`, and checks it as a publish would: what the editor
     * reviewed is what goes live, later saves wait for the next publish. The schedule is not
     * content, so the version stays; other processes hear of it so their timers re-arm.
     */
    async schedule(id: number, body: unknown, user: string): Promise<Page> {
      const input = parseBody(pageScheduleInputSchema, body);
      const current = await find(id);
      assertVersion(current, input.version);
      const publishAt = input.publish_at === null ? null : new Date(input.publish_at);
      const unpublishAt = input.unpublish_at === null ? null : new Date(input.unpublish_at);
      const issues: ValidationIssue[] = [];
      const now = Date.now();
      // A time just past (within SCHEDULE_GRACE_MS) is taken and applied at once by the scheduler.
      if (publishAt && isSchedulePast(publishAt, now)) issues.push({ path: 'publish_at', rule: 'future', message: SCHEDULE_PAST_MESSAGE });
      if (unpublishAt && isSchedulePast(unpublishAt, now)) issues.push({ path: 'unpublish_at', rule: 'future', message: SCHEDULE_PAST_MESSAGE });
      if (publishAt && unpublishAt && unpublishAt <= publishAt) {
        issues.push({ path: 'unpublish_at', rule: 'after_publish', message: SCHEDULE_ORDER_MESSAGE });
      }
      if (issues.length > 0) throw new HttpError(400, issues[0]!.message, issues);
      const content = draftContent(current);
      if (publishAt) {
        assertPublishable(content);
        checkedBlocks(current.blocks);
      }
      const when = (label: string, at: Date | null) => (at ? `${label} ${at.toISOString()}` : '');
      const summary = [when('publish', publishAt), when('unpublish', unpublishAt)].filter(Boolean).join(', ');
      const row = await db.transaction(async (tx) => {
        const [written] = await tx
          .update(pages)
          .set({
            publish_at: publishAt,
            unpublish_at: unpublishAt,
            scheduled: publishAt ? content : null,
            scheduled_version: publishAt ? current.version : null,
          })
          .where(and(eq(pages.id, id), eq(pages.version, input.version)))
          .returning();
        if (!written) return null;
        await recordAudit(tx, {
          actor: user,
          entity_type: 'page',
          entity_id: id,
          action: 'schedule',
          summary: summary ? `Scheduled ${written.path}: ${summary}${publishAt ? ` (version ${written.version})` : ''}` : `Cleared the schedule of ${written.path}`,
        });
        return written;
      });
      if (!row) throw new HttpError(409, staleVersionMessage(input.version, (await find(id)).version));
      await changes.publish({ scope: 'page', page_id: id, reason: 'page_scheduled' });
      return toWire(row, draftContent(row), await pageMetaheads(id));
    },

    /** The earliest scheduled publish or unpublish of any page, or null. */
    async nextScheduled(): Promise<Date | null> {
      const [next] = await db
        .select({ at: sql<string | null>`min(least(${pages.publish_at}, ${pages.unpublish_at}))` })
        .from(pages)
        .where(or(isNotNull(pages.publish_at), isNotNull(pages.unpublish_at)));
      return next?.at ? new Date(next.at) : null;
    },

    /**
     * Applies every schedule that is due, one page per transaction. The due row is locked and
     * skipped by other processes (FOR UPDATE SKIP LOCKED) and its schedule cleared in the same
     * transaction, so with several replicas exactly one applies each. Announces each change as a
     * publish or status change does, so the site forgets the page at once. Answers how many.
     */
    async applyDueSchedules(): Promise<number> {
      let applied = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const [due] = await tx
            .select({
              page: pages,
              publishDue: sql<boolean>`coalesce(${pages.publish_at} <= now(), false)`,
              unpublishDue: sql<boolean>`coalesce(${pages.unpublish_at} <= now(), false)`,
            })
            .from(pages)
            .where(or(lte(pages.publish_at, sql`now()`), lte(pages.unpublish_at, sql`now()`)))
            .orderBy(sql`least(${pages.publish_at}, ${pages.unpublish_at})`)
            .limit(1)
            .for('update', { of: pages, skipLocked: true });
          if (!due) return null;
          let row = due.page;
          const wasVisible = isVisible(row);
          const before = row.published;
          const announce: Change[] = [];
          if (due.publishDue && row.scheduled) {
            const content = row.scheduled;
            const version = row.scheduled_version ?? row.version;
            row = (await tx
              .update(pages)
              .set({
                status: 'published',
                published: content,
                published_path_key: pathKey(content.path),
                published_version: version,
                published_at: row.publish_at,
                publish_at: null,
                scheduled: null,
                scheduled_version: null,
                updated_by: SCHEDULER_ACTOR,
                updated_at: new Date(),
              })
              .where(eq(pages.id, row.id))
              .returning())[0]!;
            await tx.insert(pageRevisions).values({
              page_id: row.id,
              version,
              action: 'publish',
              status: row.status,
              content,
              created_by: SCHEDULER_ACTOR,
            });
            await recordAudit(tx, {
              actor: SCHEDULER_ACTOR,
              entity_type: 'page',
              entity_id: row.id,
              action: 'publish',
              summary: `Published ${content.path} (version ${version}) as scheduled`,
            });
            if (wasVisible && before && pathKey(before.path) !== pathKey(content.path)) {
              await redirectMovedPage(tx, before.path, content.path, SCHEDULER_ACTOR);
            }
            const onlyThisPage = wasVisible && before !== null && sameForOtherPages(before, content);
            announce.push({ scope: onlyThisPage ? 'page' : 'site', page_id: row.id, reason: 'page_published' });
          } else if (due.publishDue) {
            row = (await tx.update(pages).set({ publish_at: null }).where(eq(pages.id, row.id)).returning())[0]!;
          }
          if (due.unpublishDue) {
            const visibleNow = isVisible(row);
            row = (await tx
              .update(pages)
              .set({
                unpublish_at: null,
                ...(visibleNow
                  ? {
                      status: 'disabled' as const,
                      version: row.version + 1,
                      published_version: row.published_version === row.version ? row.version + 1 : row.published_version,
                      updated_by: SCHEDULER_ACTOR,
                      updated_at: new Date(),
                    }
                  : {}),
              })
              .where(eq(pages.id, row.id))
              .returning())[0]!;
            if (visibleNow) {
              await revision(tx, row, 'status', SCHEDULER_ACTOR);
              await recordAudit(tx, {
                actor: SCHEDULER_ACTOR,
                entity_type: 'page',
                entity_id: row.id,
                action: 'status',
                summary: `Disabled ${row.path} as scheduled`,
              });
              announce.push({ scope: 'site', page_id: row.id, reason: 'page_status_changed' });
            }
          }
          return announce;
        });
        if (done === null) return applied;
        applied += 1;
        for (const change of done) await changes.publish(change);
      }
    },

    /**
     * Where visitors' links to link pages should go instead: for every visible link page, its
     * lower-cased path → its target (an internal one resolved to the target's current path) and
     * whether it opens in a new window. Internal links to pages visitors cannot see are left out.
     */
    async linkTargets(): Promise<Map<string, { to: string; internal: boolean; newWindow: boolean }>> {
      const rows = await db
        .select({ key: pages.published_path_key, published: pages.published })
        .from(pages)
        .where(and(VISIBLE, NOT_UNPUBLISHED, eq(pages.published_type, 'url_redirection')));
      const ids = rows.map((row) => internalLinkId(row.published?.to)).filter((id): id is number => id !== null);
      const paths = new Map<number, string>();
      if (ids.length > 0) {
        const targets = await db
          .select({ id: pages.id, path: pages.published_path })
          .from(pages)
          .where(and(sql`${pages.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, VISIBLE, NOT_UNPUBLISHED));
        for (const target of targets) if (target.path) paths.set(target.id, target.path);
      }
      const answer = new Map<string, { to: string; internal: boolean; newWindow: boolean }>();
      for (const { key, published } of rows) {
        if (!key || !published?.to) continue;
        const id = internalLinkId(published.to);
        const to = id === null ? published.to : paths.get(id);
        if (!to) continue;
        answer.set(key, { to, internal: published.link_type === 'internal' && to.startsWith('/'), newWindow: published.link_new_window });
      }
      return answer;
    },

    /** Revision history of a page, newest first. */
    async revisions(id: number) {
      await find(id);
      const rows = await db
        .select()
        .from(pageRevisions)
        .where(eq(pageRevisions.page_id, id))
        .orderBy(desc(pageRevisions.id));
      return rows.map((r) => ({
        id: r.id,
        version: r.version,
        action: r.action,
        status: r.status,
        created_by: r.created_by,
        created_at: r.created_at.toISOString(),
        content: r.content,
      }));
    },

    async createPreviewToken(id: number, user: string | null) {
      await find(id);
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(Date.now() + PREVIEW_TOKEN_TTL_MS);
      await db.insert(previewTokens).values({ token_hash: hashToken(token), page_id: id, created_by: user, expires_at: expires });
      return { token, expires_at: expires.toISOString() };
    },

    /** The page visitors see at `path`, with its own metaheads (see `findPublic`). */
    async publicByPath(path: string, bearer: string | null): Promise<Page> {
      const { row, content } = await resolveLink(await findPublic(path, bearer));
      return toWire(row, content, await pageMetaheads(row.id));
    },

    /**
     * Everything a page render needs, for the site's one call per page: the page as
     * `publicByPath` answers it, the metaheads to inject (global and the page's own, by sequence
     * then id; read once, the page's own are taken from them) and its breadcrumbs in `locale`.
     * A page that shows no breadcrumbs, or that visitors cannot see (a preview), gets none.
     */
    async pageView(path: string, bearer: string | null, locale: Locale): Promise<PageView> {
      const { row, content } = await resolveLink(await findPublic(path, bearer));
      const [metaheadList, breadcrumbs, forms] = await Promise.all([
        readMetaheads(db, row.id),
        showsBreadcrumbs(content) ? readBreadcrumbs(row.id, locale) : null,
        readForms(content.blocks ?? []),
      ]);
      const own = metaheadList.filter((metahead) => metahead.rdx_core_page_id === row.id);
      return { page: toWire(row, content, own), metaheads: metaheadList, breadcrumbs: breadcrumbs ?? [], forms };
    },

    /**
     * Full-text search over published, enabled pages: title, path and meta description in both
     * locales, matched as word prefixes so results appear while typing.
     */
    async search(query: string, locale: Locale): Promise<SearchResult[]> {
      const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      if (words.length === 0) return [];
      const tsquery = words.map((word) => `${word}:*`).join(' & ');
      const match = sql`to_tsquery('simple', ${tsquery})`;
      const rows = await db
        .select({ id: pages.id, published: pages.published, rank: sql<number>`ts_rank(${pages.search}, ${match})` })
        .from(pages)
        .where(
          and(
            eq(pages.status, 'published'),
            isNotNull(pages.published),
            sql`${pages.published}->>'type' = 'page'`,
            sql`${pages.published}->>'page_type' = 'page'`,
            sql`${pages.search} @@ ${match}`,
            NOT_UNPUBLISHED,
          ),
        )
        .orderBy(sql`ts_rank(${pages.search}, ${match}) desc`, asc(pages.id))
        .limit(100);
      return rows.map(({ id, published }) => ({
        id: String(id),
        type: 'page' as const,
        attributes: {
          path: published!.path,
          title: localize(published!.title, locale),
          meta_description: localize(published!.meta?.description, locale),
        },
      }));
    },

    /** Breadcrumbs of a page visitors can see (see services/breadcrumbs.ts); 404 for any other. */
    async breadcrumbs(pageId: number, locale: Locale): Promise<Breadcrumb[]> {
      const crumbs = await readBreadcrumbs(pageId, locale);
      if (!crumbs) throw new HttpError(404, 'Page not found');
      return crumbs;
    },
  };
  return service;
}

export type PageService = ReturnType<typeof createPageService>;
