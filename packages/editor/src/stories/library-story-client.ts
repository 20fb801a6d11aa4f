/**
 * STORIES ONLY — an in-memory media library and navigation for Storybook, which cannot start the
 * content service. It answers the calls of the media library and navigation editor with the
 * service's shapes and messages. Tests never use it: they run against the real content service.
 */
import { createContentClient, type MediaItem, type NavEntry, type NavEntryMove } from '@forecourt/api-client';
import { Hono } from 'hono';

const at = '2026-11-22T09:00:00Z';
const image = (id: string, filename: string, bucket: MediaItem['bucket'], alt: string, pl = ''): MediaItem => ({
  id,
  filename,
  mime_type: 'image/jpeg',
  width: 1600,
  height: 900,
  bytes: 240_000,
  alt,
  alt_text: { en: alt, ...(pl ? { pl } : {}) },
  bucket,
  focus: { x: 50, y: 50 },
  version: 1,
  created_at: at,
  updated_at: at,
});

export const storyLibrary: MediaItem[] = [
  image('defender-hero', 'defender-hero.jpg', 'pages', 'Defender on a mountain road', 'Defender na górskiej drodze'),
  image('discovery-side', 'discovery-side.jpg', 'cars', 'Discovery from the side'),
  image('spring-offer', 'spring-offer.jpg', 'offers', 'Showroom with spring offers'),
  image('logo-mark', 'logo-mark.png', 'brand', ''),
];

const entry = (id: number, label: string, metadata: NavEntry['metadata'], children: NavEntry[] = [], url: string | null = null): NavEntry => ({
  id,
  label,
  url,
  description: null,
  image_id: null,
  disclaimer: null,
  metadata,
  children,
});

export const storyNavigation: NavEntry[] = [
  entry(1, 'Models', { type: 'listItem', template: 'cars', position: 1 }, [
    entry(11, 'Defender', { carKey: 'defender' }, [], '/models/defender'),
    entry(12, 'Discovery', { carKey: 'discovery' }, [], '/models/discovery'),
  ]),
  entry(2, 'Offers', { type: 'listItem', template: 'A', position: 2 }, [entry(21, 'Finance', { type: 'link' }, [], '/finance')]),
  entry(3, 'Owners', { type: 'listItem', template: 'B', position: 3 }),
  entry(4, 'Search', { type: 'search', icon: 'search', position: 4 }),
  entry(5, 'Test drive', { type: 'topButton', position: 5 }, [], '/offers#test-drive'),
];

function remove(tree: NavEntry[], id: number): NavEntry | null {
  const index = tree.findIndex((item) => item.id === id);
  if (index >= 0) return tree.splice(index, 1)[0]!;
  for (const item of tree) {
    const found = remove(item.children, id);
    if (found) return found;
  }
  return null;
}
function find(tree: NavEntry[], id: number): NavEntry | null {
  for (const item of tree) {
    if (item.id === id) return item;
    const found = find(item.children, id);
    if (found) return found;
  }
  return null;
}

/** A client whose media library and navigation live in memory; `failing` answers every read with 503. */
export function createLibraryStoryClient({ media = storyLibrary, failing = false }: { media?: MediaItem[]; failing?: boolean } = {}) {
  const state = { media: structuredClone(media), tree: structuredClone(storyNavigation) };
  const app = new Hono();
  if (failing) app.get('*', (c) => c.json({ error: 'The content service is unavailable' }, 503));
  app.get('/admin_api/media', (c) => {
    const q = (c.req.query('q') ?? '').toLowerCase();
    const bucket = c.req.query('bucket');
    return c.json({
      data: state.media.filter(
        (item) => (!bucket || item.bucket === bucket) && (!q || `${item.filename} ${JSON.stringify(item.alt_text)}`.toLowerCase().includes(q)),
      ),
    });
  });
  app.patch('/admin_api/media/:id', async (c) => {
    const item = state.media.find((candidate) => candidate.id === c.req.param('id'));
    if (!item) return c.json({ error: 'Image not found' }, 404);
    Object.assign(item, await c.req.json());
    item.alt = item.alt_text?.en ?? '';
    return c.json({ data: item });
  });
  app.get('/admin_api/media/:id/usage', (c) =>
    c.json({
      data:
        c.req.param('id') === 'defender-hero'
          ? { pages: [{ id: 4, path: '/models/defender', title: 'Defender', blocks: ['hero_title_banner (b1)'], published: true }], nav_entries: [], vehicles: 0 }
          : { pages: [], nav_entries: [], vehicles: 0 },
    }),
  );
  app.delete('/admin_api/media/:id', (c) => {
    if (c.req.param('id') === 'defender-hero') return c.json({ error: 'The image is still used by page /models/defender; remove it there first' }, 409);
    state.media = state.media.filter((item) => item.id !== c.req.param('id'));
    return c.body(null, 204);
  });
  app.post('/admin_api/media', async (c) => {
    const form = await c.req.parseBody();
    const file = form.file as File;
    const item = image(`upload-${state.media.length + 1}`, file.name, (form.bucket as MediaItem['bucket']) ?? 'pages', '');
    state.media.unshift(item);
    return c.json({ data: item }, 201);
  });
  app.get('/admin_api/nav_entries', (c) => c.json({ data: state.tree }));
  app.post('/admin_api/nav_entries/:id/move', async (c) => {
    const { parent_id, index } = (await c.req.json()) as NavEntryMove;
    const moved = remove(state.tree, Number(c.req.param('id')));
    if (!moved) return c.json({ error: 'Navigation entry not found' }, 404);
    const siblings = parent_id === null ? state.tree : (find(state.tree, parent_id)?.children ?? state.tree);
    siblings.splice(index, 0, moved);
    return c.json({ data: state.tree });
  });
  app.put('/admin_api/nav_entries/:id', async (c) => {
    const item = find(state.tree, Number(c.req.param('id')));
    if (!item) return c.json({ error: 'Navigation entry not found' }, 404);
    Object.assign(item, await c.req.json());
    return c.json({ data: item });
  });
  return createContentClient({
    csrfToken: () => 'story',
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(new URL(String(input), 'http://storybook.local'), init))),
  });
}
