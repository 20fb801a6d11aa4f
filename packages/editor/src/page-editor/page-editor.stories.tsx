import type { Page } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
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
function EditorStory({ page, conflict }: { page: Page; conflict?: boolean }) {
  const [{ client, state }] = useState(() => createStoryClient({ pages: [page] }));
  // Someone else saves right after the page was opened: the next Save draft gets a 409.
  useEffect(() => {
    if (conflict) state.pages.set(page.id, { ...state.pages.get(page.id)!, version: page.version + 1 });
  }, [conflict, page, state]);
  return <PageEditor client={client} pageId={page.id} openWindow={(url) => window.alert(`Would open ${url}`)} />;
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
