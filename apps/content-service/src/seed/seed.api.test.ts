import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type PageView, type PublicForm } from '@forecourt/api-client';
import { getTemplate, validateBlockData } from '@forecourt/blocks/templates';
import { pages, settings, users } from '../db/schema.js';
import { verifyPassword } from '../lib/passwords.js';
import { startTestService, type TestService } from '../test/harness.js';
import { SEED_ACCOUNTS, SEED_PAGES } from './content.js';
import { seedDatabase } from './index.js';

describe('given the demo seed content', () => {
  it('should hold only block data that passes validateBlockData', () => {
    for (const page of SEED_PAGES) {
      for (const block of page.blocks) {
        const template = getTemplate(block.template);
        expect(template, `${page.path} ${block.template}`).toBeDefined();
        expect(validateBlockData(template!, block.data, { locales: LOCALES }), `${page.path} ${block.id}`).toEqual([]);
      }
    }
  });

  it('should link the in-page navigation of the model page only to blocks below it on that page', () => {
    const page = SEED_PAGES.find((p) => p.path === '/models/range-rover-sport')!;
    const at = page.blocks.findIndex((b) => b.template === 'in_page_navigation');
    expect(at).toBeGreaterThanOrEqual(0);
    const groups = page.blocks[at]!.data.groups as { blockId: string }[];
    const anchors = page.blocks.map((b) => (b.data.fields as { anchor?: string }).anchor);
    for (const { blockId } of groups) {
      // A block number N is the Nth block (#component-N); an id is a Snippet's rdx-<anchor>.
      const index = /^\d+$/.test(blockId) ? Number(blockId) - 1 : anchors.indexOf(blockId.replace(/^rdx-/, ''));
      expect(index, blockId).toBeGreaterThan(at);
      expect(index, blockId).toBeLessThan(page.blocks.length);
    }
  });

  it('should use all five templates on the home page', () => {
    const home = SEED_PAGES.find((p) => p.path === '/')!;
    expect(new Set(home.blocks.map((b) => b.template)).size).toBe(5);
  });
});

describe('given a seeded database', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service?.close();
  });

  it('should not seed again when pages exist', async () => {
    const count = async () =>
      (await service.ctx.db.select({ n: sql<number>`count(*)::int` }).from(pages))[0]!.n;
    const before = await count();
    expect(await seedDatabase(service.ctx.db)).toEqual({ seeded: false });
    expect(await count()).toBe(before);
  });

  it('should seed /finance with the calculator for all six products and the finance enquiry form', async () => {
    const response = await service.app.request('/public_api/page_view/by_path/finance');
    expect(response.status).toBe(200);
    const { data: view } = (await response.json()) as { data: PageView };
    const block = view.page.blocks.find((b) => b.template === 'finance_calculator')!;
    expect(validateBlockData(getTemplate('finance_calculator')!, block.data, { locales: LOCALES })).toEqual([]);
    const groups = block.data.groups as { finance_product: string; input_configuration: string; 'rdx-buttons': { en: { formId: string }[] } }[];
    expect(groups.map((g) => g.finance_product)).toEqual(['HirePurchaseSample', 'Thailand', 'Brunei', 'Singapore', 'NZLoan', 'NZLease']);
    // block-catalogue.md §5 sample bounds.
    expect(JSON.parse(groups[0]!.input_configuration)).toMatchObject({
      down_payment: { min: 20, max: 50, interval: 5, default: 20 },
      duration: { min: 4, max: 7, default: 4 },
    });
    const form = view.forms.find((f) => f.title.en === 'Enquire about this quote')!;
    expect(groups[0]!['rdx-buttons'].en[0]!.formId).toBe(String(form.id));
    expect(form.fields.filter((f) => f.type === 'hidden').map((f) => f.id)).toContain('monthly_payment');
  });

  it('should put the test-drive form on /t and open it from a model page’s test-drive button', async () => {
    const read = async (path: string) =>
      (await (await service.app.request(`/public_api/page_view/by_path/${path}`)).json()) as { data: PageView };
    const view = await read('t');
    const entryForm = view.data.page.blocks.find((block) => block.template === 'entry_form');
    expect(entryForm).toBeDefined();
    expect(view.data.forms.map((form) => form.title.en)).toEqual(['Book a test drive']);
    // Every seeded dealer is a retailer the visitor can pick.
    expect(view.data.forms[0]!.locations.length).toBeGreaterThanOrEqual(5);

    const model = await read('models/defender');
    const banner = model.data.page.blocks.find((block) => block.template === 'hero_title_banner');
    expect((banner?.data.fields['rdx-buttons'] as { en: unknown[] }).en[0]).toMatchObject({
      type: 'form',
      href: '/t',
      formId: String(view.data.forms[0]!.id),
      hiddenFields: { vehicle: 'Defender' },
    });
    expect(model.data.forms.map((form) => form.id)).toEqual([view.data.forms[0]!.id]);

    const brochure = await read('request-a-brochure');
    expect(brochure.data.forms.map((form) => form.title.en)).toEqual(['Request a brochure']);
  });

  it('should point the vehicle page’s enquiry (inventory.* settings) at the seeded vehicle enquiry form', async () => {
    const stored = await service.ctx.db.select().from(settings);
    const setting = (key: string) => stored.find((row) => row.key === key)?.value;
    const formId = Number(setting('inventory.form_id'));
    const form = (await (await service.app.request(`/public_api/forms/${formId}`)).json()) as { data: PublicForm };
    expect(form.data.title.en).toBe('Enquire about this car');
    const fields = new Map(form.data.fields.map((field) => [field.id, field.type]));
    // The settings name fields the form has: the car hidden, its retailer and model visible.
    expect(fields.get(setting('inventory.form_field_id')!)).toBe('hidden');
    expect(fields.get(setting('inventory.form_field_id_text')!)).toBe('hidden');
    expect(fields.get(setting('inventory.form_field_retailer_uuid')!)).toBe('retailer');
    expect(fields.get(setting('inventory.form_field_nameplate_uuid')!)).toBe('text');
    // Each retailer to choose from is a seeded dealer, so the car's dealer picks its own.
    expect(form.data.locations.length).toBeGreaterThanOrEqual(5);
    expect(form.data.locations.every((location) => location.dealer_id !== null)).toBe(true);
  });

  it('should store the three accounts with scrypt hashes, never the passwords', async () => {
    const rows = await service.ctx.db.select().from(users);
    expect(rows.map((u) => [u.email, u.roles])).toEqual(SEED_ACCOUNTS.map((a) => [a.email, a.roles]));
    for (const [index, row] of rows.entries()) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(SEED_ACCOUNTS[index]!.password);
      expect(await verifyPassword(SEED_ACCOUNTS[index]!.password, row.password_hash)).toBe(true);
    }
  });
});
