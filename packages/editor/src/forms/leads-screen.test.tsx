/**
 * Leads, a lead's deliveries, exports and the outbox against the real content service (its own
 * per file). Leads arrive as visitors send them (the public lead post); a local HTTP server stands
 * in for the CRM, refusing while `crmDown` is set. The test services' outbox worker gives up after
 * one attempt (vitest.config.ts), so a refused CRM call is `failed` at once.
 */
import { createLeadClient, type ContentClient, type Form, type LeadDelivery } from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { LeadDetailScreen } from './lead-detail.js';
import { LeadsScreen } from './leads-screen.js';
import { OutboxScreen } from './outbox-screen.js';

const CRM_PORT = 3974;
let service: FileContentService;
let client: ContentClient;
let crm: Server;
let crmDown = true;
let form: Form;
/** Lead ids by the first name sent, in the order they were sent. */
const leadIds = new Map<string, number>();

/** The UTC days the first and last lead arrived on, and the day after (leads sent just before midnight span two). */
const leadDays = async () => {
  const created = (await client.forms.listLeads(form.id)).data.map((lead) => lead.created_at).sort();
  const day = (at: string | number) => new Date(at).toISOString().slice(0, 10);
  return { first: day(created[0]!), last: day(created.at(-1)!), after: day(Date.parse(created.at(-1)!) + 86_400_000) };
};

/** Waits until the lead's CRM call is in the `expected` state. */
async function crmCallSettled(leadId: number, expected: LeadDelivery['status']) {
  await waitFor(
    async () => {
      const deliveries = await client.forms.getLeadIntegrations(form.id, leadId);
      expect(deliveries.find((delivery) => delivery.kind === 'crm')?.status).toBe(expected);
    },
    { timeout: 20_000 },
  );
}

