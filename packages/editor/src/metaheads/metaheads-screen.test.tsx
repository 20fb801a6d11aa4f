/** The metaheads screen against the real content service (its own per file). */
import type { ContentClient } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCodeEditor, replaceCode } from '../test/code.js';
import { renderWithProviders } from '../test/render.js';
import { MetaheadsScreen } from './metaheads-screen.js';

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
});

const storedSwitch = async () => (await client.admin.getSettings()).find((s) => s.key === 'metaheads.enabled')?.value;

describe('given the metaheads screen', () => {
  it('should turn every metahead off with the kill switch and on again', async () => {
    renderWithProviders(<MetaheadsScreen client={client} />);
    const killSwitch = await screen.findByRole('switch', { name: 'Metaheads on the site' });
    expect(killSwitch).toBeChecked();
    expect(killSwitch).toHaveAccessibleDescription(expect.stringContaining('the site writes no metahead code at all'));

    await userEvent.click(killSwitch);
    expect(await screen.findByText('Metaheads are off: the site writes none of them into any page.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Metaheads on the site' })).not.toBeChecked();
    expect(await storedSwitch()).toBe('false');

    await userEvent.click(screen.getByRole('switch', { name: 'Metaheads on the site' }));
    expect(await screen.findByText('Metaheads are on: the site writes them into its pages again.')).toBeInTheDocument();
    expect(await storedSwitch()).toBe('true');
  });

  it('should add a global HTML metahead, show who changed it, change it and delete it', async () => {
    renderWithProviders(<MetaheadsScreen client={client} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Verification tag');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'HTML');
    await replaceCode('Code', '<meta name="site-check" content="abc">');
    const sequence = screen.getByRole('textbox', { name: 'Sequence' });
    await userEvent.clear(sequence);
    await userEvent.type(sequence, '7');
    await userEvent.click(screen.getByRole('checkbox', { name: 'At the end of the body' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add metahead' }));
    expect(await screen.findByText('Added the metahead “Verification tag”.')).toBeInTheDocument();

    const globals = screen.getByRole('region', { name: 'Metaheads on every page' });
    const row = (await within(globals).findByRole('rowheader', { name: 'Verification tag' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'HTML' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'End of body' })).toBeInTheDocument();
    expect((await client.admin.listMetaheads()).find((m) => m.name === 'Verification tag')).toMatchObject({
      language: 'html',
      sequence: 7,
      in_body: true,
      rdx_core_page_id: null,
    });

    await userEvent.click(within(row).getByRole('button', { name: 'Edit: Verification tag' }));
    expect(screen.getByRole('heading', { name: 'Edit the metahead “Verification tag”' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(await within(versions).findByText('Version 1')).toBeInTheDocument();

    // The code editor shows the stored code, and takes the change.
    expect(await findCodeEditor('Code')).toHaveTextContent('<meta name="site-check" content="abc">');
    await replaceCode('Code', '<meta name="site-check" content="xyz">');
    await userEvent.click(screen.getByRole('button', { name: 'Save metahead' }));
    expect(await screen.findByText('Saved the metahead “Verification tag”.')).toBeInTheDocument();
    expect((await client.admin.listMetaheads()).find((m) => m.name === 'Verification tag')?.content).toContain('xyz');
    // The save is a new version; the first one can be put back into the form and saved again.
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Verification tag' }));
    const after = screen.getByRole('region', { name: 'Versions' });
    expect(await within(after).findByText('Version 2')).toBeInTheDocument();
    expect(within(after).getAllByText(/admin@/)).toHaveLength(2);
    await userEvent.click(within(after).getByRole('button', { name: 'Load version 1 into the form' }));
    expect(await findCodeEditor('Code')).toHaveTextContent('<meta name="site-check" content="abc">');
    await userEvent.click(screen.getByRole('button', { name: 'Save metahead' }));
    expect(await screen.findByText('Saved the metahead “Verification tag”.')).toBeInTheDocument();
    expect((await client.admin.listMetaheads()).find((m) => m.name === 'Verification tag')?.content).toContain('abc');

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Verification tag' }));
    expect(await screen.findByText('Deleted the metahead “Verification tag”.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Verification tag' })).not.toBeInTheDocument();
  });

  it('should show the service’s reason beside the code when SCSS does not compile', async () => {
    renderWithProviders(<MetaheadsScreen client={client} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Type' }), 'SCSS (compiled on save)');
    await replaceCode('Code', '.broken { color: red');
    await userEvent.click(screen.getByRole('button', { name: 'Add metahead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: Sass compile error');
    const code = await findCodeEditor('Code');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/.+/);
  });

  it('should add a metahead to one page only and list it apart from the global ones', async () => {
    const [page] = await client.admin.listPages();
    renderWithProviders(<MetaheadsScreen client={client} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Page styles');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'CSS');
    await replaceCode('Code', 'main{outline:0}');
    // The page choices arrive with the page list; pick one once the editor could see it.
    await screen.findByRole('option', { name: `Only ${page!.path}` });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pages' }), `Only ${page!.path}`);
    await userEvent.click(screen.getByRole('button', { name: 'Add metahead' }));
    const perPage = await screen.findByRole('region', { name: 'Metaheads on one page' });
    const row = (await within(perPage).findByRole('rowheader', { name: 'Page styles' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: page!.path })).toBeInTheDocument();
  });
});
