// A small stand-in for apps/content-service speaking its wire contract, on a random port: the
// edge of the site's unit tests (the real service is exercised by the end-to-end suite).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Metahead, Page } from '@forecourt/api-client';
import { Hono } from 'hono';

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
    title: { en: `Page ${overrides.id}` },
    meta: { description: {} },
    status: 'published',
    blocks: [],
    metaheads: [],
    version: 1,
    has_unpublished_changes: false,
    updated_at: '2026-11-01T10:00:00.000Z',
    published_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export interface FakeContentState {
  pages: Page[];
  /** Disabled pages, served only with `Authorization: Bearer <token>`. */
  disabled: { page: Page; token: string }[];
  metaheads: Metahead[];
  settings: { id: number; key: string; value: string }[];
  /** Paths (lower case) that answer with this failure. */
  failures: Record<string, { status: number; error: string }>;
}

export async function startFakeContentService(state: FakeContentState) {
  const app = new Hono();
  app.get('/public_api/pages/by_path/*', (c) => {
    const raw = new URL(c.req.url).pathname.replace('/public_api/pages/by_path', '');
    const path = decodeURIComponent(raw).toLowerCase() || '/';
    const failure = state.failures[path];
    if (failure) return c.json({ error: failure.error }, failure.status as 500);
    const page = state.pages.find((p) => p.path.toLowerCase() === path);
    if (page) return c.json({ data: page });
    const token = c.req.header('authorization')?.replace(/^Bearer /, '');
    const disabled = state.disabled.find(
      (d) => d.page.path.toLowerCase() === path && d.token === token,
    );
    if (disabled) return c.json({ data: disabled.page });
    return c.json({ error: 'Page not found' }, 404);
  });
  app.get('/api/metaheads', (c) => {
    const pageId = Number(c.req.query('q[page_id_equal_or_null]'));
    return c.json({
      data: state.metaheads.filter(
        (m) => m.rdx_core_page_id === null || m.rdx_core_page_id === pageId,
      ),
    });
  });
  app.get('/api/settings', (c) => c.json({ data: state.settings }));

  // Endpoints for the forwarding tests.
  app.all('/api/echo', async (c) =>
    c.json({
      data: {
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        query: new URL(c.req.url).search,
        body: await c.req.text(),
        cookie: c.req.header('cookie') ?? null,
        forwardedHost: c.req.header('x-forwarded-host') ?? null,
        forwardedProto: c.req.header('x-forwarded-proto') ?? null,
      },
    }),
  );
  app.get('/auth/callback', () => {
    const headers = new Headers({ Location: '/cms' });
    headers.append('Set-Cookie', 'forecourt_session=abc; Path=/; HttpOnly; SameSite=Lax');
    headers.append('Set-Cookie', 'forecourt_state=; Path=/auth; Max-Age=0');
    return new Response(null, { status: 302, headers });
  });
  app.put('/admin_api/pages/1', (c) =>
    c.json({ error: 'This page was changed by someone else' }, 409),
  );
  app.get('/oidc/.well-known/openid-configuration', (c) =>
    c.json({ issuer: 'http://example.test/oidc' }),
  );

  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve(
        { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
    },
  );
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
