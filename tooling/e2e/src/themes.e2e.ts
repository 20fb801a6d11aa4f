import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, adminSettings, launchBrowser, newContext } from './browser.js';

// site-shell.md issue 4 "Themes": two brand themes plus the programme theme, differing in fonts and
// icon sets, selected by the `general.theme` setting, with no flash on first paint.

let browser: Browser;
let settings: Awaited<ReturnType<typeof adminSettings>>;

/** Sets `general.theme` (null: back to the code default, programme). */
const setTheme = (value: string | null) =>
  value === null ? settings.reset('general.theme') : settings.set('general.theme', value);

/** What a visitor's first paint uses: scripts are off, so only the server HTML and CSS count. */
async function firstPaint(viewport: { width: number; height: number }) {
  const context = await newContext(browser, { viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/`);
  const look = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      theme: document.documentElement.dataset.theme,
      font: getComputedStyle(document.body).fontFamily,
      closeIcon: root.getPropertyValue('--fc-icon-close').trim(),
      // The navigation's logo mark is the theme's wordmark, drawn as a mask.
      logo: getComputedStyle(document.querySelector('.fc-nav__logo-mark')!).maskImage,
    };
  });
  await context.close();
  return look;
}

beforeAll(async () => {
  browser = await launchBrowser();
  settings = await adminSettings(browser);
});

afterAll(async () => {
  await settings?.restore();
  await browser?.close();
});

describe('given the site configured for each theme', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`should paint each theme's fonts and icons from the server HTML (${name})`, async () => {
      await setTheme(null);
      const programme = await firstPaint(viewport);
      await setTheme('jaguar');
      const jaguar = await firstPaint(viewport);
      await setTheme('land-rover');
      const landRover = await firstPaint(viewport);

      expect([programme.theme, jaguar.theme, landRover.theme]).toEqual([
        'programme',
        'jaguar',
        'land-rover',
      ]);
      expect(jaguar.font).toContain('Jaguar Modern');
      expect(landRover.font).toContain('Avenir Next');
      expect(new Set([programme.font, jaguar.font, landRover.font]).size).toBe(3);
      // One icon set per theme: the same icon is drawn from a different definition.
      expect(programme.closeIcon).not.toBe('');
      expect(new Set([programme.closeIcon, jaguar.closeIcon, landRover.closeIcon]).size).toBe(3);
      expect(programme.logo).toContain('FORECOURT');
      expect(jaguar.logo).toContain('JAGUAR');
      expect(landRover.logo).toContain('LAND ROVER');
    });
  }

  // The site still falls back to programme for a name it does not know (apps/site theme test);
  // the settings API no longer lets such a name be stored.
  it('should refuse an unknown theme name and keep the site on the theme it had', async () => {
    await setTheme('jaguar');
    await expect(setTheme('no-such-brand')).rejects.toThrow(/422.*Must be one of: programme, jaguar, land-rover/);
    expect((await firstPaint(VIEWPORTS.desktop)).theme).toBe('jaguar');
  });
});
