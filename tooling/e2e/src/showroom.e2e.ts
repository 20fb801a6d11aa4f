// The vehicle page as a buyer uses it: a used car from the stock with readable specifications,
// its photos moved by keyboard, its retailer's contact, and "Enquire about this car" opening the
// seeded vehicle enquiry with the car and its retailer already in it; the enquiry arrives in the
// admin as a lead carrying the vehicle and the retailer. An unknown vehicle answers 404.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, BASE_URL, VIEWPORTS, launchBrowser, newContext, openHydrated, seriousA11yViolations, signIn } from './browser.js';

interface ListedVehicle {
  id: number;
  vin: string;
  owner_id: number;
  nameplate_name: string;
  nameplate_brand_name: string;
  production_year: number;
  images: string[];
  dealer: { id: number; name: string; phone?: string | null; email?: string | null };
}

let browser: Browser;
let vehicle: ListedVehicle;
let admin: BrowserContext;
let adminPage: Page;
let enquiryFormId: number;

const title = (car: ListedVehicle) => `${car.nameplate_brand_name} ${car.nameplate_name} ${car.production_year}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const listing = (await (await fetch(`${BASE_URL}/public_api/listings/pl-used?items=12`)).json()) as {
    data: ListedVehicle[];
  };
  // A car with several photos when the stock has one, so the gallery has somewhere to go.
  vehicle = listing.data.find((car) => car.images.length > 1) ?? listing.data[0]!;
  admin = await newContext(browser);
  adminPage = await admin.newPage();
  await signIn(adminPage, ACCOUNTS.admin, '/admin');
  await adminPage.waitForURL(`${BASE_URL}/admin`);
  const forms = (await (await adminPage.request.get(`${BASE_URL}/forms_api/forms`)).json()) as {
    data: { id: number; name: string }[];
  };
  enquiryFormId = forms.data.find((form) => form.name === 'Vehicle enquiry')!.id;
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

describe.each(Object.entries(VIEWPORTS))('given a used car’s page at %s width', (name, viewport) => {
  const visitor = `Dora${name}${Date.now().toString(36)}`;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openHydrated(browser, `/showroom/pl-used-${vehicle.id}`, viewport));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('should name the car and its specification in words, never by raw keys', async () => {
    await page.getByRole('heading', { level: 1, name: title(vehicle), exact: true }).waitFor();
    const specs = page.getByRole('region', { name: 'Specification', exact: true });
    const text = await specs.innerText();
    for (const label of ['Year', 'Mileage', 'Engine type', 'Power', 'Transmission', 'Colour', 'VIN'])
      expect(text).toContain(label);
    expect(text).not.toMatch(/engine_type|production_year|color_canonical|mileage_unit|_price/);
    expect(text).toContain(String(vehicle.production_year));
    expect(text).not.toContain(String(vehicle.production_year).replace(/^(\d)(\d{3})$/, '$1,$2'));
    expect(await page.getByRole('link', { name: /Back to used cars/ }).getAttribute('href')).toBe('/used-cars');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(title(vehicle));
  });

  it('should let a keyboard user move through the photos', async () => {
    const gallery = page.getByRole('region', { name: `Photos of ${title(vehicle)}`, exact: true });
    if (vehicle.images.length < 2) {
      // A stock with one photo per car: the photo is there, with nothing to move to.
      expect(vehicle.images.length === 0 || (await gallery.getByRole('img').count()) === 1).toBe(true);
      return;
    }
    const next = gallery.getByRole('button', { name: 'Next photo', exact: true });
    await next.focus();
    await page.keyboard.press('Enter');
    await gallery.getByRole('img', { name: `${title(vehicle)} – Photo 2 of ${vehicle.images.length}` }).waitFor();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await gallery.getByRole('img', { name: `${title(vehicle)} – Photo 1 of ${vehicle.images.length}` }).waitFor();
  });

  it('should show the retailer with the contact it has', async () => {
    const retailer = page.getByRole('region', { name: 'Retailer', exact: true });
    await retailer.getByText(vehicle.dealer.name, { exact: true }).waitFor();
    if (vehicle.dealer.phone) {
      expect(await retailer.getByRole('link', { name: vehicle.dealer.phone }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    }
    if (vehicle.dealer.email) {
      expect(await retailer.getByRole('link', { name: vehicle.dealer.email }).getAttribute('href')).toBe(`mailto:${vehicle.dealer.email}`);
    }
    expect(await retailer.getByRole('link', { name: 'Find a retailer', exact: true }).getAttribute('href')).toBe('/retailer-locator');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('should open the enquiry with the car and its retailer in it, and take it', async () => {
    await page.getByRole('button', { name: 'Enquire about this car', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Enquire about this car' });
    const form = modal.locator('form[data-interactive="true"]');
    await form.waitFor();
    // The retailer is the car's own dealer, chosen already; the model is the car's.
    const retailer = form.getByRole('combobox', { name: /^Retailer/ });
    expect(await retailer.locator('option:checked').innerText()).toContain(vehicle.dealer.name);
    expect(await form.getByRole('textbox', { name: /^Model/ }).inputValue()).toBe(vehicle.nameplate_name);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByRole('textbox', { name: /^First name/ }).fill(visitor);
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Nowak');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(`${visitor.toLowerCase()}@example.test`);
    await form.getByRole('checkbox', { name: /may contact me/ }).check();
    await form.getByRole('button', { name: 'Send my enquiry', exact: true }).click();
    await modal.getByRole('status', { name: 'Thank you for your enquiry' }).waitFor();
  });

  it('should show the lead in the admin with the vehicle and its retailer', async () => {
    await adminPage.goto(`${BASE_URL}/admin/forms/${enquiryFormId}/leads`);
    const row = adminPage.getByRole('cell', { name: visitor, exact: true }).locator('xpath=ancestor::tr');
    await row.getByRole('link').first().click();
    await adminPage.waitForURL(/\/leads\/\d+$/);
    const values = adminPage.getByRole('region', { name: 'Values', exact: true });
    await values.getByText(`${title(vehicle)} (${vehicle.vin})`, { exact: true }).waitFor();
    const leadId = Number(/\/leads\/(\d+)$/.exec(adminPage.url())![1]);
    const lead = (await (
      await adminPage.request.get(`${BASE_URL}/forms_api/forms/${enquiryFormId}/leads/${leadId}`)
    ).json()) as { data: { values: Record<string, unknown> } };
    const publicForm = (await (await fetch(`${BASE_URL}/public_api/forms/${enquiryFormId}`)).json()) as {
      data: { locations: { id: number; dealer_id: number | null }[] };
    };
    const location = publicForm.data.locations.find((place) => place.dealer_id === vehicle.owner_id);
    expect(lead.data.values).toMatchObject({
      vehicle_id: String(vehicle.id),
      vehicle: `${title(vehicle)} (${vehicle.vin})`,
      retailer: String(location!.id),
      model: vehicle.nameplate_name,
    });
  });
});

describe('given the address of a vehicle the stock does not have', () => {
  it('should answer 404 with the vehicle-not-found page', async () => {
    const response = await fetch(`${BASE_URL}/showroom/pl-used-999999999`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This vehicle could not be found');
  });
});
