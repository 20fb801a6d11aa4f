// The retailer locator as a visitor uses it, at 1280 and 390 px: search by city, the list's
// details, the map behind the consent placeholder until cookies are accepted, then "view on map"
// and a marker selecting the same retailer; keyboard only; axe clean. The MapLibre style comes
// from a local stand-in (no internet here), set through the settings API as an admin would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, BASE_URL, launchBrowser, newContext, seriousA11yViolations, VIEWPORTS } from './browser.js';

const PLACEHOLDER =
  'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.';

/** A MapLibre style with a plain background only: a real style, drawn without any tile. */
function startStyleServer() {
  const style = JSON.stringify({
    version: 8,
    name: 'e2e',
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dfe6e0' } }],
  });
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(style);
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/style.json`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

let browser: Browser;
let styles: Awaited<ReturnType<typeof startStyleServer>>;
let settings: Awaited<ReturnType<typeof adminSettings>>;
beforeAll(async () => {
  browser = await launchBrowser();
  styles = await startStyleServer();
  settings = await adminSettings(browser);
  await settings.set('general.map_style_url', styles.url);
  await settings.reset('general.maps_key');
});
afterAll(async () => {
  await settings?.restore();
  await styles?.close();
  await browser?.close();
});

async function openLocator(viewport: { width: number; height: number }) {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/retailer-locator`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { context, page };
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'City or retailer name' });
const list = (page: Page) => page.getByRole('list', { name: 'Retailers', exact: true });
const items = (page: Page) => list(page).locator(':scope > li');

describe.each(Object.entries(VIEWPORTS))('given a visitor on the retailer locator at %s width', (name, viewport) => {
  const mobile = name === 'mobile';

  it('should find a retailer by city as they type, with its contact details and hours', async () => {
    const { context, page } = await openLocator(viewport);
    await items(page).first().waitFor();
    const all = await items(page).count();
    expect(all).toBeGreaterThanOrEqual(5);

    await search(page).fill('krakow');
    await expect.poll(() => items(page).count()).toBeLessThan(all);
    const found = await items(page).allInnerTexts();
    expect(found.length).toBeGreaterThan(0);
    for (const text of found) expect(text).toContain('Kraków');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: /^\d+ retailers?$/ }).innerText())
      .toBe(`${found.length} ${found.length === 1 ? 'retailer' : 'retailers'}`);

    await search(page).fill('Atlantis');
    await page.getByText('No retailers match “Atlantis”').waitFor();
    await page.getByRole('button', { name: 'Show all retailers' }).click();
    await expect.poll(() => items(page).count()).toBe(all);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('should keep the map behind the consent placeholder, then show it and select retailers both ways', async () => {
    const { context, page } = await openLocator(viewport);
    await items(page).first().waitFor();
    if (mobile) await page.getByRole('button', { name: 'Map view', exact: true }).click();
    // The page's dual frame map waits behind its own placeholder too: this one is the locator's.
    const locator = page.locator('.fc-retailers');
    await locator.getByText(PLACEHOLDER, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const banner = page.getByRole('region', { name: 'COOKIE POLICY' });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'hidden' });
    const map = page.getByRole('region', { name: 'Map of retailers' });
    await map.waitFor();
    expect(await locator.getByText(PLACEHOLDER).count()).toBe(0);

    // A marker names its retailer; activating it selects the retailer.
    const markers = map.getByRole('button', { pressed: false });
    await markers.first().waitFor();
    const markerName = (await markers.first().getAttribute('aria-label')) ?? '';
    await markers.first().click();
    await expect.poll(() => map.getByRole('button', { name: markerName, exact: true }).getAttribute('aria-pressed')).toBe('true');
    if (mobile) {
      await page.getByRole('status').filter({ hasText: markerName }).waitFor();
      await page.getByRole('button', { name: 'List view', exact: true }).click();
    }
    await expect
      .poll(() => list(page).locator('li[aria-current="location"]').getByRole('heading').innerText())
      .toBe(markerName);

    // "View on map" in the list selects the retailer's marker.
    await search(page).fill('Kraków');
    const krakow = items(page).first();
    const krakowName = await krakow.getByRole('heading').innerText();
    await krakow.getByRole('button', { name: 'View on map' }).click();
    if (mobile) await map.waitFor();
    await expect.poll(() => map.getByRole('button', { name: krakowName, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('should draw the dual frame map with MapLibre after consent, centred on the chosen tab', async () => {
    const { context, page } = await openLocator(viewport);
    const section = page.locator('.fc-dual-map');
    await section.getByText(PLACEHOLDER, { exact: true }).waitFor();
    await page.getByRole('region', { name: 'COOKIE POLICY' }).getByRole('button', { name: 'Accept' }).click();
    const warsaw = section.getByRole('region', { name: 'Map: Head office, Warsaw' });
    await warsaw.waitFor();
    // The real library drew it (WebGL canvas), with a marker button named after the place.
    await warsaw.locator('canvas').waitFor();
    expect(await warsaw.getByRole('button', { name: 'Head office, Warsaw', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await section.getByText('The map cannot be shown here').count()).toBe(0);

    await section.getByRole('tab', { name: 'Head office, Warsaw' }).focus();
    await page.keyboard.press('ArrowRight');
    const krakow = section.getByRole('region', { name: 'Map: Experience centre, Kraków' });
    await krakow.getByRole('button', { name: 'Experience centre, Kraków', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('should be usable by keyboard alone: search, the list, and view on map', async () => {
    const { context, page } = await openLocator(viewport);
    await items(page).first().waitFor();
    await search(page).focus();
    await page.keyboard.type('Gdańsk');
    await expect.poll(() => items(page).allInnerTexts()).toEqual([expect.stringContaining('Gdańsk')]);
    // Forward through the first retailer's controls to "View on map" (map variant), then Enter.
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (focused === 'View on map') break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View on map');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed') ?? 'moved')).not.toBe('false');
    if (!mobile) expect(await list(page).locator('li[aria-current="location"]').count()).toBe(1);
    await context.close();
  });
});
