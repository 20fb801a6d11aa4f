// The results as Markdown: the run's set-up, then one table per section with its anchor and
// ratio columns, and the notes that say what fell back or failed.
import { count, fixed, kb, markdownTable, ms, ratio } from './table.mjs';

const failed = (section) => (section?.error ? `Not measured: ${section.error}` : null);

/** A figure whose server finished no request within a round has no latency to show. */
const unanswered = (...sections) =>
  sections.flatMap((s) => s?.results ?? []).some((x) => x.requests === 0)
    ? 'A "—" latency: the server finished no request within the measurement (each took longer than the round).'
    : null;
const notes = (...lines) =>
  lines
    .filter(Boolean)
    .map((line) => `- ${line}`)
    .join('\n');

function setup(r) {
  const m = r.machine;
  return [
    `Run of ${m.date} (${r.mode} mode): \`${r.command}\`.`,
    '',
    markdownTable(
      ['machine', ''],
      [
        ['CPU', `${m.cpu}, ${m.cores} cores (load average at start ${m.load})`],
        ['RAM', `${m.ramGb} GB`],
        ['OS', m.os],
        ['Node', m.node],
        ['database', r.database],
        [
          'load generator',
          `${r.loadTool}, ${r.settings.connections} connections, ${r.settings.seconds} s per figure in ${r.settings.rounds} round(s) alternating with its anchor`,
        ],
        ['static anchor', r.staticServer ?? '—'],
        ['browser', r.chromium ?? 'none found'],
        [
          'restarts',
          r.restarts.length
            ? `the stack was restarted (a process stopped answering, ended from outside) before: ${r.restarts.join('; ')}`
            : 'none',
        ],
      ],
    ),
  ].join('\n');
}

/**
 * Rows of a load table (§1, §2): each path on the seeded site, then after §4 with its
 * after ÷ before of req/s; `cells(x)` gives the figures between the labels and that ratio.
 */
function beforeAfterRows(r, key, cells) {
  const rows = [];
  for (const [i, before] of (r.before[key]?.results ?? []).entries()) {
    rows.push([`\`${before.path}\``, 'seeded', ...cells(before), '']);
    const after = r.after?.[key]?.results?.[i];
    if (!after) continue;
    const label = `+${count(r.settings.pages)} pages`;
    rows.push([`\`${after.path}\``, label, ...cells(after), ratio(after.rps, before.rps)]);
  }
  return rows;
}

function ssrTable(r) {
  const rows = beforeAfterRows(r, 'ssr', (x) => [
    fixed(x.rps),
    fixed(x.p50),
    fixed(x.p99),
    x.errors,
    fixed(x.anchorRps, 0),
    ratio(x.rps, x.anchorRps),
  ]);
  return [
    '## 1. SSR without the page cache',
    '',
    `Site process with \`PAGE_CACHE=off\`, ${r.settings.connections} concurrent connections. Anchor: bare \`renderToString(<BlockList blocks={page.blocks} locale="en" />)\` of the same page in one Node process (production React, views preloaded).`,
    '',
    markdownTable(
      [
        'path',
        'content',
        'SSR req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'anchor renders/s',
        'SSR ÷ anchor',
        'after ÷ before (req/s)',
      ],
      rows,
    ),
    '',
    notes(unanswered(r.before.ssr, r.after?.ssr), failed(r.before.ssr), failed(r.after?.ssr)),
  ].join('\n');
}

const sends = (wire) => (wire ? `${kb(wire.bytes)} KB ${wire.encoding}` : '—');

