import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema, SETTING_DEFINITIONS, type PageInput } from '@forecourt/api-client';
import { SEED_IMAGES } from '../seed/images.js';
import { startTestService, type TestService } from '../test/harness.js';

let service: TestService;
let editor: Awaited<ReturnType<TestService['session']>>;
let admin: Awaited<ReturnType<TestService['session']>>;
beforeAll(async () => {
  service = await startTestService();
  editor = await service.session(['editor']);
  admin = await service.session(['admin', 'editor']);
});
afterAll(async () => {
  await service?.close();
});

const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const response = await service.fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { response, status: response.status, body: text ? (JSON.parse(text) as any) : null };
};

const accordionGroups = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ accordion_title: { en: `Question ${i + 1}` } }));

const newPage = (path: string, extra: Partial<PageInput> = {}): PageInput => ({
  path,
  title: { en: 'Summer event', pl: 'Wydarzenie letnie' },
  meta: { description: { en: 'Join our summer event', pl: 'Dołącz do letniego wydarzenia' } },
  blocks: [
    {
      id: 'b1',
      template: 'quote',
      version: 1,
      data: { fields: { quote: { en: 'Great day out', pl: 'Świetny dzień' } }, groups: [] },
    },
  ],
  ...extra,
});

describe('given no session', () => {
  it('should answer 401 JSON on the admin API', async () => {
    const { status, body, response } = await call('GET', '/admin_api/pages', {});
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Sign-in required' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('given an editor session', () => {
  it('should refuse a write without the CSRF header with 403', async () => {
    const { status, body } = await call('POST', '/admin_api/pages', { Cookie: editor.cookie, 'Content-Type': 'application/json' }, newPage('/x'));
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'Missing or invalid CSRF token' });
  });

  it('should refuse a write with a wrong CSRF token with 403', async () => {
    const { status } = await call('POST', '/admin_api/pages', { ...editor.headers, 'X-CSRF-Token': 'wrong' }, newPage('/x'));
    expect(status).toBe(403);
  });

  it('should refuse admin-only writes (settings, metaheads) with 403', async () => {
    expect((await call('PUT', '/admin_api/settings/currency_symbol', editor.headers, { value: '€' })).status).toBe(403);
    expect((await call('GET', '/admin_api/metaheads', editor.headers)).status).toBe(403);
  });

  it('should let the editor read settings with defaults beside server values', async () => {
    const { status, body } = await call('GET', '/admin_api/settings', editor.headers);
    expect(status).toBe(200);
    expect(body.data.find((s: any) => s.key === 'currency_symbol')).toEqual({
      key: 'currency_symbol',
      default_value: '€',
      value: 'zł',
      description: expect.any(String),
    });
    expect(body.data.find((s: any) => s.key === 'general.maps_key')).toMatchObject({ default_value: '', value: null });
  });

  it('should list the seeded media', async () => {
    const { body } = await call('GET', '/admin_api/media', editor.headers);
    expect(body.data.map((m: any) => m.id).sort()).toEqual(SEED_IMAGES.map((image) => image.id).sort());
    expect(body.data.map((m: any) => m.id)).toContain('seed-hero-range-rover-sport');
    expect(body.data[0].preview_url).toMatch(/^\/api\/v1\/image\/.+\/w\/720$/);
  });

  it('should upload an image to the media library and serve its renditions', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
    form.append('alt', 'Blue banner');
    const response = await service.fetch('/admin_api/media', {
      method: 'POST',
      headers: { Cookie: editor.cookie, 'X-CSRF-Token': editor.csrf },
      body: form,
    });
    expect(response.status).toBe(201);
    const item = ((await response.json()) as any).data;
    expect(item).toMatchObject({ filename: 'banner.png', mime_type: 'image/png', width: 800, height: 400, alt: 'Blue banner' });
    const rendition = await service.fetch(`/api/v1/image/${item.id}/w/320`);
    expect(rendition.headers.get('content-type')).toBe('image/png');
    expect((await sharp(new Uint8Array(await rendition.arrayBuffer())).metadata()).width).toBe(320);
    // Never enlarged beyond the original.
    const large = await service.fetch(`/api/v1/image/${item.id}/w/1600`);
    expect((await sharp(new Uint8Array(await large.arrayBuffer())).metadata()).width).toBe(800);
  });

  it('should refuse an upload that is not an image with 415', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const response = await service.fetch('/admin_api/media', {
      method: 'POST',
      headers: { Cookie: editor.cookie, 'X-CSRF-Token': editor.csrf },
      body: form,
    });
    expect(response.status).toBe(415);
  });

  describe('when creating, saving and publishing a page', () => {
    let id: number;

    it('should create a draft at version 1 that visitors cannot see yet', async () => {
      const { status, body } = await call('POST', '/admin_api/pages', editor.headers, newPage('/Summer-Event'));
      expect(status).toBe(201);
      const page = pageSchema.parse(body.data);
      expect(page).toMatchObject({ path: '/Summer-Event', status: 'draft', version: 1, has_unpublished_changes: true });
      id = page.id;
      expect((await service.fetch('/public_api/pages/by_path/summer-event')).status).toBe(404);
    });

    it('should refuse a second page at the same path, whatever its case, with 409', async () => {
      const { status, body } = await call('POST', '/admin_api/pages', editor.headers, newPage('/summer-event'));
      expect(status).toBe(409);
      expect(body).toEqual({ error: 'A page already exists at /summer-event' });
    });

    it('should save the draft, increment the version and keep a revision', async () => {
      const { status, body } = await call('PUT', `/admin_api/pages/${id}`, editor.headers, {
        version: 1,
        title: { en: 'Summer event 2026', pl: 'Wydarzenie letnie 2026' },
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ version: 2, title: { en: 'Summer event 2026' } });
      const revisions = await call('GET', `/admin_api/pages/${id}/revisions`, editor.headers);
      expect(revisions.body.data.map((r: any) => [r.action, r.version, r.created_by])).toEqual([
        ['update', 2, 'test@forecourt.test'],
        ['create', 1, 'test@forecourt.test'],
      ]);
      expect(revisions.body.data[0].content.title.en).toBe('Summer event 2026');
      // A title-only save leaves everything else as it was.
      expect(body.data.blocks.map((b: any) => b.id)).toEqual(['b1']);
      expect(body.data.meta.description.pl).toBe('Dołącz do letniego wydarzenia');
    });

    it('should refuse a save from a stale version with 409 and the agreed message, changing nothing', async () => {
      const { status, body } = await call('PUT', `/admin_api/pages/${id}`, editor.headers, {
        version: 1,
        title: { en: 'Overwrite' },
      });
      expect(status).toBe(409);
      expect(body.error).toBe(
        'This page was changed by someone else since you opened it (your version 1, current version 2). Reload to see their changes; nothing was overwritten.',
      );
      const { body: current } = await call('GET', `/admin_api/pages/${id}`, editor.headers);
      expect(current.data.title.en).toBe('Summer event 2026');
    });

    it('should publish the draft so visitors see it at any case of its path', async () => {
      const { status, body } = await call('POST', `/admin_api/pages/${id}/publish`, editor.headers, { version: 2 });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ status: 'published', has_unpublished_changes: false });
      const publicPage = await service.fetch('/public_api/pages/by_path/SUMMER-EVENT');
      expect(publicPage.status).toBe(200);
      expect(((await publicPage.json()) as any).data.title.en).toBe('Summer event 2026');
    });

    it('should keep serving the published snapshot while a newer draft is saved', async () => {
      await call('PUT', `/admin_api/pages/${id}`, editor.headers, { version: 2, title: { en: 'Draft title' } });
      const publicPage = (await (await service.fetch('/public_api/pages/by_path/summer-event')).json()) as any;
      expect(publicPage.data.title.en).toBe('Summer event 2026');
      const { body } = await call('GET', `/admin_api/pages/${id}`, editor.headers);
      expect(body.data).toMatchObject({ version: 3, has_unpublished_changes: true, title: { en: 'Draft title' } });
    });

    it('should find the published page in search', async () => {
      const search = (await (await service.fetch('/api/pages/search?query=summer')).json()) as any;
      expect(search.data.data.map((r: any) => r.attributes.path)).toEqual(['/Summer-Event']);
    });

    it('should hide the page when disabled and show it again when enabled', async () => {
      const disabled = await call('POST', `/admin_api/pages/${id}/status`, editor.headers, { status: 'disabled', version: 3 });
      expect(disabled.body.data.status).toBe('disabled');
      expect((await service.fetch('/public_api/pages/by_path/summer-event')).status).toBe(404);
      expect(disabled.body.data.version).toBe(4);
      const enabled = await call('POST', `/admin_api/pages/${id}/status`, editor.headers, { status: 'draft', version: 4 });
      expect(enabled.body.data).toMatchObject({ status: 'published', version: 5, has_unpublished_changes: true });
      expect((await service.fetch('/public_api/pages/by_path/summer-event')).status).toBe(200);
    });

    it('should delete the page once it is disabled', async () => {
      const live = await call('DELETE', `/admin_api/pages/${id}`, editor.headers);
      expect(live.status).toBe(409);
      expect((await call('POST', `/admin_api/pages/${id}/status`, editor.headers, { status: 'disabled', version: 5 })).status).toBe(200);
      expect((await call('DELETE', `/admin_api/pages/${id}`, editor.headers)).status).toBe(204);
      expect((await call('GET', `/admin_api/pages/${id}`, editor.headers)).status).toBe(404);
      expect((await service.fetch('/public_api/pages/by_path/summer-event')).status).toBe(404);
    });
  });

  describe('when a page fails validation', () => {
    it('should refuse a 31st accordion group with 400 naming the path and rule', async () => {
      const { status, body } = await call(
        'POST',
        '/admin_api/pages',
        editor.headers,
        newPage('/faq', {
          blocks: [{ id: 'a', template: 'accordion', version: 1, data: { fields: {}, groups: accordionGroups(31) } }],
        }),
      );
      expect(status).toBe(400);
      expect(body.issues).toContainEqual({
        path: 'blocks[0].groups[30]',
        rule: 'max_field_groups',
        message: expect.stringContaining('30'),
      });
    });

    it('should accept 30 accordion groups', async () => {
      const { status } = await call(
        'POST',
        '/admin_api/pages',
        editor.headers,
        newPage('/faq-30', {
          blocks: [{ id: 'a', template: 'accordion', version: 1, data: { fields: {}, groups: accordionGroups(30) } }],
        }),
      );
      expect(status).toBe(201);
    });

    it('should refuse an unknown template with 400', async () => {
      const { status, body } = await call(
        'POST',
        '/admin_api/pages',
        editor.headers,
        newPage('/bad', { blocks: [{ id: 'a', template: 'carousel_3000', version: 1, data: { fields: {}, groups: [] } }] }),
      );
      expect(status).toBe(400);
      expect(body.issues).toEqual([
        { path: 'blocks[0].template', rule: 'unknown_template', message: 'Unknown block template "carousel_3000"' },
      ]);
    });

    it('should keep an unfinished draft (empty required field, too few groups) and refuse to publish it, naming the fields', async () => {
      const unfinished = [
        { id: 'q', template: 'quote', version: 1, data: { fields: {}, groups: [] } },
        { id: 's', template: 'quote_slider', version: 1, data: { fields: {}, groups: [] } },
      ];
      const created = await call('POST', '/admin_api/pages', editor.headers, newPage('/unfinished', { blocks: unfinished }));
      expect(created.status).toBe(201);
      const { id, version } = created.body.data;
      const saved = await call('PUT', `/admin_api/pages/${id}`, editor.headers, { version, title: { pl: 'Bez angielskiego' }, blocks: unfinished });
      expect(saved.status).toBe(200);
      // The editor reloads it as it was left, each unfinished block saying what it lacks.
      const reloaded = await call('GET', `/admin_api/pages/${id}`, editor.headers);
      expect(reloaded.body.data.blocks[0]).toMatchObject({ id: 'q', issues: [{ path: 'fields.quote', rule: 'required', message: 'Quote is required' }] });

      const refused = await call('POST', `/admin_api/pages/${id}/publish`, editor.headers, { version: version + 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([{ path: 'title.en', rule: 'required', message: 'Title (English) is required' }]);
      const titled = await call('PUT', `/admin_api/pages/${id}`, editor.headers, { version: version + 1, title: { en: 'Finished soon' } });
      const blocksRefused = await call('POST', `/admin_api/pages/${id}/publish`, editor.headers, { version: titled.body.data.version });
      expect(blocksRefused.status).toBe(400);
      expect(blocksRefused.body.issues).toContainEqual({ path: 'blocks[0].fields.quote', rule: 'required', message: 'Quote is required' });
      expect(blocksRefused.body.issues).toContainEqual(expect.objectContaining({ path: 'blocks[1].groups', rule: 'min_field_groups' }));
      expect((await call('GET', `/admin_api/pages/${id}`, editor.headers)).body.data.status).toBe('draft');
    });

    it('should still refuse a draft that breaks a rule other than completeness', async () => {
      const { status, body } = await call(
        'POST',
        '/admin_api/pages',
        editor.headers,
        newPage('/too-long', { blocks: [{ id: 'q', template: 'quote', version: 1, data: { fields: { quote: { en: 'x'.repeat(5000) } }, groups: [] } }] }),
      );
      expect(status).toBe(400);
      expect(body.issues).toEqual([expect.objectContaining({ path: 'blocks[0].fields.quote.en', rule: 'max_length' })]);
    });

    it('should refuse to publish a redirect without a target', async () => {
      const created = await call('POST', '/admin_api/pages', editor.headers, newPage('/redirect-unfinished', { type: 'url_redirection', blocks: [] }));
      expect(created.status).toBe(201);
      const refused = await call('POST', `/admin_api/pages/${created.body.data.id}/publish`, editor.headers, { version: created.body.data.version });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([{ path: 'to', rule: 'required', message: 'Redirect target is required' }]);
    });

    it('should refuse a body that breaks the page schema with 400 and issues', async () => {
      const { status, body } = await call('POST', '/admin_api/pages', editor.headers, { title: { en: 'No path' } });
      expect(status).toBe(400);
      expect(body.issues).toContainEqual(expect.objectContaining({ path: 'path' }));
    });

    it('should refuse a body over 1 MB with 413', async () => {
      const huge = JSON.stringify(newPage('/huge', { title: { en: 'x'.repeat(1024 * 1024 + 10) } }));
      const { status, body } = await call('POST', '/admin_api/pages', editor.headers, huge);
      expect(status).toBe(413);
      expect(body.error).toMatch(/too large/);
    });

    it('should strip scripts from rich-text fields on save', async () => {
      const { body } = await call(
        'POST',
        '/admin_api/pages',
        editor.headers,
        newPage('/sanitised', {
          blocks: [
            {
              id: 's',
              template: 'snippet',
              version: 1,
              data: { fields: { section_paragraph: { en: '<p onclick="x()">Hi<script>alert(1)</script></p>' } }, groups: [] },
            },
          ],
        }),
      );
      expect(body.data.blocks[0].data.fields.section_paragraph.en).toBe('<p>Hi</p>');
    });
  });

  it('should refuse to move a page under its own descendant', async () => {
    const pages = (await call('GET', '/admin_api/pages', editor.headers)).body.data;
    const folder = pages.find((p: any) => p.path === '/models');
    const child = pages.find((p: any) => p.path === '/models/range-rover-sport');
    const { status, body } = await call('PUT', `/admin_api/pages/${folder.id}`, editor.headers, {
      version: folder.version,
      parent_id: child.id,
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: 'parent_id', rule: 'parent' })]);
  });

  it('should answer 404 for an unknown page', async () => {
    expect((await call('GET', '/admin_api/pages/99999', editor.headers)).status).toBe(404);
    expect((await call('PUT', '/admin_api/pages/99999', editor.headers, { version: 1 })).status).toBe(404);
  });
});

