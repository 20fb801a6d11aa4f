// Page layouts (site-shell.md §2 "A minimal topbar variant…"): `meta.layout` is stored with the
// draft, frozen on publish and served to visitors; old pages and old clients read as 'main'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, type PageInput } from '@forecourt/api-client';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let editor: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService();
  editor = await service.session(['editor']);
});
afterAll(async () => {
  await service?.close();
});

const call = async (method: string, path: string, body?: unknown) => {
  const response = await service.fetch(path, {
    method,
    headers: editor.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
};

const page = (path: string, meta?: unknown): PageInput =>
  ({
    path,
    title: { en: 'Partner programme', pl: 'Program partnerski' },
    ...(meta === undefined ? {} : { meta }),
  }) as PageInput;

describe('given a page without a layout', () => {
  it('should store and serve the main layout', async () => {
    const { status, body } = await call('POST', '/admin_api/pages', page('/layout-default', { description: { en: 'Old style' } }));
    expect(status).toBe(201);
    expect(pageSchema.parse(body.data).meta).toEqual({ description: { en: 'Old style' }, layout: 'main' });
  });
});

describe('given a page with the minimal layout', () => {
  let id: number;

  it('should keep it through create, publish and the public API', async () => {
    const created = await call('POST', '/admin_api/pages', page('/layout-minimal', { description: {}, layout: 'minimal' }));
    expect(created.status).toBe(201);
    expect(created.body.data.meta.layout).toBe('minimal');
    id = created.body.data.id;
    const published = await call('POST', `/admin_api/pages/${id}/publish`, { version: 1 });
    expect(published.status).toBe(200);
    const visitor = await service.fetch('/public_api/pages/by_path/layout-minimal');
    expect(visitor.status).toBe(200);
    expect(((await visitor.json()) as any).data.meta.layout).toBe('minimal');
  });

  it('should keep the layout when a save sends a meta without one (an older client)', async () => {
    const { status, body } = await call('PUT', `/admin_api/pages/${id}`, {
      version: 1,
      meta: { description: { en: 'New description' } },
    });
    expect(status).toBe(200);
    expect(body.data.meta).toEqual({ description: { en: 'New description' }, layout: 'minimal' });
  });

  it('should switch back to main when a save says so', async () => {
    const { status, body } = await call('PUT', `/admin_api/pages/${id}`, {
      version: 2,
      meta: { description: {}, layout: 'main' },
    });
    expect(status).toBe(200);
    expect(body.data.meta.layout).toBe('main');
  });
});

describe('given an unknown layout', () => {
  it('should refuse a create with 400 naming meta.layout and the choices', async () => {
    const { status, body } = await call('POST', '/admin_api/pages', page('/layout-wide', { description: {}, layout: 'wide' }));
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Invalid request body',
      issues: [{ path: 'meta.layout', rule: 'invalid_value', message: 'meta.layout must be one of: main, minimal' }],
    });
  });

  it('should refuse a save with 400 and change nothing', async () => {
    const created = await call('POST', '/admin_api/pages', page('/layout-save'));
    const { status, body } = await call('PUT', `/admin_api/pages/${created.body.data.id}`, {
      version: 1,
      meta: { layout: 'sidebar' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'meta.layout' })]);
    const current = await call('GET', `/admin_api/pages/${created.body.data.id}`);
    expect(current.body.data).toMatchObject({ version: 1, meta: { layout: 'main' } });
  });
});
