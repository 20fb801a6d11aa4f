// §8 Inventory listing at 100k: a national importer's stock (200 dealers, 100,000 vehicles, see
// inventory-data.mjs) added to a freshly seeded database, then the filtered and sorted listing a
// visitor asks for — brand, engine type, three dealers, a price range, by price — measured through
// HTTP straight to the content service, one request at a time on one kept-alive connection, and
// beside it the same query (same filters, sort, limit and count) in raw SQL on the same database,
// taking turns. On PostgreSQL and, with the service on its embedded PGlite, on PGlite too.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { waitForHttp } from '../../scripts/lib/processes.mjs';
import { onCleanup, stopChild } from './cleanup.mjs';
import { rawGet } from './http-get.mjs';
import { BENCH_DEALERS, BENCH_VEHICLES, loadIntoPglite, loadIntoPostgres } from './inventory-data.mjs';
import { benchPort } from './ports.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

export const LISTING = 'pl-used';
const BRAND = 'Land Rover';
const ENGINE = 'diesel';
const PRICE = { from: 150_000, to: 450_000 };
const ITEMS = 12;
/** A later page: past what most visitors read, still inside what the filters select. */
export const LATER_PAGE = 3;

/** Three of the bench dealers that sell the brand (not the seeded ones). */
const DEALERS_SQL = `select id from dealers where brands ? '${BRAND}' order by id offset 20 limit 3`;

const listingPath = (dealers, page) =>
  `/public_api/listings/${LISTING}?` +
  [
    `filter[nameplate_brand_name_eq]=${encodeURIComponent(BRAND)}`,
    `filter[engine_type_in][]=${ENGINE}`,
    ...dealers.map((id) => `filter[owner_id_in][]=${id}`),
    `filter[display_price_gteq]=${PRICE.from}`,
    `filter[display_price_lteq]=${PRICE.to}`,
    'sort_attribute=display_price',
    'sort_order=asc',
    `items=${ITEMS}`,
    `page=${page}`,
  ]
    .map((part) => part.replace(/\[/g, '%5B').replace(/\]/g, '%5D'))
    .join('&');

/**
 * The statements the service runs for that request (apps/content-service/src/services/inventory.ts):
 * the page with each vehicle's retailer, and the count of the filtered vehicles. The listing's
 * ranges and dealers are remembered by the service, so they are not part of a request.
 */
const JOINS = `from vehicles v
  join nameplates n on n.id = v.nameplate_id
  join brands b on b.id = n.brand_id
  join dealers d on d.id = v.owner_id
  where v.state = 'used' and b.name = $1 and v.engine_type = any($2) and v.owner_id = any($3)
    and v.display_price >= $4 and v.display_price <= $5`;
const PAGE_SQL = `select v.id, v.vin, v.nameplate_id, n.name as nameplate_name, b.id as brand_id, b.name as nameplate_brand_name,
    v.state, v.status, v.color_canonical, v.transmission, v.engine_type, v.production_year, v.mileage, v.mileage_unit,
    v.msrp_price, v.display_price, v.monthly_price, v.currency, v.power, v.power_unit, v.engine_capacity,
    v.engine_capacity_unit, v.owner_id, d.id, d.city, d.name, d.address, d.postcode, d.latitude, d.longitude, d.phone,
    d.email, d.website, d.brands, d.services, d.opening_hours, v.images
  ${JOINS}
  order by v.display_price asc nulls last, v.id asc limit $6 offset $7`;
const COUNT_SQL = `select count(*) ${JOINS}`;
const params = (dealers, page) => [BRAND, [ENGINE], dealers, PRICE.from, PRICE.to, ITEMS, (page - 1) * ITEMS];

/** p50, p95 and p99 in ms (nearest rank). */
function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), count: sorted.length };
}

