#!/usr/bin/env node
// `npm run bench` ends here (after install and build). Starts the built stack on loopback ports
// 5000–5999, measures each figure beside its anchor, prints one Markdown table per section and
// writes them with the machine's description to bench/RESULTS.md (quick runs: RESULTS.quick.md).
// Exits 0 unless the stack could not start; a section that fails says why in its table's notes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { measureApiLatency } from './api-latency.mjs';
import { measureCached } from './cached.mjs';
import { cleanupAll, cleanupOnSignals, stopping } from './cleanup.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { measureEditor, renderEditorSection, spliceEditorSection } from './editor.mjs';
import { measureInventoryListing } from './inventory.mjs';
import { measureLeadIntake } from './leads.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { loadTool } from './load.mjs';
import { describeMachine } from './machine.mjs';
import { reactAnchorSize } from './react-anchor.mjs';
import { renderInventorySection, renderReport, spliceSection } from './report.mjs';
import { measureSsr } from './ssr.mjs';
import { startBenchStack } from './stack.mjs';
import { detectTools } from './tools.mjs';
import { addPages } from './volume.mjs';
import { fixed, markdownTable } from './table.mjs';
import { capture } from '../../scripts/lib/processes.mjs';

const { values: flags } = parseArgs({
  // Nested pnpm runs (`npm run bench -- --only …`) hand the `--` on; it is no argument of ours.
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    quick: { type: 'boolean', default: false },
    // Comma-separated tools to act as missing (nginx, wrk, postgres, chromium): tries the fallbacks.
    without: { type: 'string', default: '' },
    pages: { type: 'string' },
    seconds: { type: 'string' },
    'lead-rate': { type: 'string' },
    // Run one section alone and put its table into the results file (inventory, editor).
    only: { type: 'string' },
  },
});

const LOAD_PATHS = ['/', '/models/range-rover-sport'];
const BROWSER_PATHS = ['/', '/models/range-rover-sport', '/offers', '/pl'];

cleanupOnSignals();
const tools = detectTools();
const without = flags.without.split(',').filter(Boolean);
for (const name of without) {
  if (!(name in tools))
    throw new Error(`--without: unknown tool "${name}" (nginx, wrk, postgres, chromium)`);
  tools[name] = null;
}
const usePostgres = Boolean(tools.postgres);
const settings = {
  connections: 10,
  seconds: Number(flags.seconds ?? (flags.quick ? 3 : 10)),
  rounds: flags.quick ? 1 : 2,
  requests: flags.quick ? 200 : 1000,
  lighthouseRuns: flags.quick ? 1 : 5,
  // Through the admin API (PGlite) pages go in one by one: a quick run adds fewer.
  pages: Number(flags.pages ?? (usePostgres || !flags.quick ? 10_000 : 1_000)),
  // Leads per second posted in §7: a busy campaign day's peak, many times over.
  leadRate: Number(flags['lead-rate'] ?? 100),
};
const load = loadTool(tools.wrk);
const resultsFile = new URL(flags.quick ? '../RESULTS.quick.md' : '../RESULTS.md', import.meta.url);

/** §8 on its own databases and service (it needs neither the site nor the other sections). */
const inventorySection = () =>
  measureInventoryListing({ requests: settings.requests, postgres: usePostgres, pglite: true });

if (flags.only === 'editor') {
  if (!tools.chromium) throw new Error('--only editor needs Chromium (/usr/bin/chromium or CHROMIUM_PATH)');
  console.log(`Benchmark (${flags.quick ? 'quick' : 'full'}), only §9: the page editor in Chromium`);
  let editor;
  try {
    const stack = await startBenchStack({ postgres: false });
    console.log('\n▶ 9. Page editor in Chromium');
    editor = await measureEditor({ publicUrl: stack.publicUrl, chromium: tools.chromium, keys: flags.quick ? 20 : 40 });
  } catch (error) {
    console.error(`  9. Page editor failed: ${error.stack ?? error.message}`);
    editor = { error: error.message.split('\n')[0] };
  } finally {
    await cleanupAll();
  }
  const table = renderEditorSection({
    editor,
    machine: describeMachine(),
    command: ['npm run bench --', ...process.argv.slice(2)].join(' '),
    markdownTable,
    fixed,
  });
  console.log(`\n${table}`);
  writeFileSync(resultsFile, spliceEditorSection(existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '', table));
  console.log(`§9 written to ${resultsFile.pathname}`);
  process.exit(0);
}

if (flags.only !== undefined) {
  if (flags.only !== 'inventory') throw new Error(`--only: unknown section "${flags.only}" (inventory, editor)`);
  console.log(`Benchmark (${flags.quick ? 'quick' : 'full'}), only §8: ${usePostgres ? 'PostgreSQL and PGlite' : 'PGlite'}`);
  let inventory;
  try {
    console.log('\n▶ 8. Inventory listing at 100k');
    inventory = await inventorySection();
  } catch (error) {
    console.error(`  8. Inventory listing at 100k failed: ${error.stack ?? error.message}`);
    inventory = { error: error.message.split('\n')[0] };
  } finally {
    await cleanupAll();
  }
  const table = renderInventorySection({
    inventory,
    machine: describeMachine(),
    command: ['npm run bench --', ...process.argv.slice(2)].join(' '),
  });
  console.log(`\n${table}`);
  writeFileSync(resultsFile, spliceSection(existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '', table));
  console.log(`§8 written to ${resultsFile.pathname}`);
  process.exit(0);
}
const report = {
  mode: flags.quick ? 'quick' : 'full',
  command: [
    'npm run bench',
    ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : []),
  ].join(' '),
  machine: describeMachine(),
  settings,
  loadTool: tools.wrk
    ? `wrk (${tools.wrk})`
    : `${load.name} (wrk ${without.includes('wrk') ? 'left out with --without' : 'not found'})`,
  chromium: tools.chromium
    ? `${capture(tools.chromium, ['--version']) ?? 'Chromium'} (${tools.chromium})`
    : null,
  before: {},
  /** Sections before which the stack had to be restarted, and what had stopped. */
  restarts: [],
};

