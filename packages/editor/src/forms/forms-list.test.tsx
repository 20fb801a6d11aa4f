/**
 * The forms list against the real content service (its own per file, seeded with the test-drive
 * and brochure forms, admin signed in). Each test makes the forms it changes.
 */
import type { ContentClient, FormFile } from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { FormsListScreen } from './forms-list.js';

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
});

let count = 0;
const uniqueName = (base: string) => `${base} ${++count}-${Date.now()}`;

function renderList() {
  const opened: number[] = [];
  const view = renderWithProviders(
    <FormsListScreen client={client} formHref={(id) => `/admin/forms/${id}`} leadsHref={(id) => `/admin/forms/${id}/leads`} onOpenForm={(id) => opened.push(id)} />,
  );
  return { opened, ...view };
}
const formRow = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('given the forms list', () => {
  it('should list the forms with their lead counts and be free of serious axe violations', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: 'Book a test drive' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/forms\/\d+$/));
    expect(within(formRow('Book a test drive')).getByRole('link', { name: /leads? of Book a test drive/ })).toHaveAttribute('href', expect.stringMatching(/\/leads$/));
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('should create a form from its name and open it in the builder', async () => {
    const { opened } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name (required)' })).toHaveAccessibleDescription(expect.stringContaining('Name is required'));

    const name = uniqueName('Service booking');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const created = (await client.forms.listForms()).find((form) => form.name === name);
    expect(created?.id).toBe(opened[0]);
    expect(await screen.findByRole('link', { name })).toBeInTheDocument();
  });

  it('should duplicate a form under the name the admin gives', async () => {
    const original = await client.forms.createForm({ name: uniqueName('Original'), fields: [{ id: 'email', type: 'email', label: { en: 'E-mail' }, rules: { required: true } }] });
    const { opened } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: `Duplicate ${original.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Duplicate ${original.name}` });
    const input = within(dialog).getByRole('textbox', { name: 'Name (required)' });
    expect(input).toHaveValue(`${original.name} (copy)`);
    await userEvent.clear(input);
    await userEvent.type(input, 'Copied form');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate and edit' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const copy = await client.forms.getForm(opened[0]!);
    expect(copy.name).toBe('Copied form');
    expect(copy.fields.map((field) => field.id)).toEqual(['email']);
  });

  it('should ask before deleting, naming the form and its leads, and delete it', async () => {
    const form = await client.forms.createForm({ name: uniqueName('Short-lived') });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${form.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${form.name}?` });
    expect(dialog).toHaveAccessibleDescription(`The form “${form.name}” and its 0 leads will be deleted. This cannot be undone.`);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete form and leads' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: form.name })).not.toBeInTheDocument());
    expect(screen.getByText(`Deleted ${form.name}.`)).toBeInTheDocument();
    expect((await client.forms.listForms()).some((summary) => summary.id === form.id)).toBe(false);
  });
});

describe('given form files', () => {
  // jsdom has no object URLs: keep what would be downloaded, as the browser would save it.
  const saved: { name: string; blob: Blob }[] = [];
  beforeAll(() => {
    let lastBlob: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob as Blob;
      return 'blob:forecourt-test';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download && lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
  });
  afterEach(() => {
    saved.length = 0;
  });

  it('should export a form as <name>.form.json and import that file as a new form', async () => {
    const form = await client.forms.createForm({ name: uniqueName('Exported'), fields: [{ id: 'phone', type: 'phone', label: { en: 'Phone' }, rules: { max: 20 } }] });
    const { opened } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: `Export ${form.name}` }));
    await screen.findByText(`Exported ${form.name}.form.json.`);
    expect(saved.map((file) => file.name)).toEqual([`${form.name}.form.json`]);
    const file = JSON.parse(await saved[0]!.blob.text()) as FormFile;
    expect(file.forecourt_form).toBe(1);
    expect(file.form.fields[0]?.rules.max).toBe(20);

    await userEvent.upload(screen.getByLabelText('Import form file'), new File([JSON.stringify(file)], 'exported.form.json', { type: 'application/json' }));
    await screen.findByText(`Imported ${form.name}.`);
    const imported = await client.forms.getForm(opened[0]!);
    expect(imported.id).not.toBe(form.id);
    expect(imported.fields[0]?.rules.max).toBe(20);
  });

  it('should say clearly when a file is not a form file', async () => {
    renderList();
    const input = await screen.findByLabelText('Import form file');
    await userEvent.upload(input, new File(['not json at all'], 'notes.txt', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt is not a form file: it is not JSON.');
    await userEvent.upload(input, new File([JSON.stringify({ pages: [] })], 'pages.json', { type: 'application/json' }));
    expect(await screen.findByText(/pages\.json is not a form file exported from Forecourt/)).toBeInTheDocument();
  });
});