/** The built content service alone, on `databaseUrl` or else PGlite in `dataDir`. */
async function startContentService({ dataDir, databaseUrl }) {
  const port = await benchPort();
  const env = { ...process.env, NODE_ENV: 'production', CONTENT_PORT: String(port), DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['apps/content-service/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = onCleanup(() => stopChild(child));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

function httpTarget(name, url, expectedCount) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    name,
    async once() {
      const { status, body } = await rawGet(url, { agent });
      if (status !== 200) throw new Error(`${url}: ${status} ${body.toString().slice(0, 200)}`);
      return body;
    },
    async check() {
      const answer = JSON.parse((await this.once()).toString());
      if (answer.meta.pagination.count !== expectedCount)
        throw new Error(`${name}: ${answer.meta.pagination.count} vehicles, raw SQL counts ${expectedCount}`);
    },
    close: () => agent.destroy(),
  };
}

/** Takes turns: one run of each target, `requests` times, after a warm-up. */
async function measureTargets(targets, requests) {
  const samples = new Map(targets.map((target) => [target, []]));
  for (let i = 0; i < 20; i++) for (const target of targets) await target.once();
  for (let i = 0; i < requests; i++) {
    for (const target of targets) {
      const start = process.hrtime.bigint();
      await target.once();
      samples.get(target).push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return targets.map((target) => ({ name: target.name, anchor: Boolean(target.anchor), ...percentiles(samples.get(target)) }));
}

async function onPostgres(requests) {
  const pg = await startPostgres({ port: await benchPort() });
  const stopPg = onCleanup(() => pg.stop());
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-inventory-'));
  chmodSync(dataDir, 0o755);
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  let service;
  try {
    service = await startContentService({ dataDir, databaseUrl: pg.url });
    const loaded = await loadIntoPostgres(sql);
    console.log(`  PostgreSQL: ${loaded.vehicles} vehicles, ${loaded.dealers} dealers loaded in ${loaded.seconds.toFixed(1)} s`);
    const dealers = (await sql.unsafe(DEALERS_SQL)).map((row) => row.id);
    const rawTarget = (page) => ({
      name: `raw SQL, page ${page} (page + count, postgres client)`,
      anchor: true,
      async once() {
        const [rows, [total]] = await Promise.all([
          sql.unsafe(PAGE_SQL, params(dealers, page)),
          sql.unsafe(COUNT_SQL, params(dealers, page).slice(0, 5)),
        ]);
        return { rows: rows.length, count: Number(total.count) };
      },
    });
    const { count } = await rawTarget(1).once();
    const targets = [
      httpTarget('HTTP, page 1', `${service.url}${listingPath(dealers, 1)}`, count),
      rawTarget(1),
      httpTarget(`HTTP, page ${LATER_PAGE}`, `${service.url}${listingPath(dealers, LATER_PAGE)}`, count),
      rawTarget(LATER_PAGE),
    ];
    // The answer must be the raw query's, or the comparison means nothing.
    for (const target of targets) if (target.check) await target.check();
    try {
      const results = await measureTargets(targets, requests);
      return { loaded, matching: count, dealers, path: listingPath(dealers, 1), results };
    } finally {
      for (const target of targets) target.close?.();
    }
  } finally {
    await service?.stop();
    await sql.end({ timeout: 1 });
    await stopPg();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * PGlite is one process's database: the service seeds it and stops, the bench loads the stock
 * and measures the raw query in its own process, closes it, and the service measures HTTP.
 */
async function onPglite(requests) {
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-inventory-'));
  chmodSync(dataDir, 0o755);
  try {
    await (await startContentService({ dataDir })).stop();
    const db = await PGlite.create(join(dataDir, 'db'));
    let loaded, dealers, count, raw;
    try {
      loaded = await loadIntoPglite(db);
      console.log(`  PGlite: ${loaded.vehicles} vehicles, ${loaded.dealers} dealers loaded in ${loaded.seconds.toFixed(1)} s`);
      dealers = (await db.query(DEALERS_SQL)).rows.map((row) => row.id);
      const target = (page) => ({
        name: `raw SQL, page ${page} (page + count, PGlite in the bench process)`,
        anchor: true,
        async once() {
          const rows = await db.query(PAGE_SQL, params(dealers, page));
          const total = await db.query(COUNT_SQL, params(dealers, page).slice(0, 5));
          return { rows: rows.rows.length, count: Number(total.rows[0].count) };
        },
      });
      count = (await target(1).once()).count;
      raw = await measureTargets([target(1), target(LATER_PAGE)], requests);
    } finally {
      await db.close();
    }
    const service = await startContentService({ dataDir });
    try {
      const targets = [
        httpTarget('HTTP, page 1', `${service.url}${listingPath(dealers, 1)}`, count),
        httpTarget(`HTTP, page ${LATER_PAGE}`, `${service.url}${listingPath(dealers, LATER_PAGE)}`, count),
      ];
      for (const target of targets) await target.check();
      const results = await measureTargets(targets, requests).finally(() => targets.forEach((target) => target.close()));
      return { loaded, matching: count, results: [results[0], raw[0], results[1], raw[1]] };
    } finally {
      await service.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * @param {{ requests: number, postgres: boolean, pglite: boolean }} options
 */
export async function measureInventoryListing({ requests, postgres: usePostgres, pglite }) {
  const notes = [];
  const result = { requests, dealers: BENCH_DEALERS, vehicles: BENCH_VEHICLES, notes };
  if (usePostgres) result.postgres = await onPostgres(requests);
  else notes.push('No PostgreSQL server binaries: the PostgreSQL figures (the target) are missing.');
  if (pglite) result.pglite = await onPglite(requests);
  for (const [db, figures] of [
    ['PostgreSQL', result.postgres],
    ['PGlite', result.pglite],
  ]) {
    for (const r of figures?.results ?? [])
      console.log(`  ${db}, ${r.name}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`);
  }
  return result;
}
