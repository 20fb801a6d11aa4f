import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breadcrumbSchema,
  metaheadSchema,
  navEntrySchema,
  pageSchema,
  searchResponseSchema,
  settingSchema,
  type Page,
} from '@forecourt/api-client';
import { z } from 'zod';
import { SEED_PAGES } from '../seed/content.js';
import { inventoryPages } from '../seed/inventory-pages.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

const getJson = async (path: string, init?: RequestInit) => {
  const response = await service.fetch(path, init);
  return { response, body: (await response.json()) as any };
};
const pageAt = async (path: string) => pageSchema.parse((await getJson(`/public_api/pages/by_path/${path}`)).body.data);

describe('given the seeded demo site', () => {
  describe('GET /public_api/pages/by_path/{path}', () => {
    it('should answer the home page for the empty path with all five block templates', async () => {
      const { response, body } = await getJson('/public_api/pages/by_path/');
      expect(response.status).toBe(200);
      const page = pageSchema.parse(body.data);
      expect(page.path).toBe('/');
      expect(page.blocks.map((b) => b.template)).toEqual([
        'hero_title_banner',
        'snippet',
        'accordion',
        'quote',
        'quote_slider',
      ]);
      expect(response.headers.get('cache-control')).toContain('max-age=60');
    });

    it('should match paths case-insensitively', async () => {
      const page = await pageAt('MODELS/Range-Rover-Sport');
      expect(page.path).toBe('/models/range-rover-sport');
      expect(page.title.pl).toBe('Range Rover Sport');
    });

    it('should answer 404 with "Page not found" for an unknown path, cached publicly for a minute', async () => {
      const { response, body } = await getJson('/public_api/pages/by_path/no/such/page');
      expect(response.status).toBe(404);
      expect(body).toEqual({ error: 'Page not found' });
      // On purpose: a dead link many visitors follow is answered by the CDN, not the database.
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    });

    it('should answer a path no page can have with 400, never cached', async () => {
      const { response, body } = await getJson(`/public_api/pages/by_path/${'a'.repeat(2049)}`);
      expect(response.status).toBe(400);
      expect(body.issues).toEqual([expect.objectContaining({ path: 'path', message: 'must be at most 2048 characters' })]);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it('should answer 404 for a disabled page', async () => {
      const { response } = await getJson('/public_api/pages/by_path/ukryta-strona');
      expect(response.status).toBe(404);
    });

    it('should return a redirect page as data with its target and http code', async () => {
      const page = await pageAt('stare-oferty');
      expect(page).toMatchObject({ type: 'url_redirection', to: '/offers', http_code: 301 });
    });

    it('should include the page-specific metaheads with the page', async () => {
      const home = await pageAt('');
      expect(home.metaheads.map((m) => m.name)).toEqual(['Home hero accent']);
    });
  });

  describe('given a preview token for the disabled page', () => {
    let token: string;
    let hidden: Page;
    beforeAll(async () => {
      const admin = await service.session(['editor']);
      const list = (await (await service.fetch('/admin_api/pages', { headers: admin.headers })).json()) as any;
      const summary = list.data.find((p: { path: string }) => p.path === '/ukryta-strona');
      const created = await service.fetch(`/admin_api/pages/${summary.id}/preview_token`, {
        method: 'POST',
        headers: admin.headers,
      });
      expect(created.status).toBe(201);
      token = ((await created.json()) as any).data.token;
      hidden = (await (await service.fetch(`/admin_api/pages/${summary.id}`, { headers: admin.headers })).json() as any).data;
    });

    it('should return the disabled page to a request bearing the token, uncached', async () => {
      const { response, body } = await getJson('/public_api/pages/by_path/Ukryta-Strona', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(body.data).toMatchObject({ id: hidden.id, status: 'disabled' });
      expect(response.headers.get('cache-control')).toContain('no-store');
    });

    it('should not open another page with that token', async () => {
      const { response, body } = await getJson('/public_api/pages/by_path/offers', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(body.data.path).toBe('/offers');
      expect(body.data.id).not.toBe(hidden.id);
    });

    it('should answer 404 to a wrong token', async () => {
      const { response } = await getJson('/public_api/pages/by_path/ukryta-strona', {
        headers: { Authorization: 'Bearer not-a-token' },
      });
      expect(response.status).toBe(404);
    });
  });

  describe('GET /api/metaheads', () => {
    it('should list global metaheads and those of the page, ordered by sequence', async () => {
      const home = await pageAt('');
      const { body } = await getJson(`/api/metaheads?q[page_id_equal_or_null]=${home.id}`);
      const list = z.array(metaheadSchema).parse(body.data);
      expect(list.map((m) => [m.sequence, m.language, m.rdx_core_page_id])).toEqual([
        [5, 'scss', home.id],
        [10, 'css', null],
        [20, 'javascript', null],
      ]);
      // scss is served compiled
      expect(list[0]!.content).toContain('.hero-title-banner h1{color:#005a2b}');
    });

    it('should refuse a page id beyond the id range with 400, not fail', async () => {
      const { response, body } = await getJson('/api/metaheads?q[page_id_equal_or_null]=99999999999');
      expect(response.status).toBe(400);
      expect(body.error).toBe('q[page_id_equal_or_null] must be a page id');
    });

    describe('given pages visitors cannot see, with metaheads of their own', () => {
      const ownOf = async (pageId: number) => {
        const { response, body } = await getJson(`/api/metaheads?q[page_id_equal_or_null]=${pageId}`);
        expect(response.status).toBe(200);
        return body.data.filter((m: { rdx_core_page_id: number | null }) => m.rdx_core_page_id !== null);
      };
      let admin: Awaited<ReturnType<TestService['session']>>;
      const write = async (method: string, path: string, body: unknown) => {
        const response = await service.fetch(path, { method, headers: admin.headers, body: JSON.stringify(body) });
        expect(response.status, `${method} ${path}`).toBeLessThan(300);
        return ((await response.json()) as any).data;
      };
      beforeAll(async () => {
        admin = await service.session(['admin', 'editor']);
      });

      it('should answer only the global ones for a page never published, as for an id with no page', async () => {
        const draft = await write('POST', '/admin_api/pages', { path: '/launch-2027', title: { en: 'Launch 2027' } });
        await write('POST', '/admin_api/metaheads', { name: 'Launch pixel', language: 'javascript', content: 'launch()', rdx_core_page_id: draft.id });
        expect(await ownOf(draft.id)).toEqual([]);
        const unknown = (await getJson('/api/metaheads?q[page_id_equal_or_null]=2000000000')).body.data;
        expect((await getJson(`/api/metaheads?q[page_id_equal_or_null]=${draft.id}`)).body.data).toEqual(unknown);
      });

      it('should answer a page’s own while it is live and not once it is disabled', async () => {
        const page = await write('POST', '/admin_api/pages', { path: '/pulled-offer', title: { en: 'Pulled offer' } });
        await write('POST', '/admin_api/metaheads', { name: 'Offer tag', language: 'css', content: 'a{}', rdx_core_page_id: page.id });
        const published = await write('POST', `/admin_api/pages/${page.id}/publish`, { version: page.version });
        expect((await ownOf(page.id)).map((m: { name: string }) => m.name)).toEqual(['Offer tag']);
        await write('POST', `/admin_api/pages/${page.id}/status`, { status: 'disabled', version: published.version });
        expect(await ownOf(page.id)).toEqual([]);
      });
    });

    it('should list only global metaheads for another page', async () => {
      const offers = await pageAt('offers');
      const { body } = await getJson(`/api/metaheads?q[page_id_equal_or_null]=${offers.id}`);
      expect(body.data.map((m: { rdx_core_page_id: number | null }) => m.rdx_core_page_id)).toEqual([null, null]);
    });
  });

  describe('GET /api/pages/search', () => {
    it('should find a page by a word prefix of its title, read as data.data', async () => {
      const { body } = await getJson('/api/pages/search?query=rang');
      const results = searchResponseSchema.parse(body.data).data;
      // "Range Rover …" and "The range" match; "Orange" would not (a word prefix).
      expect(results.map((r) => r.attributes.path).sort()).toEqual([
        '/jaguar-range',
        '/models/range-rover-evoque',
        '/models/range-rover-sport',
      ]);
      expect(results).toContainEqual({
        id: expect.any(String),
        type: 'page',
        attributes: {
          path: '/models/range-rover-sport',
          title: 'Range Rover Sport',
          meta_description: 'Range Rover Sport: plug-in hybrid luxury SUV. Prices, equipment and lease offers.',
        },
      });
    });

    it('should search the Polish meta description and answer in the asked locale', async () => {
      const { body } = await getJson('/api/pages/search?query=leasing%20miesi%C4%99cznie&locale=pl');
      expect(body.data.data.map((r: any) => [r.attributes.path, r.attributes.title])).toEqual([['/offers', 'Oferty']]);
    });

    it('should not find disabled pages, redirects or folders', async () => {
      for (const query of ['ukryta', 'stare', 'wszystkie modele']) {
        const { body } = await getJson(`/api/pages/search?query=${encodeURIComponent(query)}`);
        expect(body.data.data).toEqual([]);
      }
    });

    it('should answer an empty list for an empty query', async () => {
      const { body } = await getJson('/api/pages/search?query=');
      expect(body).toEqual({ data: { data: [] } });
    });
  });

  describe('GET /api/settings', () => {
    it('should list the server values with id, key and value', async () => {
      const { body } = await getJson('/api/settings');
      const settings = z.array(settingSchema).parse(body.data);
      const byKey = Object.fromEntries(settings.map((s) => [s.key, s.value]));
      expect(byKey).toMatchObject({ currency_symbol: 'zł', currency_delimiter: ' ', price_format: '^ %' });
      expect(byKey['retailers.top_bar_text']).toMatch(/Warszawa/);
    });
  });

  describe('GET /api/nav_entries', () => {
    it('should answer the navigation tree with nested children', async () => {
      const { body } = await getJson('/api/nav_entries');
      const tree = z.array(navEntrySchema).parse(body.data);
      const models = tree.find((e) => e.metadata.template === 'cars')!;
      expect(models.label).toBe('Models');
      // The cars panel: vehicle groups, their models, and a model's variants (tabs).
      expect(models.children.map((g) => g.label)).toEqual(['Range Rover', 'Defender', 'Discovery']);
      expect(models.children.flatMap((g) => g.children).map((c) => [c.metadata.carKey, c.metadata.hasLeasePrice])).toEqual([
        ['range-rover-sport', true],
        ['range-rover-evoque', true],
        ['defender', false],
        ['discovery', true],
        ['discovery-sport', false],
      ]);
      expect(models.children[0]!.children[0]!.children.map((v) => v.label)).toEqual(['Plug-in hybrid', 'Diesel MHEV']);
      expect(tree.map((e) => e.metadata.template).filter(Boolean)).toEqual(['cars', 'A', 'B', 'C', 'D', 'E']);
      expect(tree.some((e) => e.metadata.type === 'search')).toBe(true);
      expect(tree.find((e) => e.metadata.type === 'lang')?.url).toMatch(/^.+:.+:.*$/);
    });

    it('should answer the Polish tree for locale=pl', async () => {
      const { body } = await getJson('/api/nav_entries?locale=pl');
      expect(body.data[0].label).toBe('Modele');
    });
  });

  describe('GET /api/nav_entries/breadcrumbs/{pageId}', () => {
    it('should answer the chain from home to the page, each with its children', async () => {
      const page = await pageAt('models/range-rover-sport');
      const { body } = await getJson(`/api/nav_entries/breadcrumbs/${page.id}`);
      const crumbs = z.array(breadcrumbSchema).parse(body.data);
      expect(crumbs.map((c) => [c.path, c.hierarchy])).toEqual([
        ['/', 0],
        ['/models', 1],
        ['/models/range-rover-sport', 2],
      ]);
      expect(crumbs[1]).toMatchObject({ title: 'Models', has_children: true });
      expect(crumbs[1]!.children.map((c) => c.path)).toEqual([
        '/models/defender',
        '/models/discovery',
        '/models/discovery-sport',
        '/models/range-rover-evoque',
        '/models/range-rover-sport',
      ]);
      // Home lists the top-level pages by path (the first 20).
      expect(crumbs[0]!.children.map((c) => c.path)).toEqual(
        // The stock pages (/new-cars, /used-cars) are seeded beside SEED_PAGES.
        [...SEED_PAGES, ...inventoryPages(null)]
          .filter((p) => !p.parent && p.path !== '/' && p.status === 'published' && p.type === 'page')
          .map((p) => p.path)
          .sort()
          .slice(0, 20),
      );
      expect(crumbs[0]!.children.map((c) => c.path)).toContain('/models');
    });

    it('should answer 404 for an id no page can have', async () => {
      for (const id of ['2147483648', '99999999999', '0', 'x']) {
        expect((await service.fetch(`/api/nav_entries/breadcrumbs/${id}`)).status, id).toBe(404);
      }
    });

    it('should answer 404 for a page visitors cannot see', async () => {
      const hidden = await service.ctx.pages.list();
      const id = hidden.find((p) => p.path === '/ukryta-strona')!.id;
      expect((await service.fetch(`/api/nav_entries/breadcrumbs/${id}`)).status).toBe(404);
    });
  });

  describe('GET /api/v1/image/{id}/w/{width}', () => {
    it('should render a seeded image at an allowed width, cached for a day and revalidated by its version', async () => {
      const response = await service.fetch('/api/v1/image/seed-defender/w/320');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      // A day, not a year: the media library can replace the file under the same id.
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(response.headers.get('etag')).toBe('"seed-defender-v1-w320"');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const sharp = (await import('sharp')).default;
      expect((await sharp(bytes).metadata()).width).toBe(320);
    });

    it('should serve the cached rendition the second time, byte for byte', async () => {
      const first = await (await service.fetch('/api/v1/image/seed-offers/w/430')).arrayBuffer();
      const second = await (await service.fetch('/api/v1/image/seed-offers/w/430')).arrayBuffer();
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    });

    it('should refuse a width that is not allowed with 400', async () => {
      const { response, body } = await getJson('/api/v1/image/seed-defender/w/500');
      expect(response.status).toBe(400);
      expect(body.error).toMatch(/180, 320, 376, 430, 720, 1180, 1600/);
    });

    it.each(['0720', '7.2e2', '0x2d0', '720.0', '+720', '720%20', '%37%32%30', ' 720'])(
      'should refuse the width spelled %j with 400 rather than serve a second URL of the 720 rendition',
      async (width) => {
        const response = await service.fetch(`/api/v1/image/seed-defender/w/${width}`);
        expect(response.status).toBe(400);
        expect(((await response.json()) as any).error).toMatch(/180, 320, 376, 430, 720, 1180, 1600/);
      },
    );

    it('should answer 404 for an unknown image', async () => {
      expect((await service.fetch('/api/v1/image/nope/w/320')).status).toBe(404);
    });
  });

  describe('GET /api/openapi.json', () => {
    /** A Hono route path as the document writes it (`:id` → `{id}`; the bare by_path prefixes stand for `{path}`). */
    const documentedPath = (path: string) =>
      path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}').replace(/^\/public_api\/(pages|page_view)\/by_path$/, '$&/{path}');

    it('should describe every registered route', async () => {
      const { body } = await getJson('/api/openapi.json');
      const missing = service.app.routes
        .filter((route) => route.method !== 'ALL')
        .filter((route) => !body.paths[documentedPath(route.path)]?.[route.method.toLowerCase()])
        .map((route) => `${route.method} ${route.path}`);
      expect(missing).toEqual([]);
      expect(body.openapi).toBe('3.1.0');
    });

    it('should list no path that the service does not serve', async () => {
      const { body } = await getJson('/api/openapi.json');
      const served = new Set(service.app.routes.map((route) => documentedPath(route.path)));
      const extra = Object.keys(body.paths).filter((path) => !served.has(path) && !path.startsWith('/oidc/.well-known'));
      expect(extra).toEqual([]);
    });

    it('should give each operation its real request and answer schemas', async () => {
      const { body } = await getJson('/api/openapi.json');
      const create = body.paths['/admin_api/pages'].post;
      const input = create.requestBody.content['application/json'].schema;
      expect(input.required).toEqual(['path', 'title']);
      expect(input.properties.path).toMatchObject({ type: 'string', maxLength: 2048 });
      expect(input.properties.parent_id.anyOf ?? input.properties.parent_id).toBeDefined();
      expect(create.responses['201'].content['application/json'].schema.properties.data).toEqual({ $ref: '#/components/schemas/Page' });
      expect(create.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
      const crumbs = body.paths['/api/nav_entries/breadcrumbs/{pageId}'].get.parameters;
      expect(crumbs).toContainEqual(expect.objectContaining({ name: 'pageId', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer', maximum: 2147483647 }) }));
    });

    it('should list the sign-in routes, which are documented but not declared', async () => {
      const { body } = await getJson('/api/openapi.json');
      expect(Object.keys(body.paths['/auth/logout'])).toEqual(['post']);
      expect(Object.keys(body.paths['/oidc/interaction/{uid}']).sort()).toEqual(['get', 'post']);
    });
  });
});