/**
 * Restarts the stack when some of its processes stopped answering: on a shared machine someone
 * else's cleanup (a broad `pkill -f …/server.js`) may end ours. Returns whether it had to.
 */
async function revive(name) {
  const silent = await stack.silent();
  if (silent.length === 0) return false;
  console.error(
    `  ${silent.join(', ')} stopped answering (ended from outside?): restarting the stack`,
  );
  report.restarts.push(`${name}: ${silent.join(', ')}`);
  await stack.restart();
  return true;
}

/**
 * Runs one section; a failure is recorded in its table instead of ending the run. A section
 * during which the stack lost a process is measured again after a restart (twice at most), unless
 * it changes the content (`retry: false`).
 */
async function section(name, body, { retry = true } = {}) {
  if (stopping()) return { error: 'interrupted' };
  console.log(`\n▶ ${name}`);
  for (let attempt = 1; ; attempt++) {
    let result;
    try {
      await revive(name);
      result = await body();
    } catch (error) {
      console.error(`  ${name} failed: ${error.stack ?? error.message}`);
      result = { error: error.message.split('\n')[0] };
    }
    if (!retry || stopping() || attempt === 3 || (await stack.silent()).length === 0) return result;
    console.error(`  ${name}: the stack lost a process during the section; measuring it again`);
  }
}

/** HTML of `paths` from the uncached site: bytes and level-9 gzip bytes. */
async function htmlSizes(baseUrl, paths) {
  const sizes = {};
  for (const path of paths) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${path}`)).arrayBuffer());
    sizes[path] = { bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  }
  return sizes;
}

/** §1–3 on the stack as it is now. */
async function measureServer(stack) {
  const common = {
    paths: LOAD_PATHS,
    load,
    seconds: settings.seconds,
    rounds: settings.rounds,
    connections: settings.connections,
  };
  return {
    ssr: await section('1. SSR without the page cache', async () => ({
      results: await measureSsr({
        ...common,
        uncachedUrl: stack.uncachedUrl,
        siteUrl: stack.siteUrl,
      }),
    })),
    cached: await section('2. Cached pages', () =>
      measureCached({ ...common, siteUrl: stack.siteUrl, tools }),
    ),
    api: await section('3. by_path API latency', () =>
      measureApiLatency({
        siteUrl: stack.siteUrl,
        contentUrl: stack.contentUrl,
        databaseUrl: stack.databaseUrl,
        requests: settings.requests,
      }),
    ),
  };
}

console.log(
  `Benchmark (${report.mode}): ${usePostgres ? 'PostgreSQL' : 'PGlite'}, load by ${load.name}, static anchor ${tools.nginx ? 'nginx' : 'Node fallback'}, browser ${tools.chromium ?? 'none'}`,
);
let stack;
try {
  stack = await startBenchStack({ postgres: usePostgres });
} catch (error) {
  console.error(`The stack could not start: ${error.message}`);
  await cleanupAll();
  process.exit(1);
}
report.database =
  stack.database +
  (usePostgres
    ? ''
    : without.includes('postgres')
      ? ' (--without postgres)'
      : ' — no PostgreSQL server binaries found');

try {
  report.before = await measureServer(stack);
  const { server, fallbackReason } = report.before.cached ?? {};
  report.staticServer =
    server && (fallbackReason ? `${server} — fallback: ${fallbackReason}` : server);

  const noBrowser = {
    error: "Chromium not found (set CHROMIUM_PATH, or install Debian's chromium)",
  };
  report.firstLoad = tools.chromium
    ? await section('5. First-load JS and CSS', async () => ({
        anchor: await reactAnchorSize(),
        pages: await measureFirstLoad({
          chromium: tools.chromium,
          origin: stack.siteUrl,
          paths: BROWSER_PATHS,
        }),
      }))
    : noBrowser;
  report.lighthouse = tools.chromium
    ? await section('6. Lighthouse mobile', () =>
        measureLighthouse({
          chromium: tools.chromium,
          siteUrl: stack.siteUrl,
          tools,
          runs: settings.lighthouseRuns,
        }),
      )
    : noBrowser;

  report.leads = await section('7. Lead intake', () =>
    measureLeadIntake({
      siteUrl: stack.siteUrl,
      rate: settings.leadRate,
      seconds: settings.seconds,
      rounds: settings.rounds,
    }),
  );

  report.volume = await section(
    '4. Content volume',
    async () => {
      const htmlBefore = await htmlSizes(stack.uncachedUrl, LOAD_PATHS);
      const added = await addPages({
        databaseUrl: stack.databaseUrl,
        publicUrl: stack.publicUrl,
        total: settings.pages,
      });
      // The pages went in behind the services' backs (SQL): start them again with cold caches.
      await stack.restart();
      return { ...added, htmlBefore, htmlAfter: await htmlSizes(stack.uncachedUrl, LOAD_PATHS) };
    },
    { retry: false },
  );
  if (!report.volume.error) report.after = await measureServer(stack);
  report.inventory = await section('8. Inventory listing at 100k', inventorySection, { retry: false });
} finally {
  await cleanupAll();
}

const markdown = renderReport(report);
console.log(`\n${markdown}`);
writeFileSync(resultsFile, markdown);
console.log(`Written to ${resultsFile.pathname}`);
process.exit(0);