function cachedTable(r) {
  const rows = beforeAfterRows(r, 'cached', (x) => [
    fixed(x.rps, 0),
    fixed(x.p50, 2),
    fixed(x.p99, 2),
    x.errors,
    sends(x.wire),
    fixed(x.anchorRps, 0),
    sends(x.anchorWire),
    ratio(x.rps, x.anchorRps),
  ]);
  const server = r.before.cached?.server;
  return [
    '## 2. Cached pages',
    '',
    `Site process with its page cache on, requests with \`Accept-Encoding: gzip, br\`. Anchor: ${server ?? 'a static server'} (${server?.startsWith('nginx') ? 'one worker, `gzip_static on`' : 'one process, files in memory'}) serving the exact HTML bytes the site sent, with a level-9 \`.gz\` beside them.`,
    '',
    markdownTable(
      [
        'path',
        'content',
        'site req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'site sends',
        'anchor req/s',
        'anchor sends',
        'site ÷ anchor',
        'after ÷ before (req/s)',
      ],
      rows,
    ),
    '',
    notes(
      r.before.cached?.fallbackReason &&
        `Static anchor fell back to the Node server: ${r.before.cached.fallbackReason}.`,
      unanswered(r.before.cached, r.after?.cached),
      failed(r.before.cached),
      failed(r.after?.cached),
    ),
  ].join('\n');
}

function apiTable(r) {
  const rows = [];
  const block = (api, label, before) => {
    if (!api?.results) return;
    const sql = api.results.find((x) => x.anchor);
    for (const x of api.results.filter((x) => !x.anchor)) {
      const earlier = before?.results.find((b) => b.name === x.name);
      rows.push([
        x.name,
        label,
        ms(x.p50),
        ms(x.p99),
        ms(sql?.p50),
        ms(sql?.p99),
        ratio(x.p50, sql?.p50),
        ratio(x.p99, sql?.p99),
        earlier ? ratio(x.p50, earlier.p50) : '',
      ]);
    }
  };
  block(r.before.api, 'seeded');
  block(r.after?.api, `+${count(r.settings.pages)} pages`, r.before.api);
  const apiNotes = [...new Set([...(r.before.api?.notes ?? []), ...(r.after?.api?.notes ?? [])])];
  return [
    '## 3. `by_path` API latency on one connection',
    '',
    `\`GET /public_api/pages/by_path/models/range-rover-sport\`, ${r.settings.requests} sequential requests on one kept-alive connection per target, the targets taking turns. Anchor: the raw query of the published page by its path key (\`select * from pages where published_path_key = $1 and status = 'published' …\`) with the \`postgres\` client on the same database, same count.`,
    '',
    markdownTable(
      [
        'request',
        'content',
        'p50 ms',
        'p99 ms',
        'anchor p50 ms',
        'anchor p99 ms',
        'p50 ÷ anchor',
        'p99 ÷ anchor',
        'after ÷ before (p50)',
      ],
      rows,
    ),
    '',
    notes(...apiNotes, failed(r.before.api), failed(r.after?.api)),
  ].join('\n');
}

function volumeTable(r) {
  const v = r.volume;
  const rows = [];
  if (v && !v.error) {
    rows.push(['extra published pages', '0', count(r.settings.pages), '—']);
    for (const path of Object.keys(v.htmlBefore ?? {})) {
      const before = v.htmlBefore[path];
      const after = v.htmlAfter?.[path];
      rows.push([
        `HTML of \`${path}\`, KB`,
        kb(before.bytes),
        kb(after?.bytes),
        ratio(after?.bytes, before.bytes),
      ]);
      rows.push([
        `HTML of \`${path}\`, KB gzip`,
        kb(before.gzipBytes),
        kb(after?.gzipBytes),
        ratio(after?.gzipBytes, before.gzipBytes),
      ]);
    }
  }
  return [
    '## 4. Content volume',
    '',
    `${count(r.settings.pages)} extra published pages (${v?.sizes?.map(count).join(' / ') ?? '—'} at depth 1 / 2 / 3 / 4), each with 2–3 snippet, accordion and quote blocks in English and Polish, added by ${v?.method ?? '—'}${v?.seconds ? ` in ${fixed(v.seconds)} s` : ''}; then the stack was restarted (cold caches) and §1–3 measured again (their "after ÷ before" column). The page's HTML (from the uncached site) should not grow with the page count; the anchor of this table is the "before" column.`,
    '',
    markdownTable(['figure', 'before', 'after', 'after ÷ before'], rows),
    '',
    notes(failed(v)),
  ].join('\n');
}

