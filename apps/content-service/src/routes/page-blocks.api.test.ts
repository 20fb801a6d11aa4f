// Page reads serve blocks through @forecourt/blocks' prepareBlock: migrated, and a block that
// breaks its template's rules comes with its `issues` instead of failing the page.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, type Block, type Page } from '@forecourt/api-client';
import { pages } from '../db/schema.js';
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

const getJson = async (path: string, headers: Record<string, string> = {}) => {
  const response = await service.fetch(path, { headers });
  return { status: response.status, body: (await response.json()) as any };
};

const quote = (id: string, text: string): Block => ({
  id,
  template: 'quote',
  version: 1,
  data: { fields: { quote: { en: text, pl: text } }, groups: [] },
});

describe('given a published page whose stored block breaks its template', () => {
  let page: Page;
  // The admin API refuses invalid saves, so the broken block is written straight to the database
  // (as an older release or a hand edit could have left it), in the draft and the published snapshot.
  beforeAll(async () => {
    const created = await service.fetch('/admin_api/pages', {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({
        path: '/broken-block',
        title: { en: 'Broken block' },
        blocks: [quote('first', 'Before'), quote('broken', 'Soon empty'), quote('last', 'After')],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: Page }).data;
    expect((await service.fetch(`/admin_api/pages/${id}/publish`, { method: 'POST', headers: editor.headers, body: '{"version":1}' })).status).toBe(200);
    await service.ctx.db
      .update(pages)
      .set({
        blocks: sql`jsonb_set(${pages.blocks}, '{1,data,fields,quote}', '{}'::jsonb)`,
        published: sql`jsonb_set(${pages.published}, '{blocks,1,data,fields,quote}', '{}'::jsonb)`,
      })
      .where(eq(pages.id, id));
    const { status, body } = await getJson('/public_api/pages/by_path/broken-block');
    expect(status).toBe(200);
    page = pageSchema.parse(body.data);
  });

  it('should still serve the page, the broken block carrying its issues', () => {
    expect(page.blocks.map((block) => block.id)).toEqual(['first', 'broken', 'last']);
    expect(page.blocks[1]!.issues).toEqual([{ path: 'fields.quote', rule: 'required', message: 'Quote is required' }]);
  });

  it('should serve the other blocks intact, with no issues key', async () => {
    const { body } = await getJson('/public_api/pages/by_path/broken-block');
    expect(body.data.blocks[0]).toEqual(quote('first', 'Before'));
    expect(body.data.blocks[2]).toEqual(quote('last', 'After'));
  });

  it('should answer the same blocks in the page view', async () => {
    const { status, body } = await getJson('/public_api/page_view/by_path/broken-block');
    expect(status).toBe(200);
    expect(body.data.page.blocks).toEqual(page.blocks);
  });

  it('should show the editor the broken draft block with its issues', async () => {
    const { status, body } = await getJson(`/admin_api/pages/${page.id}`, editor.headers);
    expect(status).toBe(200);
    expect(body.data.blocks[1]).toMatchObject({ id: 'broken', issues: [expect.objectContaining({ rule: 'required' })] });
    expect(body.data.blocks[0]).not.toHaveProperty('issues');
  });
});

describe('given a link that would run script', () => {
  const snippet = (href: string): Block => ({
    id: 'cta',
    template: 'snippet',
    version: 1,
    data: { fields: { link: { en: { labelText: 'Win a car', href, type: 'external' } } }, groups: [] },
  });
  const save = (method: string, path: string, body: unknown) =>
    service.fetch(path, { method, headers: editor.headers, body: JSON.stringify(body) });

  it('should refuse a new page with it, naming the field', async () => {
    const response = await save('POST', '/admin_api/pages', { path: '/prize', title: { en: 'Prize' }, blocks: [snippet('java\tscript:alert(document.cookie)')] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).issues).toEqual([
      { path: 'blocks[0].fields.link.en', rule: 'unsafe_url', message: 'Link must not be a javascript:, vbscript: or data: address' },
    ]);
  });

  it('should refuse a save adding one to an existing page, keeping the page as it was', async () => {
    const created = await save('POST', '/admin_api/pages', { path: '/prize-2', title: { en: 'Prize' }, blocks: [snippet('https://example.com/prize')] });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: Page }).data;
    for (const href of ['DATA:text/html,<script>alert(1)</script>', ' VBScript:msgbox(1)']) {
      const response = await save('PUT', `/admin_api/pages/${id}`, { version: 1, blocks: [snippet(href)] });
      expect(response.status).toBe(400);
      expect(((await response.json()) as any).issues[0]).toMatchObject({ path: 'blocks[0].fields.link.en', rule: 'unsafe_url' });
    }
    const { body } = await getJson(`/admin_api/pages/${id}`, editor.headers);
    expect(body.data).toMatchObject({ version: 1, blocks: [{ data: { fields: { link: { en: { href: 'https://example.com/prize' } } } } }] });
  });

  it('should refuse it as the target of a redirect page', async () => {
    const response = await save('POST', '/admin_api/pages', {
      path: '/go',
      title: { en: 'Go' },
      type: 'url_redirection',
      link_type: 'external',
      to: 'javascript:alert(1)',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).issues).toEqual([expect.objectContaining({ path: 'to', rule: 'unsafe_url' })]);
  });
});

