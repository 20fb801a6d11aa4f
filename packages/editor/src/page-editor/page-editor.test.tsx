/**
 * The page editor against the real content service (its own per file, seeded, admin signed in):
 * each test creates its page through the admin API, so the tests can share the service.
 */
import { templates } from '@forecourt/blocks/templates';
import { ApiError, createContentClient, type Block, type ContentClient, type Page } from '@forecourt/api-client';
import { startFileContentService, type FileContentService } from '@forecourt/test-server/inject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accordionBlock, quoteBlock, uniquePath } from '../test/pages.js';
import { renderWithProviders } from '../test/render.js';
import { CLIPBOARD_STORAGE_KEY } from './clipboard.js';
import { PageEditor } from './page-editor.js';

let service: FileContentService;
let client: ContentClient;
beforeAll(async () => {
  service = await startFileContentService();
  client = service.client();
});
afterAll(async () => {
  await service?.close();
});

/** Waits for the page to arrive over HTTP; generous, since CI cores are shared with other suites. */
const editorLoaded = () => screen.findByRole('heading', { level: 1, name: /^Edit page:/ }, { timeout: 30_000 });

/** Creates a page "Questions" (a new draft, version 1) through the admin API. */
const createPage = (blocks: Block[], title: Page['title'] = { en: 'Questions', pl: 'Pytania' }) =>
  client.admin.createPage({ path: uniquePath('faq'), title, blocks });

/** The editor on a new page; autosave off unless asked for, so the tests below save when they say. */
async function renderEditor(blocks: Block[], options: { client?: ContentClient; openWindow?: (url: string) => void; autosaveDelay?: number } = {}) {
  const page = await createPage(blocks);
  const view = renderWithProviders(
    <PageEditor client={options.client ?? client} pageId={page.id} openWindow={options.openWindow ?? vi.fn()} autosaveDelay={options.autosaveDelay ?? null} />,
  );
  await editorLoaded();
  return { page, ...view };
}

const groupToggles = () => screen.getAllByRole('button', { name: /^Group \d+/ });

describe('given a page with an Accordion block', () => {
  it('should add, reorder and remove field groups with the keyboard-reachable buttons', async () => {
    await renderEditor([accordionBlock(2)]);
    await screen.findByRole('heading', { level: 1, name: 'Edit page: Questions' });
    expect(groupToggles().map((b) => b.textContent)).toEqual(['Group 1: Question A', 'Group 2: Question B']);

    await userEvent.click(screen.getByRole('button', { name: 'Move group 2 up' }));
    expect(groupToggles().map((b) => b.textContent)).toEqual(['Group 1: Question B', 'Group 2: Question A']);
    // Focus follows the moved group; at the top "up" is disabled, so it lands on "down".
    expect(screen.getByRole('button', { name: 'Move group 1 down' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: /Add group/ }));
    expect(groupToggles()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: /Field groups \(3 of 30\)/ })).toBeInTheDocument();
    const block = screen.getByRole('article', { name: /Accordion/ });
    await userEvent.type(within(block).getAllByRole('textbox', { name: 'Title (English) (required)' })[2]!, 'Question C');
    expect(groupToggles()[2]).toHaveTextContent('Group 3: Question C');

    await userEvent.click(screen.getByRole('button', { name: 'Remove group 1' }));
    expect(groupToggles().map((b) => b.textContent)).toEqual(['Group 1: Question A', 'Group 2: Question C']);
  });

  it('should move a group with Alt+arrow keys while it keeps focus', async () => {
    await renderEditor([accordionBlock(3)]);
    const toggle = (await screen.findAllByRole('button', { name: /^Group 3/ }))[0]!;
    toggle.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(groupToggles().map((b) => b.textContent)).toEqual(['Group 1: Question A', 'Group 2: Question C', 'Group 3: Question B']);
    expect(screen.getByRole('button', { name: 'Group 2: Question C' })).toHaveFocus();
  });

  it('should collapse and expand a group', async () => {
    await renderEditor([accordionBlock(2)]);
    const toggle = (await screen.findAllByRole('button', { name: /^Group 1/ }))[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const block = screen.getByRole('article', { name: /Accordion/ });
    expect(within(block).getAllByRole('textbox', { name: 'Title (English) (required)' })).toHaveLength(1);
  });

  it('should refuse a 31st group and say why', async () => {
    await renderEditor([accordionBlock(30)]);
    const add = await screen.findByRole('button', { name: /Add group/ });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Accordion allows at most 30 field groups.');
    await userEvent.click(add);
    expect(screen.getByRole('heading', { name: /Field groups \(30 of 30\)/ })).toBeInTheDocument();
    expect(groupToggles()).toHaveLength(30);
  });
});