function firstLoadTable(r) {
  const f = r.firstLoad;
  const rows = [];
  const anchor = f?.anchor;
  for (const page of f?.pages ?? []) {
    for (const file of page.files.filter((f) => f.first))
      rows.push([`\`${page.path}\``, file.file, file.type, kb(file.gzipBytes), '', '']);
    rows.push([
      `\`${page.path}\``,
      '**total JS**',
      'JS',
      `**${kb(page.jsGzip)}**`,
      kb(anchor?.gzipBytes),
      ratio(page.jsGzip, anchor?.gzipBytes),
    ]);
    rows.push([`\`${page.path}\``, '**total CSS**', 'CSS', `**${kb(page.cssGzip)}**`, '', '']);
    rows.push([
      `\`${page.path}\``,
      'after the first load (deferred parts, on idle time)',
      'JS',
      kb(page.deferredJsGzip),
      '',
      '',
    ]);
  }
  return [
    '## 5. First-load JS and CSS per seeded page',
    '',
    `Each page loaded in Chromium (seeded content) until \`data-hydrated="true"\` (the whole document hydrated). The first load is every script and stylesheet of the page's origin requested before the site's \`forecourt:hydrated\` mark (the page interactive; the budget check of npm test counts the same); what the deferred parts fetched after it is one line below. Bytes as the site sends them to a browser that accepts gzip only. Anchor: react + react-dom alone (\`hydrateRoot(document, <div/>)\` bundled by the site's Vite${anchor?.vite ? ` ${anchor.vite}` : ''}), gzipped at level 9, ${kb(anchor?.gzipBytes)} KB.`,
    '',
    markdownTable(['page', 'file', 'type', 'gzip KB', 'anchor KB', 'JS ÷ anchor'], rows),
    '',
    notes(failed(f)),
  ].join('\n');
}

function lighthouseTable(r) {
  const l = r.lighthouse;
  const rows = [];
  if (l && !l.error) {
    const row = (label, key, format) => [
      label,
      format(l.site[key]),
      format(l.anchor[key]),
      ratio(l.site[key], l.anchor[key]),
    ];
    rows.push(row('performance score', 'score', (v) => (v == null ? '—' : String(v))));
    rows.push(row('LCP ms', 'lcp', (v) => fixed(v, 0)));
    rows.push(row('TBT ms', 'tbt', (v) => fixed(v, 0)));
    rows.push(row('CLS', 'cls', (v) => fixed(v, 3)));
    rows.push(row('FCP ms', 'fcp', (v) => fixed(v, 0)));
    rows.push(row('Speed Index ms', 'si', (v) => fixed(v, 0)));
  }
  const warnings = l?.site ? [...new Set([...l.site.warnings, ...l.anchor.warnings])] : [];
  return [
    '## 6. Lighthouse mobile on `/`',
    '',
    `Lighthouse${l?.site?.version ? ` ${l.site.version}` : ''} (default mobile emulation and simulated throttling, performance only) driving Chromium over its DevTools port, host names other than localhost unresolvable; ${l?.runs ?? '—'} run(s) each, alternating, the median-score run shown. Anchor: the same HTML, \`/_site/*\` JS and CSS and images served by ${l?.server ?? 'the static server'} with gzip.`,
    '',
    markdownTable(['metric', 'site', 'anchor', 'site ÷ anchor'], rows),
    '',
    notes(...warnings.map((w) => `Lighthouse warning: ${w}`), failed(l)),
  ].join('\n');
}

function leadsTable(r) {
  const l = r.leads;
  const row = (label, x) => [label, fixed(x?.acceptedPerSecond), ms(x?.p50), ms(x?.p99), count(x?.errors)];
  return [
    '## 7. Lead intake',
    '',
    `Leads posted at a steady ${l?.rate ?? '—'}/s for ${l?.seconds ?? '—'} s (open loop, autocannon, 10 connections) to the seeded "Book a test drive" form through the site, each with its own Idempotency-Key: every accepted lead is validated, stored with its outbox entries in one transaction and answered 201. Anchor: the same posts to an empty route (a bare Node server that reads the body and answers 201).`,
    '',
    markdownTable(
      ['target', 'accepted/s', 'p50 ms', 'p99 ms', 'errors', 'p99 ÷ anchor'],
      [
        [...row('leads (site → content service → database)', l?.leads), ratio(l?.leads?.p99, l?.anchor?.p99)],
        [...row('empty route (anchor)', l?.anchor), ''],
      ],
    ),
    '',
    notes('accepted/s equal to the offered rate means intake keeps up; errors count non-2xx answers and timeouts.', failed(l)),
  ].join('\n');
}

