import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, VIEWPORTS, csrfHeaders, launchBrowser, seriousA11yViolations, signedInEditor, uniquePath } from './browser.js';

// The editor's everyday tools: drag and drop (mouse and keyboard), page-wide undo/redo, autosave of
// unfinished work, Publish blocked until the page is complete, duplicate/copy/paste across pages,
// and the preview following the block being edited.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const quote = (id: string, text: string) => ({ id, template: 'quote', version: 1, data: { fields: { quote: { en: text } }, groups: [] } });

/** Creates a draft page through the admin API, as the signed-in editor. */
async function createPage(context: BrowserContext, name: string, blocks: unknown[]) {
  const path = uniquePath(name);
  const response = await context.request.post(`${BASE_URL}/admin_api/pages`, {
    data: { path, title: { en: `Page ${name}` }, blocks },
    headers: await csrfHeaders(context.request),
  });
  expect(response.status()).toBe(201);
  return path;
}

async function openEditor(page: Page, path: string) {
  await page.goto(`${BASE_URL}/cms/_?path=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: 'Save draft', exact: true }).waitFor();
}

/** The block cards' titles, in order ("1. Quote — Alpha"). */
const blockTitles = (page: Page) => page.locator('.fe-block .fe-block__title button').allInnerTexts();
const quoteTexts = async (page: Page) => (await blockTitles(page)).map((title) => title.split(' — ')[1]);

/** Drags `handle` onto `target` with the mouse, in small steps as a hand would. */
async function dragByMouse(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 12 });
  await page.mouse.up();
}

/** Waits for the drag and drop live region (or any status) to say `text`. */
async function announced(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ state: 'attached' });
}

/**
 * Picks `handle` up with Space, presses ArrowDown once per announcement in `steps` (waiting for
 * each, as a screen-reader user would listen), then drops it with Space.
 */
async function dragByKeyboard(page: Page, handle: Locator, item: string, steps: string[]) {
  await handle.focus();
  await page.keyboard.press('Space');
  await announced(page, `Picked up ${item}.`);
  for (const step of steps) {
    await page.keyboard.press('ArrowDown');
    await announced(page, step);
  }
  await page.keyboard.press('Space');
}

/** Whether the element with focus is fully visible below the sticky editor bar. */
async function focusedFieldInView(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement!.getBoundingClientRect();
    const bar = document.querySelector('.fe-editor__bar')!;
    const sticky = getComputedStyle(bar).position === 'sticky';
    const barBottom = sticky ? bar.getBoundingClientRect().bottom : 0;
    return focused.top >= barBottom && focused.bottom <= window.innerHeight;
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`given an editor at ${viewport.width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await signedInEditor(browser, ACCOUNTS.editor, viewport));
    });
    afterAll(async () => {
      await context?.close();
    });

    it('should reorder blocks by keyboard with the move buttons and undo/redo it', async () => {
      const path = await createPage(context, `keys-${name}`, [quote('a', 'Alpha'), quote('b', 'Bravo'), quote('c', 'Charlie')]);
      await openEditor(page, path);
      await page.getByRole('button', { name: 'Collapse all blocks', exact: true }).click();
      // The Up/Down buttons stay beside keyboard dragging, for those who prefer them.
      const down = page.getByRole('button', { name: 'Move block 1 (Quote) down', exact: true });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Alpha', 'Charlie']);
      await page.getByRole('button', { name: 'Move block 2 (Quote) down', exact: true }).click();
      await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Charlie', 'Alpha']);
      // The Up/Down buttons stay for those who prefer them.
      await page.getByRole('button', { name: 'Move block 3 (Quote) up', exact: true }).click();
      await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Alpha', 'Charlie']);

      await page.keyboard.press('Control+z');
      await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Charlie', 'Alpha']);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Alpha', 'Charlie']);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => quoteTexts(page)).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Alpha', 'Charlie']);
      await page.getByRole('button', { name: 'Redo', exact: true }).click();
      await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Charlie', 'Alpha']);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('should reorder blocks and field groups by keyboard dragging, announcing each step', async () => {
      const accordion = {
        id: 'acc',
        template: 'accordion',
        version: 1,
        data: { fields: { heading: { en: 'Questions' } }, groups: ['One', 'Two', 'Three'].map((title) => ({ accordion_title: { en: title } })) },
      };
      const path = await createPage(context, `kbd-drag-${name}`, [quote('a', 'Alpha'), quote('b', 'Bravo'), quote('c', 'Charlie'), accordion]);
      await openEditor(page, path);
      await page.getByRole('button', { name: 'Collapse all blocks', exact: true }).click();
      await dragByKeyboard(page, page.getByRole('button', { name: 'Drag block 1 (Quote)', exact: true }), 'block 1 (Quote)', ['Block 1 (Quote) is over position 2 of 4.', 'Block 1 (Quote) is over position 3 of 4.']);
      await announced(page, 'Block 1 (Quote) dropped at position 3 of 4.');
      await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Charlie', 'Alpha', 'Questions']);
      // Focus stays on the moved block's handle, so it can be moved again at once.
      expect(await page.getByRole('button', { name: 'Drag block 3 (Quote)', exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Control+z');
      await expect.poll(() => quoteTexts(page)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Questions']);

      await page.getByRole('button', { name: /^4\. Accordion/ }).click();
      const groupTitles = () => page.locator('.fe-group__title button').allInnerTexts();
      await dragByKeyboard(page, page.getByRole('button', { name: 'Drag group 1', exact: true }), 'group 1', ['Group 1 is over position 2 of 3.']);
      await announced(page, 'Group 1 dropped at position 2 of 3.');
      await expect.poll(async () => (await groupTitles()).map((title) => /One|Two|Three/.exec(title)?.[0])).toEqual(['Two', 'One', 'Three']);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('should autosave an unfinished page that survives a reload, and refuse Publish until it is complete', async () => {
      const path = await createPage(context, `unfinished-${name}`, [quote('a', 'Alpha'), quote('b', 'Bravo')]);
      await openEditor(page, path);
      const field = page.getByRole('article', { name: /^2\. Quote/ }).getByRole('textbox', { name: 'Quote (English) (required)', exact: true });
      await field.fill('');
      await page.getByText(/^Saved \d\d:\d\d$/).waitFor();
      await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('button', { name: 'Save draft', exact: true }).waitFor();
      expect(await field.inputValue()).toBe('');

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Fix 1 problem before publishing' });
      await summary.getByRole('link', { name: 'Block 2 (Quote): Quote is required' }).click();
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await focusedFieldInView(page)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await field.fill('Bravo again');
      await summary.waitFor({ state: 'detached' });
      await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Published. Visitors now see this version.' }).waitFor();
    });

    it('should duplicate a block and paste a copied block into another page', async () => {
      const source = await createPage(context, `copy-${name}`, [quote('a', 'Copied words')]);
      const target = await createPage(context, `paste-${name}`, [quote('z', 'Already here')]);
      await openEditor(page, source);
      await page.getByRole('button', { name: 'Duplicate block 1 (Quote)', exact: true }).click();
      await expect.poll(() => quoteTexts(page)).toEqual(['Copied words', 'Copied words']);
      await page.getByRole('button', { name: 'Copy block 1 (Quote)', exact: true }).click();
      await page.getByText(/Block 1 \(Quote\) copied/).first().waitFor();

      await openEditor(page, target);
      await page.getByRole('button', { name: 'Paste block', exact: true }).click();
      await expect.poll(() => quoteTexts(page)).toEqual(['Already here', 'Copied words']);
      expect(await page.getByRole('button', { name: /^2\. Quote/ }).evaluate((element) => element === document.activeElement)).toBe(true);
    });
  });
}

describe('given an editor at 1280 px with the preview beside the form', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedInEditor(browser));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('should reorder blocks by mouse drag', async () => {
    const path = await createPage(context, 'mouse', [quote('a', 'Alpha'), quote('b', 'Bravo'), quote('c', 'Charlie')]);
    await openEditor(page, path);
    await page.getByRole('button', { name: 'Collapse all blocks', exact: true }).click();
    await dragByMouse(page, page.getByRole('button', { name: 'Drag block 3 (Quote)', exact: true }), page.locator('.fe-block').first());
    await expect.poll(() => quoteTexts(page)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => quoteTexts(page)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('should reorder blocks by dragging them on the preview, by mouse and by keyboard', async () => {
    const path = await createPage(context, 'preview-drag', [quote('a', 'Alpha'), quote('b', 'Bravo'), quote('c', 'Charlie')]);
    await openEditor(page, path);
    const preview = page.getByRole('region', { name: /^Preview/ });
    // The handle shows when the pointer is over the block.
    const first = preview.locator('.fe-preview__item').first();
    await first.hover();
    const handle = preview.getByRole('button', { name: 'Drag block 1 (Quote) in the preview', exact: true });
    await expect.poll(() => handle.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await dragByMouse(page, handle, preview.locator('.fe-preview__item').nth(1));
    await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Alpha', 'Charlie']);

    const last = preview.getByRole('button', { name: 'Drag block 3 (Quote) in the preview', exact: true });
    await last.focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up block 3 (Quote).');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Block 3 (Quote) is over position 2 of 3.');
    await page.keyboard.press('Space');
    await announced(page, 'Block 3 (Quote) dropped at position 2 of 3.');
    await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Charlie', 'Alpha']);
    await expect.poll(() => preview.locator('.fc-block').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-id')))).toEqual(['b', 'c', 'a']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => quoteTexts(page)).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('should scroll the preview to the block being edited and highlight it', async () => {
    const blocks = Array.from({ length: 12 }, (_, i) => quote(`q${i}`, `Quote number ${i + 1} `.repeat(8)));
    const path = await createPage(context, 'follow', blocks);
    await openEditor(page, path);
    const last = page.getByRole('button', { name: /^12\. Quote/ });
    await last.click();
    await page.getByRole('article', { name: /^12\. Quote/ }).getByRole('textbox', { name: 'Quote (English) (required)', exact: true }).focus();
    const preview = page.getByRole('region', { name: /^Preview/ });
    await preview.getByText('Showing block 12 (Quote), the one being edited').waitFor();
    const shown = preview.locator('[data-block-id="q11"]');
    await expect
      .poll(async () => {
        const box = await shown.boundingBox();
        const pane = await page.locator('.fe-editor__preview').boundingBox();
        return box !== null && pane !== null && box.y >= pane.y && box.y < pane.y + pane.height;
      })
      .toBe(true);
    expect(await shown.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

    await preview.getByRole('radio', { name: 'Phone (390 px)', exact: true }).check();
    expect(await preview.locator('.fe-preview__frame').evaluate((element) => element.getBoundingClientRect().width)).toBe(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
