/**
 * STORIES ONLY — an in-memory data source for Storybook, which cannot start the content service
 * (it needs a database). It answers the admin routes the editor calls with the service's shapes
 * and messages, so the screens can be looked at and clicked through. Tests never use it: they run
 * against the real content service (@forecourt/test-server).
 */
import {
  LOCALES,
  SETTING_DEFINITIONS,
  createContentClient,
  settingValueProblem,
  type AdminMetahead,
  type AdminSetting,
  type AuditEntry,
  type MediaItem,
  type MetaheadInput,
  type MetaheadVersion,
  type Page,
  type PagePresence,
  type PageRevision,
  type PageInput,
  type PageUpdate,
  type Redirect,
  type RedirectInput,
  type ValidationIssue,
} from '@forecourt/api-client';
import { prepareBlock } from '@forecourt/blocks/templates';
import { Hono } from 'hono';

export interface StoryDataState {
  pages: Map<number, Page>;
  settings: Map<string, string>;
  media: MediaItem[];
  csrf: string;
  /** Stored versions per page id, oldest first. */
  revisions: Map<number, PageRevision[]>;
  /** The audit log, in any order (answered newest first). */
  audit: AuditEntry[];
  /** What every editor heartbeat answers (who else is editing, a take-over). */
  presence: PagePresence;
}

const now = () => new Date('2026-11-22T09:00:00Z').toISOString();

/** A page record with sensible defaults, for a story's data. */
export function makePage(overrides: Partial<Page> & Pick<Page, 'id' | 'path'>): Page {
  return {
    parent_id: null,
    type: 'page',
    page_type: 'page',
    link_type: 'internal',
    link_new_window: false,
    to: null,
    http_code: null,
    redirect_path: null,
    title: { en: 'Untitled' },
    meta: { description: {}, layout: 'main' },
    status: 'draft',
    blocks: [],
    metaheads: [],
    version: 1,
    has_unpublished_changes: true,
    updated_at: now(),
    published_at: null,
    publish_at: null,
    unpublish_at: null,
    ...overrides,
  };
}

export const storyMedia: MediaItem[] = [
  { id: 'defender-hero', filename: 'defender-hero.jpg', width: 1600, height: 900, alt: 'Defender on a mountain road' },
  { id: 'discovery-side', filename: 'discovery-side.jpg', width: 1600, height: 900, alt: 'Discovery from the side' },
];

const staleMessage = (yours: number, current: number) =>
  `This page was changed by someone else since you opened it (your version ${yours}, current version ${current}). Reload to see their changes; nothing was overwritten.`;

function pageIssues(body: PageUpdate | PageInput): ValidationIssue[] {
  return (body.blocks ?? []).flatMap((block, index) =>
    prepareBlock(block, { locales: LOCALES }).issues.map((issue) => ({
      ...issue,
      path: issue.path ? `blocks[${index}].${issue.path}` : `blocks[${index}]`,
    })),
  );
}