const INVENTORY_HEADING = '## 8. Inventory listing at 100k';

function inventoryTable(r, heading = []) {
  const i = r.inventory;
  const rows = [];
  for (const [db, figures] of [
    ['PostgreSQL', i?.postgres],
    ['PGlite', i?.pglite],
  ]) {
    const results = figures?.results ?? [];
    for (const [n, x] of results.entries()) {
      // Rows come as HTTP, its raw SQL, HTTP, its raw SQL.
      const anchor = x.anchor ? null : results[n + 1];
      rows.push([db, x.name, ms(x?.p50), ms(x?.p95), ms(x?.p99), anchor ? ratio(x.p95, anchor.p95) : '']);
    }
  }
  const pg = i?.postgres;
  return [
    INVENTORY_HEADING,
    '',
    ...heading,
    `${count(i?.vehicles)} vehicles across ${count(i?.dealers)} dealers (bench/src/inventory-data.mjs, loaded with COPY beside the seed) on a fresh database. The request: listing \`pl-used\` (used cars) filtered by brand Land Rover, engine type diesel, three dealers and a price range of 150,000–450,000, sorted by price, 12 a page, page 1 and page 3 (${count(pg?.matching)} vehicles match), straight to the content service (\`NODE_ENV=production\`), ${count(i?.requests)} times each, sequential on one kept-alive connection, taking turns with the anchor. Anchor: the same query in raw SQL (the page with each vehicle's retailer, and the count) on the same database: the \`postgres\` client on one connection, or PGlite opened in the bench process. The target is p95 ≤ 20 ms through HTTP on PostgreSQL.`,
    '',
    markdownTable(['database', 'target', 'p50 ms', 'p95 ms', 'p99 ms', 'p95 ÷ raw SQL'], rows),
    '',
    notes(
      pg?.path ? `Path: \`${pg.path}\`` : null,
      pg?.loaded ? `Loading took ${fixed(pg.loaded.seconds)} s on PostgreSQL${i?.pglite?.loaded ? ` and ${fixed(i.pglite.loaded.seconds)} s on PGlite` : ''}.` : null,
      "The listing's ranges and dealers (whole-listing scans) are remembered by the service for a minute, as long as the public answer may be cached: the warm-up pays them once, as the first visitor of a minute would.",
      ...(i?.notes ?? []),
      failed(i),
    ),
  ].join('\n');
}

/** §8 alone (`--only inventory`), with the run it came from, for splicing into RESULTS.md. */
export function renderInventorySection({ inventory, machine, command }) {
  return inventoryTable({ inventory }, [
    `Measured alone on ${machine.date}: \`${command}\` (${machine.cpu}, ${machine.cores} cores, load average at start ${machine.load}; Node ${machine.node}).`,
    '',
  ]).trimEnd();
}

/** `markdown` with its §8 replaced by `section` (§8 is the last section), or with it appended. */
export function spliceSection(markdown, section) {
  const at = markdown.indexOf(INVENTORY_HEADING);
  const before = (at === -1 ? markdown : markdown.slice(0, at)).trimEnd();
  // Sections measured alone after §8 (§9, the editor) stay.
  const next = at === -1 ? -1 : markdown.indexOf('\n## ', at + INVENTORY_HEADING.length);
  const after = next === -1 ? '' : `\n${markdown.slice(next + 1).trimEnd()}\n`;
  return `${before ? `${before}\n\n` : ''}${section}\n${after}`;
}

export function renderReport(r) {
  return [
    '# Benchmark results',
    '',
    setup(r),
    '',
    ssrTable(r),
    cachedTable(r),
    apiTable(r),
    volumeTable(r),
    firstLoadTable(r),
    lighthouseTable(r),
    leadsTable(r),
    inventoryTable(r),
  ]
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()
    .concat('\n');
}
