import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createStoryClient, makePage } from '../stories/story-client.js';
import { PageList } from './page-list.js';

function PageListStory({ newPagePath }: { newPagePath?: string }) {
  const [{ client }] = useState(() =>
    createStoryClient({
    pages: [
      makePage({ id: 1, path: '/', title: { en: 'Home' }, status: 'published', published_at: '2026-10-01T10:00:00Z', has_unpublished_changes: false }),
      makePage({ id: 2, path: '/offers', title: { en: 'Offers' }, status: 'published', published_at: '2026-10-01T10:00:00Z' }),
      makePage({ id: 3, path: '/models/defender', title: { en: 'Defender' } }),
      makePage({ id: 4, path: '/old-campaign', title: { en: 'Old campaign' }, status: 'disabled' }),
      makePage({ id: 5, path: '/offers/winter', title: { en: 'Winter sale' }, publish_at: '2030-11-24T09:00:00Z', unpublish_at: '2030-12-31T18:30:00Z' }),
    ],
    }),
  );
  return <PageList client={client} editorHref={(id) => `#/cms/pages/${id}`} onOpenPage={(id) => window.alert(`Open page ${id}`)} newPagePath={newPagePath} />;
}

const meta = { title: 'Editor/PageList', component: PageListStory } satisfies Meta<typeof PageListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPagePrefilled: Story = { args: { newPagePath: '/offers' } };
