// §4 Content volume: adds published pages — straight into PostgreSQL with SQL (seconds), or on
// PGlite through the admin API after a real OpenID sign-in (the only way into an embedded
// database another process holds).
import postgres from 'postgres';
import { request } from 'playwright-core';
import { levelPages, levelSizes } from './volume-content.mjs';

const ADMIN = { email: 'admin@forecourt.test', password: 'forecourt-admin' };

/** What publishing stores (PageContent in apps/content-service/src/db/schema.ts). */
const publishedContent = (page) => ({
  path: page.path,
  parent_id: page.parent_id,
  type: 'page',
  page_type: 'page',
  link_type: 'internal',
  link_new_window: false,
  to: null,
  http_code: null,
  redirect_path: null,
  title: page.title,
  meta: page.meta,
  blocks: page.blocks,
});

async function insertWithSql(databaseUrl, total) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    let parents = [];
    for (const [level, count] of levelSizes(total).entries()) {
      const pages = levelPages(level, count, parents);
      const inserted = [];
      // Batches keep each statement well under PostgreSQL's 65 535 parameters.
      for (let at = 0; at < pages.length; at += 500) {
        const rows = pages.slice(at, at + 500).map((page) => ({
          path: page.path,
          path_key: page.path.toLowerCase(),
          parent_id: page.parent_id,
          title: sql.json(page.title),
          meta: sql.json(page.meta),
          blocks: sql.json(page.blocks),
          status: 'published',
          version: 1,
          published: sql.json(publishedContent(page)),
          published_path_key: page.path.toLowerCase(),
          published_version: 1,
          published_at: new Date(),
          created_by: 'bench',
          updated_by: 'bench',
        }));
        // `search` is a generated column: PostgreSQL fills it from `published`.
        inserted.push(...(await sql`insert into pages ${sql(rows)} returning id, path, title`));
      }
      parents = inserted;
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** An admin's API session: sign-in through the embedded OpenID provider's form, as a person does. */
async function adminApi(publicUrl) {
  const api = await request.newContext({ baseURL: publicUrl });
  const form = await api.get('/auth/login?return_to=/cms');
  const action = /<form method="post" action="([^"]+)"/.exec(await form.text())?.[1];
  if (!action) throw new Error(`No sign-in form at /auth/login (${form.status()} ${form.url()})`);
  const signedIn = await api.post(action, { form: ADMIN });
  if (!signedIn.ok()) throw new Error(`Sign-in failed: ${signedIn.status()} at ${signedIn.url()}`);
  const { csrf_token } = await (await api.get('/auth/session')).json();
  if (!csrf_token) throw new Error('Signed in, but /auth/session has no CSRF token');
  const send = async (path, data) => {
    const response = await api.post(path, { data, headers: { 'X-CSRF-Token': csrf_token } });
    if (!response.ok())
      throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()).data;
  };
  return { send, close: () => api.dispose() };
}

async function insertWithApi(publicUrl, total) {
  const api = await adminApi(publicUrl);
  try {
    let parents = [];
    for (const [level, count] of levelSizes(total).entries()) {
      const pages = levelPages(level, count, parents);
      const created = new Array(pages.length);
      let next = 0;
      // A few requests in flight: the embedded database serves one statement at a time anyway.
      const worker = async () => {
        for (let i = next++; i < pages.length; i = next++) {
          const draft = await api.send('/admin_api/pages', pages[i]);
          await api.send(`/admin_api/pages/${draft.id}/publish`, { version: draft.version });
          created[i] = { id: draft.id, path: draft.path, title: draft.title };
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      parents = created;
    }
  } finally {
    await api.close();
  }
}

/**
 * Adds `total` published pages. Returns how, and how long it took.
 * @param {{ databaseUrl?: string, publicUrl: string, total: number }} options
 */
export async function addPages({ databaseUrl, publicUrl, total }) {
  const started = performance.now();
  if (databaseUrl) await insertWithSql(databaseUrl, total);
  else await insertWithApi(publicUrl, total);
  const seconds = (performance.now() - started) / 1000;
  const sizes = levelSizes(total);
  console.log(`  added ${total} pages (${sizes.join(' / ')} per level) in ${seconds.toFixed(1)} s`);
  return {
    method: databaseUrl
      ? 'SQL insert into PostgreSQL'
      : 'admin API (create + publish), signed in through OpenID',
    seconds,
    sizes,
  };
}
