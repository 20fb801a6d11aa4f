// §3 `by_path` latency on one connection: sequential GETs through the site and straight to the
// content service (and the one-call page_view endpoint when it exists), beside the anchor — the
// raw SQL query of the published page by its path key, on the same database, one connection.
import http from 'node:http';
import postgres from 'postgres';
import { rawGet } from './http-get.mjs';

const PATH = '/models/range-rover-sport';

/** p50 and p99 of latencies in ms (nearest rank). */
function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p99: at(0.99), count: sorted.length };
}

/** A target that answers one GET per call on its own kept-alive connection. */
function httpTarget(name, url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    name,
    url,
    async once() {
      const { status } = await rawGet(url, { agent });
      if (status !== 200) throw new Error(`${url}: ${status}`);
    },
    close: () => agent.destroy(),
  };
}

/** The query behind `publicByPath` (apps/content-service/src/services/pages.ts), as one statement. */
function sqlTarget(databaseUrl) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const key = PATH.toLowerCase();
  return {
    name: 'raw SQL (postgres client)',
    async once() {
      const rows = await sql`select * from pages
        where published_path_key = ${key} and status = 'published' and published is not null
        order by published_at desc nulls last limit 1`;
      if (rows.length !== 1) throw new Error(`raw SQL: ${rows.length} rows for ${key}`);
    },
    close: () => sql.end({ timeout: 1 }),
  };
}

/**
 * @param {{ siteUrl: string, contentUrl: string, databaseUrl?: string, requests: number }} options
 */
export async function measureApiLatency({ siteUrl, contentUrl, databaseUrl, requests }) {
  const byPath = `/public_api/pages/by_path${PATH}`;
  const pageView = `/public_api/page_view/by_path${PATH}?locale=en`;
  const targets = [
    httpTarget('through the site', `${siteUrl}${byPath}`),
    httpTarget('straight to the content service', `${contentUrl}${byPath}`),
  ];
  const notes = [];
  const pageViewStatus = (await rawGet(`${siteUrl}${pageView}`)).status;
  if (pageViewStatus === 200) {
    targets.push(httpTarget('page_view, through the site', `${siteUrl}${pageView}`));
  } else {
    notes.push(
      `\`GET ${pageView}\` answered ${pageViewStatus}: not measured (the one-call endpoint is not there yet).`,
    );
  }
  if (databaseUrl) targets.push(sqlTarget(databaseUrl));
  else
    notes.push(
      'The raw-query anchor needs PostgreSQL (this run used PGlite inside the content service).',
    );

  const samples = new Map(targets.map((target) => [target, []]));
  try {
    for (let i = 0; i < 20; i++) for (const target of targets) await target.once(); // warm-up
    // One request of each target in turn, so a busy moment of the machine hits all of them.
    for (let i = 0; i < requests; i++) {
      for (const target of targets) {
        const start = process.hrtime.bigint();
        await target.once();
        samples.get(target).push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
  } finally {
    await Promise.all(targets.map((target) => target.close()));
  }
  const results = targets.map((target) => ({
    name: target.name,
    anchor: !target.url,
    ...percentiles(samples.get(target)),
  }));
  for (const r of results)
    console.log(`  ${r.name}: p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms`);
  return { results, notes, path: PATH };
}