describe('given a link whose address is not a web address', () => {
  const snippet = (href: string, type: 'external' | 'internal' = 'external'): Block => ({
    id: 'cta',
    template: 'snippet',
    version: 1,
    data: { fields: { link: { en: { labelText: 'Terms', href, type } } }, groups: [] },
  });
  const save = (method: string, path: string, body: unknown) =>
    service.fetch(path, { method, headers: editor.headers, body: JSON.stringify(body) });

  it('should refuse to store it, so it can never be published, saying what an address looks like', async () => {
    const created = await save('POST', '/admin_api/pages', { path: '/terms-link', title: { en: 'Terms' }, blocks: [snippet('https://bank.example/terms')] });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: Page }).data;
    expect((await save('POST', `/admin_api/pages/${id}/publish`, { version: 1 })).status).toBe(200);

    const refused = await save('PUT', `/admin_api/pages/${id}`, { version: 1, blocks: [snippet('not a url')] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).issues).toEqual([
      { path: 'blocks[0].fields.link.en', rule: 'url', message: 'Link must be a full web address such as https://example.com (or mailto:, tel:)' },
    ]);
    const internal = await save('PUT', `/admin_api/pages/${id}`, { version: 1, blocks: [snippet('not a url', 'internal')] });
    expect(((await internal.json()) as any).issues).toEqual([expect.objectContaining({ path: 'blocks[0].fields.link.en', rule: 'internal_path' })]);

    const { body } = await getJson('/public_api/pages/by_path/terms-link');
    expect(body.data.blocks[0].data.fields.link.en.href).toBe('https://bank.example/terms');
  });
});

describe('given an in-page navigation that names blocks by number', () => {
  const nav = (...targets: string[]): Block => ({
    id: 'nav',
    template: 'in_page_navigation',
    version: 1,
    data: { fields: {}, groups: targets.map((blockId, i) => ({ label: { en: `Item ${i + 1}` }, blockId })) },
  });
  const navTargets = (blocks: Block[]) => (blocks[0]!.data.groups as { blockId: string }[]).map((g) => g.blockId);

  it('should store the links by block id, so reordering the blocks keeps each on its block', async () => {
    const created = await service.fetch('/admin_api/pages', {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ path: '/anchored', title: { en: 'Anchored' }, blocks: [nav('2', '3', 'rdx-x'), quote('first', 'One'), quote('second', 'Two')] }),
    });
    expect(created.status).toBe(201);
    const page = ((await created.json()) as { data: Page }).data;
    expect(navTargets(page.blocks)).toEqual(['block-first', 'block-second', 'rdx-x']);

    const [navBlock, first, second] = page.blocks;
    const saved = await service.fetch(`/admin_api/pages/${page.id}`, {
      method: 'PUT',
      headers: editor.headers,
      body: JSON.stringify({ version: page.version, blocks: [navBlock, second, first] }),
    });
    expect(saved.status).toBe(200);
    const { body } = await getJson(`/admin_api/pages/${page.id}`, editor.headers);
    expect(body.data.blocks.map((b: Block) => b.id)).toEqual(['nav', 'second', 'first']);
    expect(navTargets(body.data.blocks)).toEqual(['block-first', 'block-second', 'rdx-x']);
  });

  it('should read a page stored with numbers (before this change) with the block ids', async () => {
    const created = await service.fetch('/admin_api/pages', {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ path: '/numbered', title: { en: 'Numbered' }, blocks: [nav('rdx-x'), quote('first', 'One')] }),
    });
    const { id } = ((await created.json()) as { data: Page }).data;
    expect((await service.fetch(`/admin_api/pages/${id}/publish`, { method: 'POST', headers: editor.headers, body: '{"version":1}' })).status).toBe(200);
    // As an older release stored it: a block number.
    await service.ctx.db
      .update(pages)
      .set({ published: sql`jsonb_set(${pages.published}, '{blocks,0,data,groups,0,blockId}', '"2"'::jsonb)` })
      .where(eq(pages.id, id));
    const { body } = await getJson('/public_api/pages/by_path/numbered');
    expect(navTargets(body.data.blocks)).toEqual(['block-first']);
  });
});
