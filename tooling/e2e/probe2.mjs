import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic'] });
for (const path of ['/', '/models/range-rover-sport', '/offers', '/showroom/pl-used-30', '/nope']) {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  const errors = []; p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); }); p.on('pageerror', (e) => errors.push('pageerror ' + e.message));
  const before = []; const after = []; let hydrated = false;
  p.on('response', async (r) => { const u = r.url(); if (!/\.(js|css)$/.test(u.split('?')[0])) return; const body = await r.body().catch(() => Buffer.alloc(0)); (hydrated ? after : before).push([u.replace(/.*\/_site\//, ''), gzipSync(body, { level: 9 }).length]); });
  await p.goto('http://localhost:3100' + path, { waitUntil: 'load' });
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 10000 }).catch(() => errors.push('NOT HYDRATED'));
  hydrated = true;
  await p.waitForTimeout(1500);
  const sum = (l, ext) => l.filter(([u]) => u.endsWith(ext)).reduce((a, [, n]) => a + n, 0);
  console.log(before.map(([u,n]) => u.slice(0,30)+':'+n).join(' ')); console.log(path, 'first JS', sum(before, '.js'), 'CSS', sum(before, '.css'), '| idle JS', sum(after, '.js'), after.map(([u]) => u.split('-')[0]).join(','));
  if (errors.length) console.log('  errors:', errors.slice(0, 5));
  await ctx.close();
}
await b.close();