beforeAll(async () => {
  crm = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(crmDown ? 503 : 200, { 'Content-Type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => crm.listen(CRM_PORT, '127.0.0.1', resolve));
  service = await startFileContentService();
  client = service.client();
  await client.forms.putSetting('crm.system', 'webhook');
  await client.forms.putSetting('crm.url', `http://127.0.0.1:${CRM_PORT}/leads`);
  form = await client.forms.createForm({
    name: 'Callback request',
    fields: [
      { id: 'first_name', type: 'text', label: { en: 'First name', pl: 'Imię' }, rules: { required: true, max: 40 } },
      { id: 'email', type: 'email', label: { en: 'E-mail' } },
      { id: 'model', type: 'select', label: { en: 'Model' }, options: [{ value: 'defender', label: { en: 'Defender' } }] },
      { id: 'terms', type: 'consent', label: { en: 'Terms' }, rules: { required: true }, consent: { text: { en: 'I accept the terms.' }, version: 'v7' } },
    ],
    notifications: { enabled: true, recipients: ['sales@forecourt.test'], subject: 'Callback wanted' },
    integrations: { crm_enabled: true, field_mapping: {} },
  });
  const visitor = createLeadClient({ fetch: service.browserFetch });
  for (const name of ['Ada', 'Basia', 'Cyryl']) {
    const receipt = await visitor.submitLead(form.id, { values: { first_name: name, email: `${name.toLowerCase()}@example.com`, model: 'defender', terms: true }, locale: 'pl', page_path: '/callback' }, randomUUID());
    leadIds.set(name, receipt.id);
  }
  // Every CRM call is refused; Cyryl's then goes through when sent again.
  for (const id of leadIds.values()) await crmCallSettled(id, 'failed');
  crmDown = false;
  await client.forms.fixLeadIntegrations(form.id, leadIds.get('Cyryl')!);
  await crmCallSettled(leadIds.get('Cyryl')!, 'delivered');
  crmDown = true;
}, 120_000);
afterAll(async () => {
  await service?.close();
  await new Promise((resolve) => crm?.close(resolve));
});

const firstNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const renderLeads = () => renderWithProviders(<LeadsScreen client={client} formId={form.id} leadHref={(id) => `/admin/forms/${form.id}/leads/${id}`} />);

describe('given the leads of a form', () => {
  it('should list them newest first with their first values and delivery status', async () => {
    renderLeads();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads: Callback request' })).toBeInTheDocument();
    expect(await screen.findByText('3 leads; page 1 of 1.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Created', 'First name', 'E-mail', 'Model', 'Deliveries']);
    expect(firstNames()).toEqual(['Cyryl', 'Basia', 'Ada']);
    const basia = screen.getByRole('cell', { name: 'Basia' }).closest('tr')!;
    expect(within(basia).getByText('Failed')).toBeInTheDocument();
    expect(within(basia).getByRole('cell', { name: 'Defender (defender)' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('should sort oldest first and filter by creation date', async () => {
    renderLeads();
    await screen.findByText('3 leads; page 1 of 1.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest first');
    await waitFor(() => expect(firstNames()).toEqual(['Ada', 'Basia', 'Cyryl']));

    const days = await leadDays();
    const from = screen.getByLabelText('Created from');
    await userEvent.type(from, days.after);
    expect(await screen.findByText('No leads in these dates.')).toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, days.first);
    await userEvent.type(screen.getByLabelText('Created to'), days.last);
    expect(await screen.findByText('3 leads in these dates; page 1 of 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(await screen.findByText('3 leads; page 1 of 1.')).toBeInTheDocument();
  });
});

describe('given more leads than fit on a page', () => {
  it('should page through them by the chosen number per page', async () => {
    const many = await client.forms.createForm({ name: 'Newsletter', fields: [{ id: 'email', type: 'email', label: { en: 'E-mail' }, rules: { required: true } }] });
    const visitor = createLeadClient({ fetch: service.browserFetch });
    for (let n = 1; n <= 11; n++) {
      await visitor.submitLead(many.id, { values: { email: `reader${n}@example.com` }, locale: 'en', page_path: '/newsletter' }, randomUUID());
    }
    renderWithProviders(<LeadsScreen client={client} formId={many.id} leadHref={(id) => `/leads/${id}`} />);
    expect(await screen.findByText('11 leads; page 1 of 1.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Leads per page' }), '10');
    expect(await screen.findByText('11 leads; page 1 of 2.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const pager = screen.getByRole('navigation', { name: 'Pages of leads' });
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 leads; page 2 of 2.')).toBeInTheDocument();
    // Newest first: the first lead sent is alone on the last page.
    expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([expect.stringContaining('reader1@example.com')]);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

describe('given a lead whose CRM call failed', () => {
  it('should show its values, consent and deliveries, and send the failed one again', async () => {
    renderWithProviders(<LeadDetailScreen client={client} formId={form.id} leadId={leadIds.get('Basia')!} leadsHref="/leads" onDeleted={() => undefined} />);
    await screen.findByRole('heading', { level: 1, name: /^Lead \d+ of / });
    const values = screen.getByRole('region', { name: 'Values' });
    expect(within(values).getByText('First name').nextElementSibling).toHaveTextContent('Basia');
    expect(within(values).getByText('Sent from').nextElementSibling).toHaveTextContent('/callback');
    expect(within(values).getByText('Language').nextElementSibling).toHaveTextContent('Polish');
    expect(screen.getByRole('region', { name: 'Consents' })).toHaveTextContent('Terms (version v7): “I accept the terms.”');
    const crmRow = (await screen.findByRole('rowheader', { name: 'CRM call' })).closest('tr')!;
    expect(within(crmRow).getByText('Failed')).toBeInTheDocument();
    expect(within(crmRow).getByText(/503/)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    crmDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send again (fix)' }));
    expect(await screen.findByText('The failed deliveries are queued to be sent again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send again (fix)' })).not.toBeInTheDocument());
    crmDown = true;
  });

  it('should not offer to send again when nothing failed', async () => {
    renderWithProviders(<LeadDetailScreen client={client} formId={form.id} leadId={leadIds.get('Cyryl')!} leadsHref="/leads" onDeleted={() => undefined} />);
    const crmRow = (await screen.findByRole('rowheader', { name: 'CRM call' })).closest('tr')!;
    expect(within(crmRow).getByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again (fix)' })).not.toBeInTheDocument();
  });
});

describe('given an export of the leads', () => {
  it('should show its progress and then offer the file', async () => {
    renderLeads();
    await screen.findByText('3 leads; page 1 of 1.');
    // What the admin saw while the export ran, however briefly.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const progress = document.querySelector('progress');
      if (progress) seen.add(`${progress.value}/${progress.max}: ${progress.parentElement?.textContent}`);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    await userEvent.click(await screen.findByRole('radio', { name: 'CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start export' }));
    const link = await screen.findByRole('link', { name: /^Download / }, { timeout: 20_000 });
    observer.disconnect();
    expect([...seen].some((text) => / of 3 leads$/.test(text))).toBe(true);
    expect(screen.getByText(/^Export done: 3 leads\./)).toBeInTheDocument();
    expect(link.getAttribute('download')).toMatch(/\.csv$/);
    // The link is the export's download address (the browser streams it); what it answers:
    const exportId = Number(/lead_exports\/(\d+)\/download$/.exec(link.getAttribute('href') ?? '')?.[1]);
    expect(link.getAttribute('href')).toBe(client.forms.leadExportDownloadUrl(form.id, exportId));
    const csv = await (await client.forms.downloadLeadExport(form.id, exportId)).text();
    for (const name of ['Ada', 'Basia', 'Cyryl']) expect(csv).toContain(name);
  });
});

describe('given the outbox', () => {
  it('should show the mails in full and mark failed deliveries with a link to their lead', async () => {
    renderWithProviders(<OutboxScreen client={client} leadHref={(formId, leadId) => `/admin/forms/${formId}/leads/${leadId}`} />);
    await screen.findByText(/entries; page 1 of/);
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Notification e-mail');
    const mail = (await screen.findAllByRole('article', { name: 'Callback wanted' }))[0]!;
    expect(within(mail).getByText('sales@forecourt.test')).toBeInTheDocument();
    await userEvent.click(within(mail).getByText('Read the e-mail'));
    expect(within(mail).getByText(/Basia|Ada|Cyryl/)).toBeVisible();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'CRM call');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    const ada = leadIds.get('Ada')!;
    const failed = await screen.findByRole('link', { name: `Open lead ${ada} to send it again` });
    expect(failed).toHaveAttribute('href', `/admin/forms/${form.id}/leads/${ada}`);
    expect(failed.closest('article')).toHaveAttribute('data-failed');
  });
});