describe('given someone else saved the page after it was opened', () => {
  it('should show the server’s conflict message, keep the editor’s data and offer to reload', async () => {
    const { page } = await renderEditor([accordionBlock(1)]);
    const settings = await screen.findByRole('region', { name: 'Page settings' });
    const title = within(settings).getByRole('textbox', { name: 'Title (English) (required)' });
    // Another editor, signed in on their own, saves in the meantime.
    const other = (await service.signIn('editor')).client();
    await other.admin.updatePage(page.id, { version: page.version, title: { en: 'Their title' } });

    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This page was changed by someone else since you opened it (your version 1, current version 2). Reload to see their changes; nothing was overwritten.',
    );
    expect(title).toHaveValue('My title');
    expect((await client.admin.getPage(page.id)).title).toEqual({ en: 'Their title' });

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    // The edits are unsaved: reloading asks before it discards them.
    const ask = await screen.findByRole('dialog', { name: 'Discard your unsaved changes and load version 2?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard and load version 2' }));
    await waitFor(() => expect(within(settings).getByRole('textbox', { name: 'Title (English) (required)' })).toHaveValue('Their title'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('given an editor saves and publishes', () => {
  it('should save with the loaded version, then publish and show the new status', async () => {
    const { page } = await renderEditor([accordionBlock(1)]);
    const heading = await screen.findByRole('textbox', { name: 'Heading (English)' });
    expect(screen.getByText('Draft', { selector: '.fe-status' })).toBeInTheDocument();
    await userEvent.type(heading, ' and answers');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved (version 2).', { selector: '.fe-notice__text' });
    expect((await client.admin.getPage(page.id)).blocks[0]!.data.fields.heading).toEqual({ en: 'FAQ and answers' });

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published', { selector: '.fe-status' });
    expect((await client.admin.getPage(page.id)).status).toBe('published');
    expect(screen.getByRole('link', { name: 'View live page (opens in a new tab)' })).toHaveAttribute('href', page.path);
  });

  it('should map the server’s 400 issues onto the fields by path', async () => {
    // The editor checks the service's own rules before saving, so the service refuses a save
    // only when the two disagree — say a service deployed with stricter templates than this
    // editor bundle. Stand in for that disagreement by letting the save carry a group title
    // over the Accordion's 200-character limit; the refusal and its issues are the service's.
    const overLong = 'Q'.repeat(201);
    const skewedFetch: typeof fetch = async (input, init) => {
      if (init?.method === 'PUT' && typeof init.body === 'string') {
        const body = JSON.parse(init.body) as { blocks: Block[] };
        body.blocks[0]!.data.groups[1]!.accordion_title = { en: overLong };
        return service.browserFetch(input, { ...init, body: JSON.stringify(body) });
      }
      return service.browserFetch(input, init);
    };
    const skewed = createContentClient({ fetch: skewedFetch, csrfToken: () => service.csrf });
    const { page } = await renderEditor([accordionBlock(2)], { client: skewed });
    await screen.findByRole('heading', { level: 1 });
    const refusal = await skewed.admin.updatePage(page.id, { version: page.version, blocks: [accordionBlock(2)] }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    const issue = (refusal as ApiError).issues.find((i) => i.path === 'blocks[0].groups[1].accordion_title.en')!;
    expect(issue.rule).toBe('max_length');

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(`Block 1 (Accordion), group 2: ${issue.message}`);
    const block = screen.getByRole('article', { name: /Accordion/ });
    const secondTitle = within(block).getAllByRole('textbox', { name: 'Title (English) (required)' })[1]!;
    expect(secondTitle).toHaveAttribute('aria-invalid', 'true');
    expect(secondTitle).toHaveAccessibleDescription(expect.stringContaining(issue.message));
    expect((await client.admin.getPage(page.id)).version).toBe(page.version);
  });
});

describe('given a block that shows site data (a single offer)', () => {
  it('should preview it with the offer the site would show', async () => {
    await renderEditor([
      {
        id: 'offer-1',
        template: 'single_offer',
        version: 1,
        data: { fields: { hash: 'range-rover-sport' }, groups: [] },
      },
    ]);
    const preview = screen.getByRole('region', { name: /Preview/ });
    expect(await within(preview).findByText('Range Rover Sport from 4 990 zł a month')).toBeInTheDocument();
  });
});

describe('given the add-block catalogue', () => {
  it('should list visible templates by group, search them and add the chosen one', async () => {
    await renderEditor([]);
    await userEvent.click(await screen.findByRole('button', { name: /Add block/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add a block' });
    expect(within(dialog).getByRole('heading', { name: 'Content' })).toBeInTheDocument();
    const names = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.classList.contains('fe-catalogue__item'))
      .map((b) => b.querySelector('.fe-catalogue__name')!.textContent);
    // Every template an editor may add, once; the Content group first, in catalogue order.
    const visible = templates.filter((t) => !t.hidden);
    expect([...names].sort()).toEqual(visible.map((t) => t.name).sort());
    expect(names[0]).toBe(visible.find((t) => t.group === 'Content')!.name);

    // The cursor starts in the search box, so typing filters straight away.
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: 'Search blocks' })).toHaveFocus());
    await userEvent.keyboard('rotat');
    await userEvent.click(within(dialog).getByRole('button', { name: /Quote slider/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Quote slider needs at least one group, so it starts with one.
    expect(screen.getByRole('button', { name: /^1\. Quote slider/ })).toHaveFocus();
    expect(screen.getByRole('heading', { name: /Field groups \(1 of 10\)/ })).toBeInTheDocument();
  });

  it('should add an In-page navigation from the Advanced group and save its links', async () => {
    const { page } = await renderEditor([]);
    await userEvent.click(await screen.findByRole('button', { name: /Add block/ }));
    const dialog = screen.getByRole('dialog', { name: 'Add a block' });
    const advanced = within(dialog).getByRole('heading', { name: 'Advanced' }).closest('section')!;
    await userEvent.click(within(advanced).getByRole('button', { name: /In-page navigation/ }));
    // It needs at least one link, so it starts with one; ten at most (block-catalogue.md §9).
    expect(screen.getByRole('heading', { name: /Field groups \(1 of 10\)/ })).toBeInTheDocument();
    const block = screen.getByRole('article', { name: /In-page navigation/ });
    await userEvent.type(within(block).getByRole('textbox', { name: 'Label (English) (required)' }), 'Prices');
    // No other block to pick yet: an element id inside a block instead.
    expect(within(block).getByRole('combobox', { name: 'Block (required)' })).toHaveDisplayValue('Choose a block…');
    await userEvent.type(within(block).getByRole('textbox', { name: 'Element id' }), 'rdx-prices');
    await userEvent.type(within(block).getByRole('textbox', { name: /Go to top \(full, from 1024 px\) \(English\)/ }), 'Back to top');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved/, { selector: '.fe-notice__text' });
    const saved = (await client.admin.getPage(page.id)).blocks[0]!;
    expect(saved.template).toBe('in_page_navigation');
    expect(saved.data.groups).toEqual([{ label: { en: 'Prices' }, blockId: 'rdx-prices' }]);
    expect(saved.data.fields.goTopFull).toEqual({ en: 'Back to top' });
  });
});

describe('given the editing language switch', () => {
  it('should edit the Polish values separately and show them in the preview', async () => {
    const { page } = await renderEditor([accordionBlock(1)]);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('radio', { name: /Polish/ }));
    const heading = screen.getByRole('textbox', { name: 'Heading (Polish)' });
    expect(heading).toHaveValue('');
    expect(heading).toHaveAccessibleDescription(expect.stringContaining('English: “FAQ”'));
    await userEvent.type(heading, 'Pytania');
    expect(await screen.findByRole('heading', { name: 'Pytania', level: 2 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /English/ }));
    expect(screen.getByRole('textbox', { name: 'Heading (English)' })).toHaveValue('FAQ');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved/, { selector: '.fe-notice__text' });
    expect((await client.admin.getPage(page.id)).blocks[0]!.data.fields.heading).toEqual({ en: 'FAQ', pl: 'Pytania' });
  });
});

describe('given a page is disabled', () => {
  it('should enable it again and open the disabled-page preview with a token', async () => {
    const created = await createPage([accordionBlock(1)]);
    const page = await client.admin.setPageStatus(created.id, 'disabled', created.version);
    const openWindow = vi.fn();
    renderWithProviders(<PageEditor client={client} pageId={page.id} openWindow={openWindow} autosaveDelay={null} />);
    await editorLoaded();
    expect(await screen.findByText('Disabled', { selector: '.fe-status' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Preview disabled page' }));
    await waitFor(() => expect(openWindow).toHaveBeenCalled());
    const previewUrl = new URL(openWindow.mock.calls[0]![0] as string, 'http://site.test');
    expect(previewUrl.pathname).toBe(`/disabled-preview${page.path}`);
    // The token is one the service accepts for this disabled page.
    const preview = await fetch(`${service.url}/public_api/pages/by_path${page.path}`, {
      headers: { Authorization: `Bearer ${previewUrl.searchParams.get('token')}` },
    });
    expect(preview.status).toBe(200);

    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await screen.findByText('Page enabled again.', { selector: '.fe-notice__text' });
    expect((await client.admin.getPage(page.id)).status).toBe('draft');
    expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
  });
});

describe('given a published page with unsaved edits', () => {
  it('should save them and share a link that shows that draft on the site, while visitors keep the published page', async () => {
    const created = await createPage([accordionBlock(1)]);
    const live = await client.admin.publishPage(created.id, created.version);
    const openWindow = vi.fn();
    renderWithProviders(<PageEditor client={client} pageId={live.id} openWindow={openWindow} autosaveDelay={null} />);
    await editorLoaded();
    const heading = screen.getByRole('textbox', { name: 'Heading (English)' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Draft heading');

    await userEvent.click(screen.getByRole('button', { name: 'Share draft preview' }));
    const field = await screen.findByRole('textbox', { name: /Draft preview link/ });
    const shared = new URL((field as HTMLInputElement).value);
    expect(shared.pathname).toBe(`/disabled-preview${live.path}`);
    expect(openWindow).not.toHaveBeenCalled();

    const read = (headers: HeadersInit = {}) =>
      fetch(`${service.url}/public_api/pages/by_path${live.path}`, { headers }).then(async (r) => (await r.json()) as { data: Page });
    const viaLink = await read({ Authorization: `Bearer ${shared.searchParams.get('token')}` });
    expect(viaLink.data.blocks[0]!.data.fields.heading).toMatchObject({ en: 'Draft heading' });
    expect((await read()).data.blocks[0]!.data.fields.heading).toMatchObject({ en: 'FAQ' });
  });
});

describe('given unsaved changes', () => {
  it('should tell the host so it can guard navigation, and stop once saved', async () => {
    const page = await createPage([accordionBlock(1)]);
    const onDirtyChange = vi.fn();
    renderWithProviders(<PageEditor client={client} pageId={page.id} onDirtyChange={onDirtyChange} openWindow={vi.fn()} autosaveDelay={null} />);
    await editorLoaded();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Heading (English)' }), '!');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Control>}s{/Control}');
    await screen.findByText(/Draft saved/, { selector: '.fe-notice__text' });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});

describe('given an editor removes or duplicates a block', () => {
  it('should undo a removal, putting the block back where it was', async () => {
    await renderEditor([accordionBlock(1), quoteBlock('Above and beyond')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove block 1 (Accordion)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Undo: restore the Accordion block' }));
    const blocks = screen.getAllByRole('article');
    expect(blocks.map((b) => b.getAttribute('aria-labelledby') && within(b).getAllByRole('button')[0]!.textContent)).toEqual([
      '1. Accordion — FAQ',
      '2. Quote — Above and beyond',
    ]);
    expect(screen.getByRole('button', { name: /^1\. Accordion/ })).toHaveFocus();
  });

  it('should duplicate a block and a group, refusing a group copy at the maximum', async () => {
    await renderEditor([accordionBlock(29)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate block 1 (Accordion)' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const first = screen.getAllByRole('article')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Duplicate group 1' }));
    expect(within(first).getByRole('heading', { name: /Field groups \(30 of 30\)/ })).toBeInTheDocument();
    const again = within(first).getByRole('button', { name: 'Duplicate group 1' });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(again);
    expect(within(first).getByRole('heading', { name: /Field groups \(30 of 30\)/ })).toBeInTheDocument();
  });
});

describe('given a page turned into a URL redirection', () => {
  it('should keep it unfinished as a draft, ask for the target before publishing and save target and status', async () => {
    const { page } = await renderEditor([accordionBlock(1)]);
    await userEvent.click(await screen.findByRole('radio', { name: 'URL redirection' }));
    expect(screen.getByText('This page redirects, so visitors never see its blocks.')).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'HTTP status' });
    expect(status).toHaveValue('302');
    // Unfinished work is kept: no target yet, saved all the same.
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved (version 2).', { selector: '.fe-notice__text' });
    expect(await client.admin.getPage(page.id)).toMatchObject({ type: 'url_redirection', to: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Page settings: Redirect target is required');

    await userEvent.type(screen.getByRole('textbox', { name: 'Redirect to (required)' }), '/offers');
    await userEvent.selectOptions(status, '301');
    // Fixing the last problem clears the summary by itself.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved/, { selector: '.fe-notice__text' });
    expect(await client.admin.getPage(page.id)).toMatchObject({ type: 'url_redirection', to: '/offers', http_code: 301 });
  });
});

describe('given the sign-in expired while editing', () => {
  it('should say so, keep the edits and offer to sign in again in a new tab', async () => {
    // A session of its own, so signing it out leaves the file's session alone.
    const session = await service.signIn('editor');
    await renderEditor([accordionBlock(1)], { client: session.client() });
    const heading = await screen.findByRole('textbox', { name: 'Heading (English)' });
    await userEvent.type(heading, ' (new)');
    // Signed out elsewhere, as the CMS's Sign out button does it: the CSRF header, no body.
    const signOut = await session.browserFetch('/auth/logout', { method: 'POST', headers: { 'X-CSRF-Token': session.csrf } });
    expect(signOut.status).toBe(200);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('your sign-in has expired');
    expect(within(alert).getByRole('link', { name: 'Sign in again (opens a new tab)' })).toHaveAttribute('href', '/auth/login?return_to=%2Fcms');
    expect(heading).toHaveValue('FAQ (new)');
  });
});

describe('given the live preview', () => {
  it('should open a block’s form when it is clicked in the preview', async () => {
    await renderEditor([accordionBlock(1), quoteBlock('Above and beyond')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse all blocks' }));
    const preview = screen.getByRole('region', { name: /^Preview/ });
    await userEvent.click(await within(preview).findByText('Above and beyond'));
    const toggle = screen.getByRole('button', { name: /^2\. Quote/ });
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^1\. Accordion/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given the page history', () => {
  /** A saved page "Answers" (version 2, the title changed from "Questions") with the history open. */
  async function savedTwice() {
    const rendered = await renderEditor([accordionBlock(1)]);
    const settings = await screen.findByRole('region', { name: 'Page settings' });
    const title = within(settings).getByRole('textbox', { name: 'Title (English) (required)' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Answers');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved (version 2).', { selector: '.fe-notice__text' });
    await userEvent.click(screen.getByRole('button', { name: 'Show versions' }));
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Version 2')).toBeInTheDocument();
    return { ...rendered, title, history };
  }

  it('should show what restoring an older version changes, then load it without saving it', async () => {
    const { page, title, history } = await savedTwice();
    await userEvent.click(within(history).getByRole('button', { name: 'Show what restoring version 1 would change' }));

    const changes = await within(history).findByRole('region', { name: 'Restoring version 1 would change' });
    await waitFor(() => expect(within(changes).getByRole('heading', { name: 'Page settings' })).toBeInTheDocument());
    expect(within(changes).getByRole('listitem')).toHaveTextContent('Title (English): “Answers” → becomes “Questions”');
    await userEvent.click(within(changes).getByRole('button', { name: 'Restore this version' }));

    expect(title).toHaveValue('Questions');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect((await client.admin.getPage(page.id)).title.en).toBe('Answers');
  });

  it('should name a changed block field with its old and new value, and give focus back on Cancel', async () => {
    const { history } = await savedTwice();
    // Unsaved: a second block, and the first block's heading retyped.
    const heading = screen.getByRole('textbox', { name: 'Heading (English)' });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Help');
    await userEvent.click(within(history).getByRole('button', { name: 'Show what restoring version 2 would change' }));
    const changes = await within(history).findByRole('region', { name: 'Restoring version 2 would change' });
    await waitFor(() => expect(within(changes).getByRole('heading', { name: 'Blocks' })).toBeInTheDocument());
    expect(within(changes).getByText(/^Changed/).closest('li')).toHaveTextContent('Changed: block 1 (Accordion)Heading (English): “Help” → becomes “FAQ”');
    await userEvent.click(within(changes).getByRole('button', { name: 'Cancel' }));
    expect(within(history).getByRole('button', { name: 'Show what restoring version 2 would change' })).toHaveFocus();
    expect(heading).toHaveValue('Help');
  });

  it('should ask before a restore discards unsaved edits, and keep them when told to', async () => {
    const { title, history } = await savedTwice();
    await userEvent.type(title, ' and more');
    await userEvent.click(within(history).getByRole('button', { name: 'Show what restoring version 1 would change' }));
    const changes = await within(history).findByRole('region', { name: 'Restoring version 1 would change' });
    await waitFor(() => expect(within(changes).getByRole('button', { name: 'Restore this version' })).toBeEnabled());
    await userEvent.click(within(changes).getByRole('button', { name: 'Restore this version' }));

    let ask = await screen.findByRole('dialog', { name: 'Discard your unsaved changes and load version 1?' });
    expect(within(ask).getByRole('button', { name: 'Keep my changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(title).toHaveValue('Answers and more');

    await userEvent.click(within(history).getByRole('button', { name: 'Show what restoring version 1 would change' }));
    await waitFor(() => expect(within(history).getByRole('button', { name: 'Restore this version' })).toBeEnabled());
    await userEvent.click(within(history).getByRole('button', { name: 'Restore this version' }));
    ask = await screen.findByRole('dialog', { name: 'Discard your unsaved changes and load version 1?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard and load version 1' }));
    expect(title).toHaveValue('Questions');
  });
});

describe('given "Add block below"', () => {
  it('should insert the chosen template right after that block', async () => {
    await renderEditor([accordionBlock(1), quoteBlock('Above and beyond')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add block below block 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a block' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Snippet/ }));
    const toggles = screen.getAllByRole('article').map((article) => within(article).getAllByRole('button')[0]!.textContent);
    expect(toggles).toEqual(['1. Accordion — FAQ', '2. Snippet', '3. Quote — Above and beyond']);
    expect(screen.getByRole('button', { name: /^2\. Snippet/ })).toHaveFocus();
  });
});

const blockTitles = () => screen.getAllByRole('article').map((article) => within(article).getAllByRole('button')[0]!.textContent);

describe('given page-wide undo and redo', () => {
  it('should undo typing as one step and a move, redo them by keyboard and toolbar, and keep the history after a save', async () => {
    const { page } = await renderEditor([accordionBlock(1), quoteBlock('Above and beyond')]);
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();

    const heading = screen.getByRole('textbox', { name: 'Heading (English)' });
    await userEvent.type(heading, ' and answers');
    await userEvent.click(screen.getByRole('button', { name: 'Move block 2 (Quote) up' }));
    expect(blockTitles()).toEqual(['1. Quote — Above and beyond', '2. Accordion — FAQ and answers']);
    expect(undo).toHaveAccessibleDescription('Undo: Move block 2 (Quote) to position 1');

    await userEvent.keyboard('{Control>}z{/Control}');
    expect(blockTitles()).toEqual(['1. Accordion — FAQ and answers', '2. Quote — Above and beyond']);
    // Also while typing in a field: the typing is one step of the page's history.
    heading.focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(heading).toHaveValue('FAQ');
    expect(undo).toBeDisabled();

    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(heading).toHaveValue('FAQ and answers');
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(blockTitles()).toEqual(['1. Quote — Above and beyond', '2. Accordion — FAQ and answers']);
    expect(redo).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved (version 2).', { selector: '.fe-notice__text' });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await userEvent.click(undo);
    expect(blockTitles()).toEqual(['1. Accordion — FAQ and answers', '2. Quote — Above and beyond']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect((await client.admin.getPage(page.id)).blocks.map((b) => b.template)).toEqual(['quote', 'accordion']);
  });

  it('should undo a page-settings change and a group removal', async () => {
    await renderEditor([accordionBlock(2)]);
    const settings = screen.getByRole('region', { name: 'Page settings' });
    await userEvent.type(within(settings).getByRole('textbox', { name: 'Title (English) (required)' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Remove group 1' }));
    expect(groupToggles().map((b) => b.textContent)).toEqual(['Group 1: Question B']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(groupToggles().map((b) => b.textContent)).toEqual(['Group 1: Question A', 'Group 2: Question B']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(settings).getByRole('textbox', { name: 'Title (English) (required)' })).toHaveValue('Questions');
    expect(screen.getByText('Undone: Edit page settings.', { selector: '.fe-notice__text' })).toBeInTheDocument();
    // Nothing left to undo: focus moves to Redo, and the shortcuts keep working.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus());
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(settings).getByRole('textbox', { name: 'Title (English) (required)' })).toHaveValue('Questions!');
  });
});

/** Alerts of the editor itself (the preview's placeholders for unfinished blocks are alerts too). */
const editorAlerts = () => screen.queryAllByRole('alert').filter((alert) => !alert.closest('.fe-preview'));

describe('given an unfinished page', () => {
  it('should autosave it incomplete, refuse Publish with a summary linking to the field, and clear the summary once fixed', async () => {
    const { page, unmount } = await renderEditor([quoteBlock('Above and beyond')], { autosaveDelay: 50 });
    const quote = screen.getByRole('textbox', { name: 'Quote (English) (required)' });
    await userEvent.clear(quote);
    // Saved by itself, required field empty and all; nothing to click, nothing refused.
    expect(await screen.findByText(/^Saved \d\d:\d\d$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    const stored = await client.admin.getPage(page.id);
    expect(stored.blocks[0]!.data.fields.quote ?? {}).toEqual({});
    expect(editorAlerts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const summary = await screen.findByRole('alert', { name: 'Fix 1 problem before publishing' });
    expect(summary).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Block 1 (Quote): Quote is required' }));
    await waitFor(() => expect(quote).toHaveFocus());
    expect(quote).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(quote, 'Back again');
    expect(editorAlerts()).toEqual([]);
    expect(screen.getByText('All problems are fixed. You can publish now.', { selector: '.fe-notice__text' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published', { selector: '.fe-status' });

    // What was autosaved is what the editor opens next time.
    unmount();
    renderWithProviders(<PageEditor client={client} pageId={page.id} openWindow={vi.fn()} autosaveDelay={null} />);
    expect(await screen.findByRole('textbox', { name: 'Quote (English) (required)' })).toHaveValue('Back again');
  });

  it('should report a failed autosave calmly in the status line and keep the edits', async () => {
    const failingPut: typeof fetch = async (input, init) => {
      if (init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return service.browserFetch(input, init);
    };
    const offline = createContentClient({ fetch: failingPut, csrfToken: () => service.csrf });
    await renderEditor([quoteBlock('Above and beyond')], { client: offline, autosaveDelay: 50 });
    const quote = screen.getByRole('textbox', { name: 'Quote (English) (required)' });
    await userEvent.type(quote, '!');
    expect(await screen.findByText('Not saved yet: Failed to fetch. Trying again in 5 s; your changes are kept here.')).toBeInTheDocument();
    expect(editorAlerts()).toEqual([]);
    expect(quote).toHaveValue('Above and beyond!');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

describe('given copy and paste of blocks', () => {
  it('should paste a block copied on another page, as a new block with its content', async () => {
    const first = await renderEditor([quoteBlock('Copied words')]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy block 1 (Quote)' }));
    expect(screen.getByText(/Block 1 \(Quote\) copied/, { selector: '.fe-notice__text' })).toBeInTheDocument();
    first.unmount();

    const { page } = await renderEditor([accordionBlock(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Paste block' }));
    expect(blockTitles()).toEqual(['1. Accordion — FAQ', '2. Quote — Copied words']);
    expect(screen.getByRole('button', { name: /^2\. Quote/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved/, { selector: '.fe-notice__text' });
    const saved = (await client.admin.getPage(page.id)).blocks;
    expect(saved[1]).toMatchObject({ template: 'quote', data: { fields: { quote: { en: 'Copied words' } } } });
    expect(saved[1]!.id).not.toBe('quote-1');
  });

  it('should refuse to paste a block over its template’s group maximum and say why', async () => {
    localStorage.setItem(CLIPBOARD_STORAGE_KEY, JSON.stringify({ kind: 'forecourt-block', block: accordionBlock(31), from: 'elsewhere' }));
    await renderEditor([quoteBlock('Above and beyond')]);
    await userEvent.click(screen.getByRole('button', { name: 'Paste block' }));
    expect(screen.getByText('Accordion allows at most 30 field groups; the copy has 31, so it cannot be pasted.', { selector: '.fe-notice__text' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('given the preview follows the editor', () => {
  it('should name the block being edited and take a device width', async () => {
    await renderEditor([accordionBlock(1), quoteBlock('Above and beyond')]);
    const preview = screen.getByRole('region', { name: /^Preview/ });
    screen.getByRole('textbox', { name: 'Quote (English) (required)' }).focus();
    expect(await within(preview).findByText('Showing block 2 (Quote), the one being edited')).toBeInTheDocument();
    screen.getByRole('textbox', { name: 'Heading (English)' }).focus();
    expect(await within(preview).findByText('Showing block 1 (Accordion), the one being edited')).toBeInTheDocument();

    await userEvent.click(within(preview).getByRole('radio', { name: 'Phone (390 px)' }));
    expect(preview.querySelector('.fe-preview__frame')).toHaveStyle({ width: '390px' });
  });
});
