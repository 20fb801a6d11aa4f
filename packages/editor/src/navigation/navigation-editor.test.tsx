/**
 * The navigation editor against the real content service (its own per file, with the demo
 * navigation: Models with the cars panel, then panels A–E, search, language, test drive…).
 */
import type { ContentClient, NavEntry } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.js';
import { movesOf, NavigationEditorScreen } from './navigation-editor.js';

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
});

const topLabels = async (locale = 'en') => (await client.admin.listNavEntries(locale)).map((entry) => entry.label);
const treeLabels = () =>
  within(screen.getByRole('list', { name: 'Top level' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === screen.getByRole('list', { name: 'Top level' }))
    .map((item) => item.querySelector('.fe-nav-tree__label')!.textContent);

describe('given the navigation editor', () => {
  it('should show the tree and move an entry down with its button, saved at once', async () => {
    const user = userEvent.setup();
    const before = await topLabels();
    renderWithProviders(<NavigationEditorScreen client={client} />);
    await screen.findByRole('list', { name: 'Top level' });
    expect(treeLabels()).toEqual(before);
    await user.click(screen.getByRole('button', { name: `Move down ${before[0]}` }));
    expect(await screen.findByText(`Moved ${before[0]} to position 2 of ${before.length} at the top level`)).toBeInTheDocument();
    expect(await topLabels()).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(treeLabels()).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it('should rename an entry and change its panel template and flags', async () => {
    const user = userEvent.setup();
    const [, second] = await client.admin.listNavEntries('en');
    renderWithProviders(<NavigationEditorScreen client={client} />);
    await user.click(await screen.findByRole('button', { name: second!.label, pressed: false }));
    const form = screen.getByRole('form', { name: `Edit “${second!.label}”` });
    const label = within(form).getByRole('textbox', { name: 'Label (English)' });
    await user.clear(label);
    expect(within(form).getByRole('alert')).toHaveTextContent('The label is required.');
    expect(within(form).getByRole('button', { name: 'Save entry' })).toBeDisabled();
    await user.type(label, 'Electric range');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Panel template' }), 'Template C');
    await user.click(within(form).getByRole('checkbox', { name: 'Open in a new tab' }));
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('Saved Electric range')).toBeInTheDocument();
    const saved = (await client.admin.listNavEntries('en')).find((entry) => entry.id === second!.id)!;
    expect(saved).toMatchObject({ label: 'Electric range', metadata: { template: 'C', openInNewTab: true } });
  });

  it('should edit each language’s own tree', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavigationEditorScreen client={client} />);
    await screen.findByRole('list', { name: 'Top level' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Polish');
    const polish = await topLabels('pl');
    await waitFor(() => expect(treeLabels()).toEqual(polish));
  });
});

describe('movesOf', () => {
  const entry = (id: number, children: NavEntry[] = []): NavEntry => ({
    id,
    label: `e${id}`,
    url: null,
    description: null,
    image_id: null,
    disclaimer: null,
    metadata: {},
    children,
  });
  const tree = [entry(1, [entry(11), entry(12)]), entry(2)];

  it('should offer up, down, in and out where they lead somewhere', () => {
    expect(movesOf(tree, 1)).toEqual({ down: { parent_id: null, index: 1 } });
    expect(movesOf(tree, 2)).toEqual({ up: { parent_id: null, index: 0 }, in: { parent_id: 1, index: 2 } });
    expect(movesOf(tree, 12)).toEqual({ up: { parent_id: 1, index: 0 }, in: { parent_id: 11, index: 0 }, out: { parent_id: null, index: 1 } });
  });
});
