// The seeded used-car list (/used-cars: the server-rendered Cars inventory on listing pl-used) and
// the new-car list (/new-cars: the client-rendered variant on pl-new), as a visitor uses them at
// both widths: filtering by brand, model, price range and retailer, sorting, paging, sharing the
// address, going back, opening a vehicle, filtering by keyboard alone and without JavaScript.
// Expected numbers come from the listing API itself, so the test holds for any seeded stock.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, VIEWPORTS, launchBrowser, newContext, openHydrated, seriousA11yViolations } from './browser.js';

const PATH = '/used-cars';
const LISTING = 'pl-used';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Listing {
  data: { id: number; nameplate_brand_name: string; nameplate_name: string; production_year: number; display_price: number | null; owner_id: number; dealer: { name: string } }[];
  meta: {
    pagination: { count: number; pages: number; page: number };
    ranges: { display_price: { min: number | null; max: number | null } };
    dealers: { id: number; name: string; city: string }[];
  };
}

/** The listing API's answer to `query` (the same `filter[...]` parameters the page's URL holds). */
async function listing(query: string): Promise<Listing> {
  const response = await fetch(`${BASE_URL}/public_api/listings/${LISTING}${query ? `?${query}` : ''}`);
  expect(response.ok, query).toBe(true);
  return (await response.json()) as Listing;
}

const block = (page: Page) => page.locator('[data-inventory]');
const cardTitles = (page: Page) => block(page).locator('article h3').allInnerTexts();
const countText = (page: Page) => block(page).getByRole('status').innerText();
/** Waits (as long as Playwright waits for anything) until the announced count is `count`. */
const expectCount = async (page: Page, count: number) => {
  const text = `${count} ${count === 1 ? 'vehicle' : 'vehicles'}`;
  await block(page).getByRole('status').filter({ hasText: new RegExp(`^${text}$`) }).waitFor();
  expect(await countText(page)).toBe(text);
};
/** Waits until the first card is the car titled `title`. */
const firstCardIs = (page: Page, title: string) =>
  block(page).locator('li:first-child > article h3', { hasText: title }).waitFor();
const titleOf = (vehicle: Listing['data'][number]) =>
  `${vehicle.nameplate_brand_name} ${vehicle.nameplate_name} ${vehicle.production_year}`;
