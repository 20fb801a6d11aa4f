/**
 * The form builder against the real content service (its own per file, admin signed in): each
 * test creates its form through the forms API.
 */
import type { ContentClient, FormInput } from '@forecourt/api-client';
import { seriousAxeViolations } from '@forecourt/storybook-config/axe';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { FormBuilderScreen } from './form-builder.js';

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
const createForm = (input: Partial<FormInput> = {}) => client.forms.createForm({ name: `Contact ${++count}-${Date.now()}`, ...input });

async function renderBuilder(formId: number) {
  const dirty: boolean[] = [];
  const view = renderWithProviders(<FormBuilderScreen client={client} formId={formId} onDirtyChange={(value) => dirty.push(value)} />);
  await screen.findByRole('heading', { level: 1, name: /^Form: / }, { timeout: 30_000 });
  return { dirty, ...view };
}
const fieldGroup = (n: number) => screen.getByRole('group', { name: new RegExp(`^Field ${n}:`) });

describe('given a new form in the builder', () => {
  it('should add a required text field with a max rule, save it, and show it again after a reload', async () => {
    const form = await createForm();
    const { dirty, unmount } = await renderBuilder(form.id);
    expect(screen.getByText('No fields yet. Add the first one below.')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);

    // The type picker names the types as admins know them.
    const picker = screen.getByRole('combobox', { name: 'Type of the new field' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Text',
      'E-mail',
      'Phone',
      'Text area',
      'Select',
      'Radio buttons',
      'Checkbox',
      'Consent checkbox',
      'Hidden',
      'Date',
      'Retailer',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const field = fieldGroup(1);
    const id = within(field).getByRole('textbox', { name: 'Field id' });
    await waitFor(() => expect(id).toHaveFocus());
    expect(id).toHaveValue('text');
    await userEvent.clear(id);
    await userEvent.type(id, 'nickname');
    const label = within(field).getByRole('textbox', { name: 'Label (English)' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Nickname');
    await userEvent.type(within(field).getByRole('textbox', { name: 'Label (Polish)' }), 'Pseudonim');
    await userEvent.click(within(field).getByRole('checkbox', { name: 'Required' }));
    const max = within(field).getByRole('spinbutton', { name: 'Maximum characters' });
    expect(max).toHaveAccessibleDescription('Message when longer: “Character limit exceeded”');
    await userEvent.type(max, '12');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(dirty.at(-1)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText(`Saved (version ${form.version + 1}).`)).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(dirty.at(-1)).toBe(false);
    unmount();

    await renderBuilder(form.id);
    const again = fieldGroup(1);
    expect(again).toHaveAccessibleName('Field 1: Nickname (Text)');
    expect(within(again).getByRole('textbox', { name: 'Field id' })).toHaveValue('nickname');
    expect(within(again).getByRole('textbox', { name: 'Label (Polish)' })).toHaveValue('Pseudonim');
    expect(within(again).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    expect(within(again).getByRole('spinbutton', { name: 'Maximum characters' })).toHaveValue(12);
    const stored = await client.forms.getForm(form.id);
    expect(stored.fields).toEqual([expect.objectContaining({ id: 'nickname', type: 'text', rules: { required: true, max: 12 } })]);
  });

  it('should reorder and remove fields, keeping the keyboard on the moved field', async () => {
    const form = await createForm({
      fields: [
        { id: 'first', type: 'text', label: { en: 'First' } },
        { id: 'second', type: 'email', label: { en: 'Second' } },
      ],
    });
    await renderBuilder(form.id);
    await userEvent.click(screen.getByRole('button', { name: 'Move field 2 (Second) up' }));
    expect(fieldGroup(1)).toHaveAccessibleName('Field 1: Second (E-mail)');
    expect(screen.getByRole('button', { name: 'Move field 1 (Second) down' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove field 2 (First)' }));
    expect(screen.getAllByRole('group', { name: /^Field \d:/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await screen.findByText(/^Saved/);
    expect((await client.forms.getForm(form.id)).fields.map((field) => field.id)).toEqual(['second']);
  });

  it('should offer the form’s e-mail fields for confirmations, and options for a select', async () => {
    const form = await createForm({ fields: [{ id: 'work_email', type: 'email', label: { en: 'Work e-mail' } }] });
    await renderBuilder(form.id);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Send to the address in' }), 'Work e-mail (work_email)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of the new field' }), 'Select');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const select = fieldGroup(2);
    await userEvent.click(within(select).getByRole('button', { name: 'Add option' }));
    await userEvent.type(within(select).getByRole('textbox', { name: 'Option 2 label (English)' }), 'Second choice');
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await screen.findByText(/^Saved/);
    const stored = await client.forms.getForm(form.id);
    expect(stored.confirmations.email_field).toBe('work_email');
    expect(stored.fields[1]?.options).toEqual([
      { value: 'option_1', label: { en: 'Option 1' } },
      { value: 'option_2', label: { en: 'Second choice' } },
    ]);
  });
});

describe('given a save the server refuses', () => {
  it('should show the issues next to the fields they name', async () => {
    const form = await createForm({ fields: [{ id: 'email', type: 'email', label: { en: 'E-mail' } }] });
    await renderBuilder(form.id);
    const id = within(fieldGroup(1)).getByRole('textbox', { name: 'Field id' });
    await userEvent.clear(id);
    await userEvent.type(id, 'E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    const summary = await screen.findByRole('alert', { name: 'The form was not saved: fix these first' });
    // Focus moves once React has shown it (an effect after the render the text appeared in).
    await waitFor(() => expect(summary).toHaveFocus());
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveAccessibleDescription(expect.stringContaining('lower-case identifier'));
    // The summary's link takes the keyboard to the field.
    await userEvent.click(within(summary).getByRole('link', { name: /Field 1/ }));
    expect(id).toHaveFocus();
    expect((await client.forms.getForm(form.id)).fields[0]?.id).toBe('email');
  });

  it('should say the form was changed by someone else and keep the admin’s edits', async () => {
    const form = await createForm({ title: { en: 'Original title' } });
    await renderBuilder(form.id);
    // Someone else saves in the meantime.
    await client.forms.updateForm(form.id, { name: form.name, title: { en: 'Their title' }, version: form.version });

    const title = screen.getByRole('textbox', { name: 'Title (English)' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save form' }));
    const conflict = await screen.findByText('This form was changed by someone else since you opened it — reload to see their changes.');
    await waitFor(() => expect(conflict.closest('[role="alert"]')).toHaveFocus());
    expect(title).toHaveValue('My title');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect((await client.forms.getForm(form.id)).title.en).toBe('Their title');

    const confirm = window.confirm;
    window.confirm = () => true;
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Reload the saved form' }));
    } finally {
      window.confirm = confirm;
    }
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Their title'));
  });
});
