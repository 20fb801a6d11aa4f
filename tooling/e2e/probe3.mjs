import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic'] });
for (const path of (process.argv[2] ?? '/,/models/range-rover-sport').split(',')) {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  const bodies = new Map();
  p.on('response', async (r) => { const u = r.url(); if (!/\.(js|css)$/.test(u.split('?')[0])) return; bodies.set(u, await r.body().catch(() => Buffer.alloc(0))); });
  await p.goto('http://localhost:3100' + path, { waitUntil: 'load' });
  await p.waitForFunction(() => performance.getEntriesByName('forecourt:hydrated').length > 0);
  await p.waitForTimeout(1500);
  const entries = await p.evaluate(() => { const h = performance.getEntriesByName('forecourt:hydrated')[0].startTime; return performance.getEntriesByType('resource').map((e) => [e.name, e.startTime < h]); });
  const first = entries.filter(([u, f]) => f && /\.(js)$/.test(u));
  const later = entries.filter(([u, f]) => !f && /\.(js)$/.test(u));
  const gz = (u) => gzipSync(bodies.get(u) ?? Buffer.alloc(0), { level: 9 }).length;
  const sum = (l) => l.reduce((a, [u]) => a + gz(u), 0);
  console.log(path, 'first-load JS', sum(first), 'after', sum(later));
  console.log('  ', first.map(([u]) => u.replace(/.*\/_site\//, '').replace(/-[\w-]+\.js$/, '') + ':' + gz(u)).join(' '));
  await ctx.close();
}
await b.close();