const search = (page: Page) => new URL(page.url()).searchParams;

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const)('given the used cars page on %s', (_name, viewport) => {
  it('should narrow the list by brand, model, price range and retailer, keeping the filters in the address', async () => {
    const { context, page } = await openHydrated(browser, PATH, viewport);
    const all = await listing('');
    await expectCount(page, all.meta.pagination.count);
    // Filtering changes only the query: the page itself is not loaded (or rendered) again. (Other
    // pages may be: a link that the list's new height slides under the pointer is preloaded.)
    const pageLoads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === `/public_api/page_view/by_path${PATH}` || request.resourceType() === 'document') pageLoads.push(path);
    });
    const pageHeading = await page.getByRole('heading', { level: 1 }).elementHandle();

    await block(page).getByLabel('Brand', { exact: true }).selectOption('Land Rover');
    const brand = 'filter[nameplate_brand_name_eq]=Land%20Rover';
    const byBrand = await listing(brand);
    await expectCount(page, byBrand.meta.pagination.count);
    expect(search(page).get('filter[nameplate_brand_name_eq]')).toBe('Land Rover');
    // Only the brand's models are offered now.
    const models = await block(page).getByLabel('Model', { exact: true }).locator('option').allInnerTexts();
    expect(models).not.toContain('F-PACE');

    const model = byBrand.data[0]!.nameplate_name;
    await block(page).getByLabel('Model', { exact: true }).selectOption(model);
    const byModel = await listing(`${brand}&filter[nameplate_name_eq]=${encodeURIComponent(model)}`);
    await expectCount(page, byModel.meta.pagination.count);
    for (const title of await cardTitles(page)) expect(title).toContain(`Land Rover ${model}`);

    // A price range from the listing's own bounds: the cheapest car up to the dearest one's price.
    await block(page).getByLabel('Model', { exact: true }).selectOption('');
    const { min, max } = byBrand.meta.ranges.display_price;
    const upTo = Math.round(((min ?? 0) + (max ?? 0)) / 2);
    await block(page).getByLabel('Price to', { exact: true }).fill(String(upTo));
    await block(page).getByRole('button', { name: 'Show vehicles' }).click();
    const byPrice = await listing(`${brand}&filter[display_price_lteq]=${upTo}`);
    await expectCount(page, byPrice.meta.pagination.count);
    expect(search(page).get('filter[display_price_lteq]')).toBe(String(upTo));

    const dealer = byPrice.meta.dealers[0]!;
    await block(page).getByRole('checkbox', { name: `${dealer.name}, ${dealer.city}` }).check();
    const byDealer = await listing(`${brand}&filter[display_price_lteq]=${upTo}&filter[owner_id_in][]=${dealer.id}`);
    await expectCount(page, byDealer.meta.pagination.count);
    expect(search(page).getAll('filter[owner_id_in][]')).toEqual([String(dealer.id)]);
    expect(pageLoads).toEqual([]);
    expect(await pageHeading!.evaluate((heading) => heading.isConnected)).toBe(true);

    // The same address in a new tab shows the same list.
    const shared = await newContext(browser, { viewport });
    const copy = await shared.newPage();
    await copy.goto(page.url());
    await expectCount(copy, byDealer.meta.pagination.count);
    expect(await cardTitles(copy)).toEqual(await cardTitles(page));
    await shared.close();

    // Back: the list before the retailer was chosen.
    await page.goBack();
    await expectCount(page, byPrice.meta.pagination.count);
    expect(await block(page).getByRole('checkbox', { name: `${dealer.name}, ${dealer.city}` }).isChecked()).toBe(false);
    expect(await block(page).getByLabel('Price to', { exact: true }).inputValue()).toBe(String(upTo));
    await context.close();
  });

  it('should sort and page through the list, each page its own address', async () => {
    const { context, page } = await openHydrated(browser, PATH, viewport);
    await block(page).getByLabel('Sort by', { exact: true }).selectOption({ label: 'Price: highest first' });
    const dearest = await listing('sort_attribute=display_price&sort_order=desc');
    await firstCardIs(page, titleOf(dearest.data[0]!));
    expect(search(page).get('sort')).toBe('-display_price');

    expect(dearest.meta.pagination.pages).toBeGreaterThan(1);
    const pages = block(page).getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    const second = await listing('sort_attribute=display_price&sort_order=desc&page=2');
    await firstCardIs(page, titleOf(second.data[0]!));
    expect(search(page).get('page')).toBe('2');
    expect(await pages.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    // Focus goes to the results, whose heading is read first.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vehicles in stock');

    await page.goBack();
    await firstCardIs(page, titleOf(dearest.data[0]!));
    expect(search(page).get('page')).toBeNull();
    await context.close();
  });

  it('should open a vehicle from its card', async () => {
    const { context, page } = await openHydrated(browser, PATH, viewport);
    const first = (await listing('')).data[0]!;
    await block(page).getByRole('link', { name: `View details: ${titleOf(first)}` }).first().click();
    await page.waitForURL(`**/showroom/${LISTING}-${first.id}`);
    await page.getByRole('heading', { level: 1, name: `${first.nameplate_brand_name} ${first.nameplate_name}` }).waitFor();
    // The same address answers 200 when loaded on its own (shared, reloaded).
    expect((await fetch(page.url())).status).toBe(200);
    await context.close();
  });

  it('should open the enquiry form with the car and its retailer filled in', async () => {
    const { context, page } = await openHydrated(browser, PATH, viewport);
    const first = (await listing('')).data[0]!;
    const card = block(page).locator('li:first-child > article');
    await card.getByRole('heading', { name: titleOf(first) }).waitFor();
    await card.getByRole('button', { name: 'Enquire' }).or(card.getByRole('link', { name: 'Enquire' })).click();
    const modal = page.getByRole('dialog', { name: 'Enquire' });
    await modal.locator('form[data-interactive="true"]').waitFor();
    const retailer = modal.getByRole('combobox', { name: /^Retailer/ });
    expect(await retailer.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toContain(first.dealer.name);
    await context.close();
  });

  it('should filter with the keyboard alone', async () => {
    const { context, page } = await openHydrated(browser, PATH, viewport);
    const brand = block(page).getByLabel('Brand', { exact: true });
    await brand.focus();
    // Typing a letter on a closed select chooses the first option starting with it.
    await page.keyboard.press('j');
    const jaguar = await listing('filter[nameplate_brand_name_eq]=Jaguar');
    await expectCount(page, jaguar.meta.pagination.count);
    // A select applies as it changes: focus stays on it, for the next filter.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');

    // On through the form to the price range, and Enter to apply it.
    const priceFrom = block(page).getByLabel('Price from', { exact: true });
    for (let step = 0; step < 40 && !(await priceFrom.evaluate((input) => input === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    const from = jaguar.meta.ranges.display_price.max ?? 0;
    await page.keyboard.type(String(from));
    await page.keyboard.press('Enter');
    const dearOnes = await listing(`filter[nameplate_brand_name_eq]=Jaguar&filter[display_price_gteq]=${from}`);
    await expectCount(page, dearOnes.meta.pagination.count);
    expect(search(page).get('filter[display_price_gteq]')).toBe(String(from));
    // Sent with Enter: focus goes to the results.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vehicles in stock');
    await context.close();
  });

  it('should have no serious accessibility problems, filtered or not', async () => {
    const { context, page } = await openHydrated(browser, PATH, viewport);
    await block(page).locator('article').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // From the dearest car's price to the cheapest's: nothing can match.
    const { min, max } = (await listing('')).meta.ranges.display_price;
    await block(page).getByLabel('Price from', { exact: true }).fill(String(max));
    await block(page).getByLabel('Price to', { exact: true }).fill(String(min));
    await block(page).getByRole('button', { name: 'Show vehicles' }).click();
    await block(page).getByText('No vehicles match these filters').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The designed empty state offers a way out.
    await block(page).getByRole('link', { name: 'Clear filters' }).last().click();
    await expectCount(page, (await listing('')).meta.pagination.count);
    await context.close();
  });
});

describe('given the used cars page without JavaScript', () => {
  it('should list the first page in the HTML and filter and page with plain links and a form', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${BASE_URL}${PATH}`);
    const all = await listing('');
    await expectCount(page, all.meta.pagination.count);
    expect(await cardTitles(page)).toEqual(all.data.map(titleOf));
    // The vehicles came with the page: no listing request from the browser.
    expect(requests.filter((path) => path.startsWith('/public_api/listings'))).toEqual([]);

    await block(page).getByLabel('Brand', { exact: true }).selectOption('Jaguar');
    await block(page).getByRole('button', { name: 'Show vehicles' }).click();
    await page.waitForURL(/nameplate_brand_name_eq/);
    const jaguar = await listing('filter[nameplate_brand_name_eq]=Jaguar');
    await expectCount(page, jaguar.meta.pagination.count);

    await page.goto(`${BASE_URL}${PATH}`);
    await block(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    expect(await cardTitles(page)).toEqual((await listing('page=2')).data.map(titleOf));
    await context.close();
  });
});

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const)('given the new cars page (client-rendered) on %s', (_name, viewport) => {
  it('should load the vehicles in the browser and have no serious accessibility problems', async () => {
    const { context, page } = await openHydrated(browser, '/new-cars', viewport);
    const response = await fetch(`${BASE_URL}/public_api/listings/pl-new`);
    const count = ((await response.json()) as Listing).meta.pagination.count;
    await expectCount(page, count);
    expect(await block(page).locator('article').count()).toBe(Math.min(count, 12));
    // The server sent skeleton cards, not vehicles: the block asked the listing API itself.
    const html = await (await fetch(`${BASE_URL}/new-cars`)).text();
    expect(html).toContain('fc-inventory__card--skeleton');
    expect(html).not.toContain('<article');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