describe('given an admin session', () => {
  it('should set a setting, serve it publicly and delete it', async () => {
    const put = await call('PUT', '/admin_api/settings/general.maps_key', admin.headers, { value: 'abc123' });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ key: 'general.maps_key', value: 'abc123' });
    const list = (await (await service.fetch('/api/settings')).json()) as any;
    expect(list.data).toContainEqual(expect.objectContaining({ key: 'general.maps_key', value: 'abc123' }));
    expect((await call('DELETE', '/admin_api/settings/general.maps_key', admin.headers)).status).toBe(204);
    const after = (await (await service.fetch('/api/settings')).json()) as any;
    expect(after.data.find((s: any) => s.key === 'general.maps_key')).toBeUndefined();
  });

  it('should refuse a value a typed setting cannot take with 422 and keep the stored one', async () => {
    const theme = await call('PUT', '/admin_api/settings/general.theme', admin.headers, { value: 'jagaur' });
    expect(theme.status).toBe(422);
    expect(theme.body.error).toBe('Invalid value for general.theme: Must be one of: programme, jaguar, land-rover (got “jagaur”)');
    expect(theme.body.issues).toEqual([expect.objectContaining({ path: 'value' })]);
    expect((await call('PUT', '/admin_api/settings/double_price_feature', admin.headers, { value: 'yes' })).status).toBe(422);
    expect((await call('PUT', '/admin_api/settings/general.global_fab', admin.headers, { value: '{"label":' })).body.error).toContain('valid JSON');
    expect((await call('PUT', '/admin_api/settings/mena.offers_api_url', admin.headers, { value: 'not a url' })).status).toBe(422);
    const list = (await (await service.fetch('/api/settings')).json()) as any;
    expect(list.data.find((s: any) => s.key === 'general.theme')).toBeUndefined();

    expect((await call('PUT', '/admin_api/settings/general.theme', admin.headers, { value: 'jaguar' })).status).toBe(200);
    const { body } = await call('GET', '/admin_api/audit?entity_type=setting', admin.headers);
    expect(body.data.items[0]).toMatchObject({ entity_id: 'general.theme', action: 'update' });
    expect((await call('DELETE', '/admin_api/settings/general.theme', admin.headers)).status).toBe(204);
  });

  it('should list unknown server keys after the known ones', async () => {
    await call('PUT', '/admin_api/settings/campaign.banner', admin.headers, { value: 'on' });
    const { body } = await call('GET', '/admin_api/settings', admin.headers);
    const keys = body.data.map((s: any) => s.key);
    expect(keys.indexOf('campaign.banner')).toBeGreaterThan(keys.indexOf(SETTING_DEFINITIONS.at(-1)!.key));
    expect(body.data.find((s: any) => s.key === 'campaign.banner')).toEqual({
      key: 'campaign.banner',
      default_value: null,
      value: 'on',
      description: '',
    });
  });

  it('should compile a scss metahead on save and keep its source', async () => {
    const { status, body } = await call('POST', '/admin_api/metaheads', admin.headers, {
      name: 'Offer badge',
      language: 'scss',
      content: '$red: #c00;\n.badge { span { color: $red; } }',
      sequence: 1,
      rdx_core_page_id: null,
    });
    expect(status).toBe(201);
    expect(body.data.content).toBe('.badge span{color:#c00}');
    expect(body.data.source).toContain('$red');
    const globals = (await (await service.fetch('/api/metaheads?q[page_id_equal_or_null]=')).json()) as any;
    expect(globals.data[0]).toMatchObject({ name: 'Offer badge', sequence: 1 });
  });

  it("should refuse scss that does not compile with 422 and sass's message", async () => {
    const { status, body } = await call('POST', '/admin_api/metaheads', admin.headers, {
      language: 'scss',
      content: '.a { color: $undefined; }',
    });
    expect(status).toBe(422);
    expect(body.error).toContain('Undefined variable');
  });

  it('should update only the metahead fields sent, recompiling the source', async () => {
    const created = await call('POST', '/admin_api/metaheads', admin.headers, {
      name: 'Footer colour',
      language: 'sass',
      content: '$c: #111\n.footer\n  color: $c',
      sequence: 50,
    });
    expect(created.body.data.content).toBe('.footer{color:#111}');
    const updated = await call('PUT', `/admin_api/metaheads/${created.body.data.id}`, admin.headers, {
      content: '$c: #222\n.footer\n  color: $c',
    });
    expect(updated.body.data).toMatchObject({ name: 'Footer colour', sequence: 50, language: 'sass', content: '.footer{color:#222}' });
  });

  it('should add, move and delete navigation entries', async () => {
    const created = await call('POST', '/admin_api/nav_entries', admin.headers, {
      locale: 'pl',
      label: 'Kariera',
      url: '/kariera',
      position: 20,
      metadata: { type: 'link' },
    });
    expect(created.status).toBe(201);
    const tree = (await (await service.fetch('/api/nav_entries?locale=pl')).json()) as any;
    expect(tree.data.at(-1)).toMatchObject({ label: 'Kariera', url: '/kariera', metadata: { type: 'link' } });
    const parent = tree.data[0];
    const moved = await call('PUT', `/admin_api/nav_entries/${created.body.data.id}`, admin.headers, { parent_id: parent.id });
    expect(moved.body.data).toMatchObject({ label: 'Kariera', url: '/kariera' });
    const loop = await call('PUT', `/admin_api/nav_entries/${parent.id}`, admin.headers, { parent_id: created.body.data.id });
    expect(loop.status).toBe(400);
    const english = await call('PUT', `/admin_api/nav_entries/${created.body.data.id}`, admin.headers, { parent_id: 1 });
    expect(english.status).toBe(400);
    expect((await call('DELETE', `/admin_api/nav_entries/${created.body.data.id}`, admin.headers)).status).toBe(204);
    expect((await call('DELETE', `/admin_api/nav_entries/${created.body.data.id}`, admin.headers)).status).toBe(404);
  });

  it('should keep navigation editing to admins', async () => {
    expect((await call('POST', '/admin_api/nav_entries', editor.headers, { label: 'x' })).status).toBe(403);
  });

  it('should store javascript metaheads as written', async () => {
    const { body } = await call('POST', '/admin_api/metaheads', admin.headers, {
      language: 'javascript',
      content: 'console.log("x")',
      in_body: true,
    });
    expect(body.data).toMatchObject({ content: 'console.log("x")', in_body: true });
    expect((await call('DELETE', `/admin_api/metaheads/${body.data.id}`, admin.headers)).status).toBe(204);
  });
});
