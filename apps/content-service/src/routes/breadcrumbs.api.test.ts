// Breadcrumbs read the page's ancestors and a bounded number of children per crumb, so their
// cost and size do not grow with the number of pages on the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breadcrumbSchema, type Breadcrumb, type PageInput } from '@forecourt/api-client';
import { z } from 'zod';
import { BREADCRUMB_CHILDREN_LIMIT } from '../services/breadcrumbs.js';
import { SEED_PAGES } from '../seed/content.js';
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

const send = async (method: string, path: string, body: unknown) => {
  const response = await service.fetch(path, { method, headers: editor.headers, body: JSON.stringify(body) });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return ((await response.json()) as { data: { id: number; version: number } }).data;
};

/** Creates a page under `parentId` and, unless told otherwise, publishes it; answers its id. */
async function page(path: string, parentId: number | null, extra: Partial<PageInput> & { publish?: boolean } = {}) {
  const { publish = true, ...input } = extra;
  const created = await send('POST', '/admin_api/pages', { path, parent_id: parentId, title: { en: `Title of ${path}` }, ...input });
  if (publish) await send('POST', `/admin_api/pages/${created.id}/publish`, { version: created.version });
  return created.id;
}

const crumbsOf = async (id: number): Promise<Breadcrumb[]> => {
  const response = await service.fetch(`/api/nav_entries/breadcrumbs/${id}?locale=en`);
  expect(response.status).toBe(200);
  return z.array(breadcrumbSchema).parse(((await response.json()) as { data: unknown }).data);
};

const pad = (n: number) => String(n).padStart(2, '0');

describe('given a section with more children than a dropdown lists', () => {
  let first: number;
  beforeAll(async () => {
    const section = await page('/many', null);
    // Created in reverse, so path order is not insertion order.
    for (let n = 25; n >= 1; n--) {
      const id = await page(`/many/p${pad(n)}`, section);
      if (n === 1) first = id;
      if (n === 3) await page(`/many/p03/grandchild`, id);
    }
    // Neither is listed: a draft visitors cannot see, a redirect that is not a place.
    await page('/many/a-draft', section, { publish: false });
    await page('/many/a-redirect', section, { type: 'url_redirection', to: '/offers', http_code: 301 });
  });

  it(`should list the first ${BREADCRUMB_CHILDREN_LIMIT} children by path`, async () => {
    const [, many] = await crumbsOf(first);
    expect(many).toMatchObject({ path: '/many', hierarchy: 1, has_children: true });
    expect(many!.children.map((c) => c.path)).toEqual(
      Array.from({ length: BREADCRUMB_CHILDREN_LIMIT }, (_, i) => `/many/p${pad(i + 1)}`),
    );
  });

  it('should tell which listed children have children of their own', async () => {
    const [, many] = await crumbsOf(first);
    const withChildren = many!.children.filter((c) => c.has_children).map((c) => c.path);
    expect(withChildren).toEqual(['/many/p03']);
    expect(many!.children[0]).toEqual({
      title: 'Title of /many/p01',
      path: '/many/p01',
      hierarchy: 2,
      skip_in_breadcrumbs: false,
      has_children: false,
      children: [],
    });
  });

  it('should say the page itself has no children when it has none', async () => {
    const crumbs = await crumbsOf(first);
    expect(crumbs.at(-1)).toMatchObject({ path: '/many/p01', has_children: false, children: [] });
  });
});

describe('given a page six levels deep', () => {
  const levels = ['/deep', '/deep/a', '/deep/a/b', '/deep/a/b/c', '/deep/a/b/c/d', '/deep/a/b/c/d/e'];
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const path of levels) ids.push(await page(path, ids.at(-1) ?? null, path.endsWith('/b') ? { page_type: 'folder' } : {}));
  });

  it('should answer home, every ancestor from the root down, then the page', async () => {
    const crumbs = await crumbsOf(ids.at(-1)!);
    expect(crumbs.map((c) => [c.path, c.hierarchy])).toEqual([['/', 0], ...levels.map((path, i) => [path, i + 1])]);
    expect(crumbs[0]!.title).toBe('Forecourt Poland'); // the home page's own title
  });

  it('should list in each ancestor’s dropdown the next level down', async () => {
    const crumbs = await crumbsOf(ids.at(-1)!);
    levels.slice(1).forEach((path, i) => {
      expect(crumbs[i + 1]!.children.map((c) => c.path)).toEqual([path]);
      expect(crumbs[i + 1]!.children[0]!.has_children).toBe(i + 1 < levels.length - 1);
    });
  });

  it('should mark a folder to be skipped in the trail', async () => {
    const crumbs = await crumbsOf(ids.at(-1)!);
    expect(crumbs.filter((c) => c.skip_in_breadcrumbs).map((c) => c.path)).toEqual(['/deep/a/b']);
  });
});

/**
 * What home's dropdown lists once this file's own top-level pages exist beside the seeded demo
 * site's: every published top-level page, by path, the first BREADCRUMB_CHILDREN_LIMIT of them.
 */
const underHome = (...created: string[]) =>
  [
    ...SEED_PAGES.filter((p) => !p.parent && p.path !== '/' && p.status === 'published' && p.type === 'page').map((p) => p.path),
    ...created,
  ]
    .sort()
    .slice(0, BREADCRUMB_CHILDREN_LIMIT);

describe('given published pages under a parent visitors cannot see', () => {
  let child: number;
  let orphan: number;
  beforeAll(async () => {
    const hidden = await page('/hidden-parent', null);
    child = await page('/hidden-parent/child', hidden);
    await send('POST', `/admin_api/pages/${hidden}/status`, { status: 'disabled', version: 1 });
    // The published snapshot keeps naming a deleted parent.
    const gone = await page('/gone', null);
    orphan = await page('/gone/orphan', gone);
    // A live page: an admin's to delete.
    const admin = await service.session(['admin']);
    expect((await service.fetch(`/admin_api/pages/${gone}`, { method: 'DELETE', headers: admin.headers })).status).toBe(204);
  });

  it('should start the trail at the page, under home', async () => {
    const crumbs = await crumbsOf(child);
    expect(crumbs.map((c) => [c.path, c.hierarchy])).toEqual([
      ['/', 0],
      ['/hidden-parent/child', 1],
    ]);
  });

  it('should start the trail at the page when its parent was deleted', async () => {
    expect((await crumbsOf(orphan)).map((c) => c.path)).toEqual(['/', '/gone/orphan']);
  });

  it('should list such pages in home’s dropdown with the top-level sections', async () => {
    const [home] = await crumbsOf(child);
    expect(home!.children.map((c) => c.path)).toEqual(
      underHome('/deep', '/gone/orphan', '/hidden-parent/child', '/many'),
    );
  });
});

describe('given more top-level pages than a dropdown lists', () => {
  beforeAll(async () => {
    for (let n = 1; n <= 25; n++) await page(`/top-${pad(n)}`, null);
  });

  it(`should list the first ${BREADCRUMB_CHILDREN_LIMIT} of them under home, by path`, async () => {
    const [home] = await crumbsOf(await page('/zz-last', null));
    expect(home!.has_children).toBe(true);
    expect(home!.children.map((c) => c.path)).toEqual(
      underHome(
        '/deep',
        '/gone/orphan',
        '/hidden-parent/child',
        '/many',
        ...Array.from({ length: 25 }, (_, i) => `/top-${pad(i + 1)}`),
        '/zz-last',
      ),
    );
    expect(home!.children).toHaveLength(BREADCRUMB_CHILDREN_LIMIT);
  });
});