export function createStoryClient(
  seed: { pages?: Page[]; settings?: Record<string, string>; audit?: AuditEntry[]; metaheads?: AdminMetahead[]; metaheadVersions?: Record<number, MetaheadVersion[]>; presence?: PagePresence } = {},
) {
  const state: StoryDataState = {
    pages: new Map((seed.pages ?? []).map((page) => [page.id, structuredClone(page)])),
    settings: new Map(Object.entries(seed.settings ?? {})),
    media: storyMedia,
    csrf: 'csrf-test-token',
    revisions: new Map(),
    audit: seed.audit ?? [],
    presence: seed.presence ?? { others: [], taken_over: null },
  };
  let revisionId = 0;
  /** Records what a page holds after an action, like the service's page_revisions table. */
  const record = (page: Page, action: PageRevision['action']) => {
    const { path, title, meta, type, to, http_code, blocks } = page;
    const list = state.revisions.get(page.id) ?? [];
    list.push({
      id: ++revisionId,
      version: page.version,
      action,
      status: page.status,
      created_by: 'editor@forecourt.test',
      created_at: now(),
      content: structuredClone({ path, title, meta, type, to, http_code, blocks }),
    });
    state.revisions.set(page.id, list);
  };
  for (const page of state.pages.values()) record(page, 'create');
  const app = new Hono();
  app.use(async (c, next) => {
    if (c.req.method !== 'GET' && new URL(c.req.url).pathname.startsWith('/admin_api') && c.req.header('X-CSRF-Token') !== state.csrf) {
      return c.json({ error: 'Missing or invalid CSRF token' }, 403);
    }
    await next();
  });
  const find = (id: string) => state.pages.get(Number(id));
  const notFound = { error: 'Page not found' };

  app.get('/auth/session', (c) =>
    c.json({ user: { sub: '1', name: 'Ada Editor', email: 'editor@forecourt.test', roles: ['admin', 'editor'] }, csrf_token: state.csrf }),
  );
  app.get('/admin_api/pages', (c) => c.json({ data: [...state.pages.values()] }));
  app.get('/admin_api/pages/:id', (c) => {
    const page = find(c.req.param('id'));
    return page ? c.json({ data: page }) : c.json(notFound, 404);
  });
  app.post('/admin_api/pages', async (c) => {
    const body = (await c.req.json()) as PageInput;
    if ([...state.pages.values()].some((p) => p.path.toLowerCase() === body.path.toLowerCase())) {
      return c.json({ error: `A page already exists at ${body.path}` }, 409);
    }
    const id = Math.max(0, ...state.pages.keys()) + 1;
    const page = makePage({ id, path: body.path, title: body.title, blocks: body.blocks ?? [] });
    state.pages.set(id, page);
    record(page, 'create');
    return c.json({ data: page }, 201);
  });
  app.put('/admin_api/pages/:id', async (c) => {
    const page = find(c.req.param('id'));
    if (!page) return c.json(notFound, 404);
    const body = (await c.req.json()) as PageUpdate;
    if (body.version !== page.version) return c.json({ error: staleMessage(body.version, page.version) }, 409);
    // Like the service: a draft may be unfinished (empty required fields, too few groups).
    const issues = pageIssues(body).filter((issue) => issue.rule !== 'required' && issue.rule !== 'min_field_groups');
    if (issues.length > 0) return c.json({ error: 'The page has invalid blocks', issues }, 400);
    const { version: _version, ...rest } = body;
    const saved: Page = {
      ...page,
      ...(rest as Partial<Page>),
      meta: {
        description: body.meta?.description ?? page.meta.description,
        layout: body.meta?.layout ?? page.meta.layout,
      },
      version: page.version + 1,
      has_unpublished_changes: true,
      updated_at: now(),
    };
    state.pages.set(page.id, saved);
    record(saved, 'update');
    return c.json({ data: saved });
  });
  app.post('/admin_api/pages/:id/publish', async (c) => {
    const page = find(c.req.param('id'));
    if (!page) return c.json(notFound, 404);
    const { version } = (await c.req.json()) as { version: number };
    if (version !== page.version) return c.json({ error: staleMessage(version, page.version) }, 409);
    const issues = pageIssues(page);
    if (issues.length > 0) return c.json({ error: 'Invalid block data', issues }, 400);
    const published: Page = { ...page, status: 'published', version: page.version + 1, has_unpublished_changes: false, published_at: now() };
    state.pages.set(page.id, published);
    record(published, 'publish');
    return c.json({ data: published });
  });
  app.put('/admin_api/pages/:id/schedule', async (c) => {
    const page = find(c.req.param('id'));
    if (!page) return c.json(notFound, 404);
    const { publish_at, unpublish_at, version } = (await c.req.json()) as Pick<Page, 'publish_at' | 'unpublish_at' | 'version'>;
    if (version !== page.version) return c.json({ error: staleMessage(version, page.version) }, 409);
    const scheduled: Page = { ...page, publish_at, unpublish_at };
    state.pages.set(page.id, scheduled);
    return c.json({ data: scheduled });
  });
  app.post('/admin_api/pages/:id/status', async (c) => {
    const page = find(c.req.param('id'));
    if (!page) return c.json(notFound, 404);
    const { status, version } = (await c.req.json()) as { status: 'disabled' | 'draft'; version: number };
    if (version !== page.version) return c.json({ error: staleMessage(version, page.version) }, 409);
    const changed: Page = { ...page, status, version: page.version + 1 };
    state.pages.set(page.id, changed);
    record(changed, 'status');
    return c.json({ data: changed });
  });
  app.get('/admin_api/pages/:id/revisions', (c) =>
    find(c.req.param('id')) ? c.json({ data: [...(state.revisions.get(Number(c.req.param('id'))) ?? [])].reverse() }) : c.json(notFound, 404),
  );
  app.put('/admin_api/pages/:id/presence', (c) => (find(c.req.param('id')) ? c.json({ data: state.presence }) : c.json(notFound, 404)));
  app.post('/admin_api/pages/:id/presence/take_over', (c) => {
    if (!find(c.req.param('id'))) return c.json(notFound, 404);
    state.presence = { others: [], taken_over: null };
    return c.json({ data: state.presence });
  });
  app.delete('/admin_api/pages/:id/presence/:session', (c) => c.body(null, 204));
  app.post('/admin_api/pages/:id/preview_token', (c) =>
    find(c.req.param('id')) ? c.json({ data: { token: 'preview-token', expires_at: now() } }, 201) : c.json(notFound, 404),
  );
  app.get('/admin_api/media', (c) => c.json({ data: state.media }));
  app.get('/admin_api/settings', (c) => {
    const known: AdminSetting[] = SETTING_DEFINITIONS.map((d) => ({
      key: d.key,
      default_value: d.default,
      value: state.settings.get(d.key) ?? null,
      description: d.description,
    }));
    const extra: AdminSetting[] = [...state.settings]
      .filter(([key]) => !SETTING_DEFINITIONS.some((d) => d.key === key))
      .map(([key, value]) => ({ key, default_value: null, value, description: '' }));
    return c.json({ data: [...known, ...extra] });
  });
  app.put('/admin_api/settings/:key', async (c) => {
    const { value } = (await c.req.json()) as { value: unknown };
    if (typeof value !== 'string') return c.json({ error: 'value must be a string' }, 400);
    const problem = settingValueProblem(c.req.param('key'), value);
    if (problem) return c.json({ error: `Invalid value for ${c.req.param('key')}: ${problem}` }, 422);
    state.settings.set(c.req.param('key'), value);
    return c.json({ data: { id: 1, key: c.req.param('key'), value } });
  });
  app.delete('/admin_api/settings/:key', (c) => {
    state.settings.delete(c.req.param('key'));
    return c.body(null, 204);
  });

  // Redirects: kept in memory, without the service's checks.
  const redirects: Redirect[] = [
    { id: 1, from: '/old-offers', to: '/offers', code: 301, automatic: false, updated_at: now() },
    { id: 2, from: '/events/summer-2025', to: '/events/summer', code: 301, automatic: true, updated_at: now() },
  ];
  app.get('/admin_api/redirects', (c) => c.json({ data: redirects }));
  app.post('/admin_api/redirects', async (c) => {
    const input = (await c.req.json()) as RedirectInput;
    const redirect: Redirect = { ...input, id: redirects.length + 1, automatic: false, updated_at: now() };
    redirects.push(redirect);
    return c.json({ data: redirect }, 201);
  });
  app.put('/admin_api/redirects/:id', async (c) => {
    const index = redirects.findIndex((r) => r.id === Number(c.req.param('id')));
    if (index === -1) return c.json(notFound, 404);
    redirects[index] = { ...redirects[index]!, ...((await c.req.json()) as RedirectInput), updated_at: now() };
    return c.json({ data: redirects[index] });
  });
  app.delete('/admin_api/redirects/:id', (c) => {
    const index = redirects.findIndex((r) => r.id === Number(c.req.param('id')));
    if (index !== -1) redirects.splice(index, 1);
    return c.body(null, 204);
  });

  // Metaheads: kept in memory (sass/scss are not compiled here; the service does that).
  const metaheads: AdminMetahead[] = structuredClone(seed.metaheads ?? []);
  const byId = (id: string) => metaheads.findIndex((m) => m.id === Number(id));
  const toMetahead = (id: number, input: MetaheadInput): AdminMetahead => ({
    id,
    name: input.name ?? '',
    language: input.language,
    content: input.content,
    source: input.content,
    sequence: input.sequence ?? 0,
    in_body: input.in_body ?? false,
    reload_on_each_page: input.reload_on_each_page ?? false,
    rdx_core_page_id: input.rdx_core_page_id ?? null,
  });
  const sorted = () => [...metaheads].sort((a, b) => a.sequence - b.sequence || a.id - b.id);
  // Saved versions per metahead, newest first.
  const versions = new Map<number, MetaheadVersion[]>(Object.entries(structuredClone(seed.metaheadVersions ?? {})).map(([id, list]) => [Number(id), list]));
  const recordVersion = (m: AdminMetahead, actor: string | null = 'admin@forecourt.test') => {
    const list = versions.get(m.id) ?? [];
    const { id: _id, content: _content, ...fields } = m;
    versions.set(m.id, [{ ...fields, version: (list[0]?.version ?? 0) + 1, actor, at: now() }, ...list]);
  };
  // A seeded metahead without versions starts at version 1, saved by no one (as the service's seed).
  for (const m of metaheads) if (!versions.has(m.id)) recordVersion(m, null);
  app.get('/admin_api/metaheads', (c) => c.json({ data: sorted() }));
  app.get('/admin_api/metaheads/:id/versions', (c) => {
    const index = byId(c.req.param('id'));
    if (index === -1) return c.json(notFound, 404);
    return c.json({ data: versions.get(metaheads[index]!.id) });
  });
  app.post('/admin_api/metaheads', async (c) => {
    const input = (await c.req.json()) as MetaheadInput;
    if (input.content.trim() === '') {
      return c.json({ error: 'Invalid input', issues: [{ path: 'content', rule: 'required', message: 'Required' }] }, 400);
    }
    const created = toMetahead(Math.max(0, ...metaheads.map((m) => m.id)) + 1, input);
    metaheads.push(created);
    recordVersion(created);
    return c.json({ data: created }, 201);
  });
  app.put('/admin_api/metaheads/:id', async (c) => {
    const index = byId(c.req.param('id'));
    if (index === -1) return c.json(notFound, 404);
    const current = metaheads[index]!;
    const input = (await c.req.json()) as Partial<MetaheadInput>;
    metaheads[index] = toMetahead(current.id, { ...current, content: current.source, ...input });
    recordVersion(metaheads[index]!);
    return c.json({ data: metaheads[index] });
  });
  app.delete('/admin_api/metaheads/:id', (c) => {
    const index = byId(c.req.param('id'));
    if (index !== -1) metaheads.splice(index, 1);
    return c.body(null, 204);
  });

  app.get('/admin_api/audit/actors', (c) => {
    const newest = new Map<string, AuditEntry[]>();
    for (const entry of [...state.audit].sort((a, b) => b.id - a.id)) newest.set(entry.actor, [...(newest.get(entry.actor) ?? []), entry]);
    return c.json({ data: [...newest].map(([actor, entries]) => ({ actor, last_at: entries[0]!.at, entries: entries.length })) });
  });
  app.get('/admin_api/audit', (c) => {
    const { entity_type, entity_id, actor } = c.req.query();
    const page = Number(c.req.query('page') ?? 1);
    const perPage = Number(c.req.query('per_page') ?? 50);
    const matching = state.audit
      .filter(
        (entry) =>
          (!entity_type || entry.entity_type === entity_type) && (!entity_id || entry.entity_id === entity_id) && (!actor || entry.actor === actor),
      )
      .sort((a, b) => b.id - a.id);
    return c.json({
      data: {
        items: matching.slice((page - 1) * perPage, page * perPage),
        page: { number: page, per_page: perPage, total: matching.length, pages: Math.max(1, Math.ceil(matching.length / perPage)) },
      },
    });
  });

  const client = createContentClient({
    csrfToken: () => state.csrf,
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(new URL(String(input), 'http://storybook.local'), init))),
  });
  return { app, client, state };
}
