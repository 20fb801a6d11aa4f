import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createLibraryStoryClient } from '../stories/library-story-client.js';
import { NavigationEditorScreen } from './navigation-editor.js';

/** The cms adds the live preview (the site's own navigation); the editor's stories show the tree and form. */
function NavigationEditorStory({ state }: { state: 'loaded' | 'failing' }) {
  const [client] = useState(() => createLibraryStoryClient({ failing: state === 'failing' }));
  return <NavigationEditorScreen client={client} />;
}

const meta = { title: 'Editor/NavigationEditorScreen', component: NavigationEditorStory } satisfies Meta<typeof NavigationEditorStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Models (cars panel) with two cars, Offers (panel A) with a link, Owners, Search, Test drive. */
export const Loaded: Story = { args: { state: 'loaded' } };
export const LoadFailed: Story = { args: { state: 'failing' } };
