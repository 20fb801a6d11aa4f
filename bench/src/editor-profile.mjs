// Where the editor's time goes on a page of N blocks (default 200): Chromium's own counters
// (script, style, layout) over opening the page and over typing 20 keys, and the functions with
// the most self time in a CPU profile of the typing. `node src/editor-profile.mjs [blocks]` after
// a build; used to find what §9 should fix, not part of the results file.
import { cleanupAll } from './cleanup.mjs';
import { launchChromium } from './browser.mjs';
import { startBenchStack } from './stack.mjs';
import { createEditorBenchPage, openEditor, signIn, startKeystrokeClock } from './editor.mjs';

const count = Number(process.argv[2] ?? 200);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const metrics = async (cdp) => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
const diff = (a, b) =>
  Object.fromEntries(['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'RecalcStyleCount', 'LayoutCount', 'Nodes'].map((k) => [k, k.endsWith('Duration') ? Math.round((b[k] - a[k]) * 1000) : b[k] - a[k]]));

/** The `top` functions by self time of a CDP CPU profile. */
function hottest(profile, top = 25) {
  const self = new Map();
  const dt = profile.timeDeltas;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`);
}

try {
  const stack = await startBenchStack({ postgres: false });
  const browser = await launchChromium(chromium);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, stack.publicUrl);
  const path = await createEditorBenchPage(context, stack.publicUrl, count);
  await openEditor(page, stack.publicUrl, path, count);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  let before = await metrics(cdp);
  const openMs = await openEditor(page, stack.publicUrl, path, count);
  console.log(`open ${count} blocks: ${openMs.toFixed(0)} ms`, diff(before, await metrics(cdp)));
  await startKeystrokeClock(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  before = await metrics(cdp);
  await cdp.send('Profiler.start');
  for (const [index, key] of 'abcdefghijklmnopqrst'.split('').entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__benchEditor.times.length === n, index + 1, { polling: 'raf' });
  }
  const { profile } = await cdp.send('Profiler.stop');
  const after = await metrics(cdp);
  const times = await page.evaluate(() => window.__benchEditor.times);
  console.log('20 keys:', times.map((t) => t.toFixed(0)).join(' '), diff(before, after));
  console.log(hottest(profile).join('\n'));
  await browser.close();
} finally {
  await cleanupAll();
}
