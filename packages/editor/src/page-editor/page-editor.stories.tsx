import type { Page, PagePresence } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStoryClient, makePage } from '../stories/story-client.js';
import { PageEditor } from './page-editor.js';

const faqPage = makePage({
  id: 1,
  path: '/ownership/faq',
  title: { en: 'Ownership FAQ', pl: 'Najczęstsze pytania' },
  meta: { description: { en: 'Answers about servicing, warranty and finance.' }, layout: 'main' },
  status: 'published',
  published_at: '2026-11-01T10:00:00Z',
  has_unpublished_changes: true,
  version: 5,
  blocks: [
    {
      id: 'hero',
      template: 'hero_title_banner',
      version: 1,
      data: {
        fields: {
          heading: { en: 'Ownership questions', pl: 'Pytania o posiadanie' },
          header_tag: '1',
          image: { id: 'defender-hero', size: '1600x900', alt: 'Defender on a mountain road' },
          height: 'short',
          position: 'center',
          boxposition: 'left',
          box_color: 'dark-theme',
        },
        groups: [],
      },
    },
    {
      id: 'faq',
      template: 'accordion',
      version: 1,
      data: {
        fields: { heading: { en: 'Servicing' }, header_tag: '2', theme: 'white-theme' },
        groups: [
          { accordion_title: { en: 'How often does my car need a service?' }, accordion_content: { en: '<p>Every 16,000 miles or 12 months.</p>' } },
          { accordion_title: { en: 'Can any retailer service my car?' }, accordion_content: { en: '<p>Yes, any authorised retailer.</p>' } },
        ],
      },
    },
  ],
});

/** The editor against an in-browser stand-in of the content service. */
function EditorStory({ page, conflict, autosaveDelay, presence }: { page: Page; conflict?: boolean; autosaveDelay?: number | null; presence?: PagePresence }) {
  const [{ client, state }] = useState(() => createStoryClient({ pages: [page], presence }));
  // Someone else saves right after the page was opened: the next Save draft gets a 409.
  useEffect(() => {
    if (conflict) state.pages.set(page.id, { ...state.pages.get(page.id)!, version: page.version + 1 });
  }, [conflict, page, state]);
  return <PageEditor client={client} pageId={page.id} openWindow={(url) => window.alert(`Would open ${url}`)} autosaveDelay={autosaveDelay} />;
}

const meta = {
  title: 'Editor/PageEditor',
  component: EditorStory,
  args: { page: faqPage },
} satisfies Meta<typeof EditorStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PublishedWithChanges: Story = {};
export const EmptyDraft: Story = { args: { page: makePage({ id: 2, path: '/new-page', title: { en: 'New page' } }) } };
export const AccordionAtMaximum: Story = {
  args: {
    page: {
      ...faqPage,
      blocks: [
        {
          id: 'full',
          template: 'accordion',
          version: 1,
          data: { fields: { heading: { en: 'Thirty questions' } }, groups: Array.from({ length: 30 }, (_, i) => ({ accordion_title: { en: `Question ${i + 1}` } })) },
        },
      ],
    },
  },
};
export const SaveConflict: Story = { args: { conflict: true } };
export const Disabled: Story = { args: { page: { ...faqPage, status: 'disabled' } } };
export const Redirect: Story = { args: { page: makePage({ id: 3, path: '/old-offers', title: { en: 'Old offers' }, type: 'url_redirection', to: '/offers', http_code: 301 }) } };

const unfinishedPage = makePage({
  id: 4,
  path: '/ownership/unfinished',
  title: { en: 'Unfinished page' },
  blocks: [
    { id: 'quote-empty', template: 'quote', version: 1, data: { fields: {}, groups: [] } },
    faqPage.blocks[1]!,
  ],
});

/** A page with an empty required field: saved as it is (autosave too), shown in the preview as unfinished. */
export const Unfinished: Story = { args: { page: unfinishedPage } };

/** Publish refused: the summary lists what is missing, each a link to its field. */
export const PublishBlocked: Story = {
  args: { page: unfinishedPage, autosaveDelay: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
  },
};

/** After a move and some typing: Undo names what it would undo; Redo is still disabled. */
export const WithUndoHistory: Story = {
  args: { autosaveDelay: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move block 2 (Accordion) up' }));
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Heading (English)' })[0]!, ' and more');
  },
};

/** Autosave a moment after each change: the status line says "Saving…", then "Saved 14:05". */
export const Autosaving: Story = {
  args: { autosaveDelay: 800 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type((await canvas.findAllByRole('textbox', { name: 'Heading (English)' }))[0]!, ' (edited)');
  },
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Someone else has the page open: a polite note with who and since when, and "Take over editing". */
export const SomeoneElseEditing: Story = {
  args: { autosaveDelay: null, presence: { others: [{ name: 'Anna Nowak', email: 'anna@forecourt.test', since: minutesAgo(12), yours: false }], taken_over: null } },
};

/** Someone took over from this tab: autosave stops, the edits stay, "Reload to see their changes". */
export const TakenOver: Story = {
  args: { autosaveDelay: null, presence: { others: [], taken_over: { name: 'Anna Nowak', email: 'anna@forecourt.test', at: minutesAgo(1) } } },
};

/** History → Compare on the stored version after an unsaved edit: what restoring it would change. */
export const RevisionComparison: Story = {
  args: { autosaveDelay: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type((await canvas.findAllByRole('textbox', { name: 'Heading (English)' }))[0]!, ' (edited)');
    await userEvent.click(canvas.getByRole('button', { name: 'Show versions' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Show what restoring version 5 would change' }));
  },
};

/** Restoring over unsaved edits asks first. */
export const AskBeforeLoad: Story = {
  args: { autosaveDelay: null },
  play: async (context) => {
    await RevisionComparison.play!(context);
    const canvas = within(context.canvasElement);
    const restore = await canvas.findByRole('button', { name: 'Restore this version' });
    // The comparison loads lazily; Restore is enabled once it is shown.
    await waitFor(() => expect(restore).toBeEnabled());
    await userEvent.click(restore);
  },
};

/** Dragging on the preview: a previewed block's handle shows while it has focus (and on hover). */
export const PreviewDragHandle: Story = {
  args: { autosaveDelay: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Drag block 2 (Accordion) in the preview' }, { timeout: 5000 })).focus();
  },
};

/** Picked up on the preview by keyboard (Space): the arrows move it, Space drops it, Escape cancels. */
export const PreviewDragPickedUp: Story = {
  args: { autosaveDelay: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Drag block 2 (Accordion) in the preview' }, { timeout: 5000 })).focus();
    await userEvent.keyboard(' ');
  },
};

/** "Share draft preview": the signed link to the draft on the site, ready to copy. */
export const SharedDraftPreview: Story = {
  args: { autosaveDelay: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share draft preview' }));
    await expect(await canvas.findByRole('textbox', { name: /Draft preview link/ })).toBeVisible();
  },
};
