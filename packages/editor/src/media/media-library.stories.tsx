import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createLibraryStoryClient } from '../stories/library-story-client.js';
import { MediaLibraryScreen } from './media-library.js';

/** Images come from the content service (`/api/v1/image/…`), which Storybook does not run. */
function MediaLibraryStory({ state }: { state: 'filled' | 'empty' | 'failing' }) {
  const [client] = useState(() => createLibraryStoryClient({ media: state === 'empty' ? [] : undefined, failing: state === 'failing' }));
  return <MediaLibraryScreen client={client} />;
}

const meta = { title: 'Editor/MediaLibraryScreen', component: MediaLibraryStory } satisfies Meta<typeof MediaLibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four images in four buckets; "defender-hero.jpg" is used by a page (deleting it is refused). */
export const Filled: Story = { args: { state: 'filled' } };
export const Empty: Story = { args: { state: 'empty' } };
export const LoadFailed: Story = { args: { state: 'failing' } };
