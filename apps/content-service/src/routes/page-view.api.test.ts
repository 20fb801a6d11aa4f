// GET /public_api/page_view/by_path/{path}: the site's one call per page render answers what
// the three calls it replaces (page by path, metaheads, breadcrumbs) answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewSchema, type PageView } from '@forecourt/api-client';
import { PUBLIC_CACHE } from '../lib/http.js';
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

const getJson = async (path: string, init?: RequestInit) => {
  const response = await service.fetch(path, init);
  return { response, body: (await response.json()) as any };
};
const viewOf = async (path: string, init?: RequestInit): Promise<PageView> => {
  const { response, body } = await getJson(`/public_api/page_view/by_path/${path}`, init);
  expect(response.status).toBe(200);
  return pageViewSchema.parse(body.data);
};

/** Creates and publishes a page through the admin API. */
async function publish(input: Record<string, unknown>) {
  const created = await service.fetch('/admin_api/pages', { method: 'POST', headers: editor.headers, body: JSON.stringify(input) });
  expect(created.status).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const published = await service.fetch(`/admin_api/pages/${id}/publish`, { method: 'POST', headers: editor.headers, body: '{"version":1}' });
  expect(published.status).toBe(200);
  return id;
}

describe('given the seeded demo site', () => {
  describe('given a page in a section, asked for in Polish', () => {
    it('should answer the page, metaheads and breadcrumbs the three separate calls answer', async () => {
      const { response, body } = await getJson('/public_api/page_view/by_path/MODELS/Range-Rover-Sport?locale=pl');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE);
      const view = pageViewSchema.parse(body.data);
      const page = (await getJson('/public_api/pages/by_path/models/range-rover-sport')).body.data;
      const metaheads = (await getJson(`/api/metaheads?q[page_id_equal_or_null]=${page.id}`)).body.data;
      const breadcrumbs = (await getJson(`/api/nav_entries/breadcrumbs/${page.id}?locale=pl`)).body.data;
      expect(body.data).toEqual({ page, metaheads, breadcrumbs, forms: [] });
      expect(view.breadcrumbs.map((c) => c.title)).toEqual(['Forecourt Polska', 'Modele', 'Range Rover Sport']);
    });
  });

  describe('given the home page (empty path)', () => {
    it('should list the global metaheads with its own, by sequence, and keep only its own on the page', async () => {
      const view = await viewOf('');
      expect(view.page.path).toBe('/');
      expect(view.metaheads.map((m) => [m.sequence, m.rdx_core_page_id])).toEqual([
        [5, view.page.id],
        [10, null],
        [20, null],
      ]);
      expect(view.page.metaheads.map((m) => m.name)).toEqual(['Home hero accent']);
    });

    it('should answer the home trail: the home page alone, listing the top-level pages', async () => {
      const view = await viewOf('');
      const breadcrumbs = (await getJson(`/api/nav_entries/breadcrumbs/${view.page.id}`)).body.data;
      expect(view.breadcrumbs).toEqual(breadcrumbs);
      expect(view.breadcrumbs.map((c) => [c.path, c.hierarchy])).toEqual([['/', 0]]);
    });
  });

  describe('given a locale the site does not have', () => {
    it('should answer in English, as the separate calls do', async () => {
      const unknown = await viewOf('offers?locale=xx');
      const english = await viewOf('offers?locale=en');
      expect(unknown).toEqual(english);
      expect(unknown.breadcrumbs[0]!.title).toBe('Forecourt Poland');
    });
  });

  describe('given pages that show no breadcrumbs', () => {
    it('should answer none for a page with the minimal top bar', async () => {
      const view = await viewOf('partner-programme');
      expect(view.page.meta.layout).toBe('minimal');
      expect(view.breadcrumbs).toEqual([]);
    });

    it('should answer none for a redirect, with the redirect as data', async () => {
      const view = await viewOf('stare-oferty');
      expect(view.page).toMatchObject({ type: 'url_redirection', to: '/offers', http_code: 301 });
      expect(view.breadcrumbs).toEqual([]);
    });

    it('should answer none for a folder that redirects, but a trail for one that does not', async () => {
      await publish({ path: '/moved-folder', page_type: 'folder', redirect_path: '/offers', title: { en: 'Moved' } });
      expect((await viewOf('moved-folder')).breadcrumbs).toEqual([]);
      expect((await viewOf('models')).breadcrumbs.map((c) => c.path)).toEqual(['/', '/models']);
    });
  });

  describe('given a path visitors cannot open', () => {
    it('should answer 404 "Page not found" for an unknown path, a disabled page and a broken escape', async () => {
      for (const path of ['no/such/page', 'ukryta-strona', '%E0%A4%A']) {
        const { response, body } = await getJson(`/public_api/page_view/by_path/${path}`);
        expect(response.status, path).toBe(404);
        expect(body).toEqual({ error: 'Page not found' });
      }
    });
  });

  describe('given a preview token for the disabled page', () => {
    let token: string;
    beforeAll(async () => {
      const summary = (await service.ctx.pages.list()).find((p) => p.path === '/ukryta-strona')!;
      const created = await service.fetch(`/admin_api/pages/${summary.id}/preview_token`, { method: 'POST', headers: editor.headers });
      token = ((await created.json()) as { data: { token: string } }).data.token;
    });

    it('should answer its draft, uncached, without breadcrumbs visitors could not follow', async () => {
      const { response, body } = await getJson('/public_api/page_view/by_path/Ukryta-Strona', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(body.data.page).toMatchObject({ path: '/ukryta-strona', status: 'disabled' });
      expect(body.data.breadcrumbs).toEqual([]);
      expect(body.data.metaheads.map((m: { rdx_core_page_id: number | null }) => m.rdx_core_page_id)).toEqual([null, null]);
    });

    it('should not cache a public page asked for with a bearer token', async () => {
      const { response, body } = await getJson('/public_api/page_view/by_path/offers', {
        headers: { Authorization: 'Bearer not-a-token' },
      });
      expect(response.status).toBe(200);
      expect(body.data.page.path).toBe('/offers');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });
  });
});
