import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { makePage } from '../stories/story-client.js';
import { draftFromPage, type PageDraft } from './draft.js';
import { PageSettings } from './page-settings.js';

const base: PageDraft = draftFromPage(makePage({ id: 1, path: '/configurator', title: { en: 'Configurator' } }));

/** The settings holding their own draft, as the page editor does. */
function PageSettingsStory({ initial, issues = [] }: { initial: Partial<PageDraft>; issues?: Parameters<typeof PageSettings>[0]['issues'] }) {
  const [draft, setDraft] = useState<PageDraft>({ ...base, ...initial });
  return <PageSettings draft={draft} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} locale="en" issues={issues} showRequired idPrefix="story-settings" />;
}

const meta = { title: 'Editor/Page editor/Page settings', component: PageSettingsStory } satisfies Meta<typeof PageSettingsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page with blocks: path, title, description, top bar. */
export const PageWithBlocks: Story = { args: { initial: {} } };

/** A link to another page of the site, named by its id. */
export const InternalLink: Story = { args: { initial: { type: 'url_redirection', link_type: 'internal', to: 'page:2', http_code: 301 } } };

/** A link to another site, opened in a new window. */
export const ExternalLink: Story = {
  args: { initial: { type: 'url_redirection', link_type: 'external', to: 'https://configurator.example.com', link_new_window: true } },
};

/** A link to a file. */
export const FileLink: Story = { args: { initial: { type: 'url_redirection', link_type: 'file', to: '/api/v1/image/brochure/w/1600' } } };

/** An external address that is not one, as the editor flags it. */
export const InvalidExternalLink: Story = {
  args: {
    initial: { type: 'url_redirection', link_type: 'external', to: 'www.example.com' },
    issues: [{ path: 'to', rule: 'link_target', message: 'Enter a full address starting with https:// or http://' }],
  },
};

/** A folder sending visitors on to a page. */
export const Folder: Story = { args: { initial: { page_type: 'folder', redirect_path: '/models/defender' } } };
