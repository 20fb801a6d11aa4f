// §9 The page editor in Chromium: a page of 5 blocks and one of 200, in the same run, each opened
// in /cms and typed into. "Open" is the time from navigation start until every block card is in
// the DOM; "keystroke → preview" is from the key's keydown until the preview shows the new text
// (the next animation frame after the change reached the preview's DOM), one key at a time.
import { launchChromium } from './browser.mjs';

const EDITOR = { email: 'editor@forecourt.test', password: 'forecourt-editor' };

/** Blocks of a realistic mix (quotes, accordions, snippets), the first a quote the bench types into. */
function blocks(count) {
  return Array.from({ length: count }, (_, i) => {
    const id = `bench-${i}`;
    if (i % 3 === 1) {
      return {
        id,
        template: 'accordion',
        version: 1,
        data: {
          fields: { heading: { en: `Questions ${i}` } },
          groups: Array.from({ length: 3 }, (_, g) => ({ accordion_title: { en: `Question ${g + 1} of block ${i}` } })),
        },
      };
    }
    if (i % 3 === 2) {
      return { id, template: 'snippet', version: 1, data: { fields: { section_paragraph: { en: `<p>Paragraph of block ${i}.</p>` } }, groups: [] } };
    }
    return { id, template: 'quote', version: 1, data: { fields: { quote: { en: `Quote of block ${i}` } }, groups: [] } };
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function signIn(page, publicUrl) {
  await page.goto(`${publicUrl}/cms`);
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${publicUrl}/cms`);
}

export async function createEditorBenchPage(context, publicUrl, count) {
  const { csrf_token } = await (await context.request.get(`${publicUrl}/auth/session`)).json();
  const response = await context.request.post(`${publicUrl}/admin_api/pages`, {
    data: { path: `/bench-editor-${count}-${Date.now().toString(36)}`, title: { en: `Editor bench, ${count} blocks` }, blocks: blocks(count) },
    headers: { 'X-CSRF-Token': csrf_token },
  });
  if (response.status() !== 201) throw new Error(`Creating the ${count}-block page: ${response.status()} ${await response.text()}`);
  return (await response.json()).data.path;
}

/** Opens the editor on `path` and answers ms from navigation start until all `count` cards are there. */
export async function openEditor(page, publicUrl, path, count) {
  await page.goto(`${publicUrl}/cms/_?path=${encodeURIComponent(path)}`, { waitUntil: 'commit' });
  await page.waitForFunction((n) => document.querySelectorAll('.fe-block').length === n, count, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now());
}

/** ms from navigation start until the preview shows all `count` blocks (it fills after the form). */
async function previewFilled(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('.fe-preview__frame [data-block-id]').length === n, count, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(() => performance.now());
}

/** Types `keys` into block 1's quote, one key at a time: ms from keydown to the preview showing it. */
async function keystrokes(page, keys) {
  await startKeystrokeClock(page);
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key);
    try {
      await page.waitForFunction((n) => window.__benchEditor.times.length === n, index + 1, { timeout: 10_000, polling: 'raf' });
    } catch (error) {
      const seen = await page.evaluate(() => ({ pending: window.__benchEditor.pending, preview: document.querySelector('.fe-preview__frame').textContent.slice(0, 200) }));
      throw new Error(`Key ${index + 1} never reached the preview (waiting for ${JSON.stringify(seen.pending)}; preview starts ${JSON.stringify(seen.preview)})`, { cause: error });
    }
  }
  return page.evaluate(() => window.__benchEditor.times);
}

/** Opens block 1, puts the caret at the end of its quote and starts timing each key (window.__benchEditor.times). */
export async function startKeystrokeClock(page) {
  const toggle = page.locator('.fe-block').first().locator('.fe-disclosure').first();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const field = page.locator('.fe-block').first().getByRole('textbox', { name: /^Quote \(English\)/ });
  await field.click();
  await field.press('End');
  await field.evaluate((input) => {
    const frame = document.querySelector('.fe-preview__frame');
    const state = { pending: null, times: [] };
    window.__benchEditor = state;
    // The key's keydown starts the clock; the input event says what the preview must show.
    input.addEventListener('keydown', () => (state.pending = { start: performance.now(), text: null }), true);
    input.addEventListener('input', () => {
      if (state.pending) state.pending.text = input.value.trim();
    });
    const check = () => {
      const pending = state.pending;
      if (!pending || pending.text === null || !frame.textContent.includes(pending.text)) return;
      state.pending = null;
      requestAnimationFrame(() => state.times.push(performance.now() - pending.start));
    };
    new MutationObserver(check).observe(frame, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * @param {{ publicUrl: string, chromium: string, keys?: number }} options
 */
export async function measureEditor({ publicUrl, chromium, keys = 40 }) {
  const browser = await launchChromium(chromium);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Leaving a page with unsaved edits asks first: the bench says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, publicUrl);
    const typed = 'abcdefghijklmnopqrstuvwxyz'.repeat(4).slice(0, keys).split('');
    const rows = [];
    for (const count of [5, 200]) {
      const path = await createEditorBenchPage(context, publicUrl, count);
      // Once to warm the caches (scripts, the service's page), then measured.
      await openEditor(page, publicUrl, path, count);
      const openMs = await openEditor(page, publicUrl, path, count);
      const previewMs = await previewFilled(page, count);
      const times = await keystrokes(page, typed);
      rows.push({ blocks: count, openMs, previewMs, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), keys: times.length });
    }
    await context.close();
    return { rows };
  } finally {
    await browser.close();
  }
}

export const EDITOR_HEADING = '## 9. Page editor in Chromium';

/** §9 as Markdown, with the run it came from. */
export function renderEditorSection({ editor, machine, command, markdownTable, fixed }) {
  const rows = (editor.rows ?? []).map((row) => [
    String(row.blocks),
    fixed(row.openMs, 0),
    row.openMs < 1000 || row.blocks < 200 ? 'yes' : 'no',
    row.previewMs === undefined ? '—' : fixed(row.previewMs, 0),
    fixed(row.p50, 1),
    fixed(row.p95, 1),
    row.p95 <= 50 ? 'yes' : 'no',
    fixed(row.max, 1),
    String(row.keys),
  ]);
  return [
    EDITOR_HEADING,
    '',
    `Measured alone on ${machine.date}: \`${command}\` (${machine.cpu}, ${machine.cores} cores, load average at start ${machine.load}; Node ${machine.node}).`,
    '',
    markdownTable(['blocks', 'open ms', 'open < 1 s (200)', 'preview filled ms', 'key → preview p50 ms', 'p95 ms', 'p95 ≤ 50 ms', 'max ms', 'keys'], rows),
    '',
    '- Chromium at 1280 × 900, signed in as the seeded editor; each page is opened once to warm the caches, then measured.',
    '- Open: navigation start until every block card is in the DOM (pages of more than 3 blocks open with their cards collapsed, and a collapsed card renders no form until opened).',
    '- Preview filled: navigation start until the preview shows every block (its first render is deferred until after the form).',
    "- Key → preview: one key at a time into block 1's quote, from its keydown to the animation frame after the preview's DOM shows the text.",
    ...(editor.error ? [`- Failed: ${editor.error}`] : []),
  ].join('\n');
}

/** `markdown` with its §9 replaced by `section`, or with it appended. */
export function spliceEditorSection(markdown, section) {
  const at = markdown.indexOf(EDITOR_HEADING);
  if (at === -1) return `${markdown.trimEnd()}\n\n${section}\n`;
  const next = markdown.indexOf('\n## ', at + EDITOR_HEADING.length);
  return `${markdown.slice(0, at)}${section}\n${next === -1 ? '' : markdown.slice(next)}`;
}
