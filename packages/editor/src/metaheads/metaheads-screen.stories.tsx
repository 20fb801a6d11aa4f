import type { AdminMetahead, AuditEntry, MetaheadVersion } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { MetaheadsScreen } from './metaheads-screen.js';
import { createStoryClient, makePage } from '../stories/story-client.js';

const metaheads: AdminMetahead[] = [
  { id: 1, name: 'Tag manager', language: 'js-src', content: 'https://www.googletagmanager.com/gtm.js?id=GTM-XXXX', source: 'https://www.googletagmanager.com/gtm.js?id=GTM-XXXX', sequence: 1, in_body: false, reload_on_each_page: false, rdx_core_page_id: null },
  { id: 2, name: 'Brand colours', language: 'scss', content: ':root{--accent:#0c121c}', source: '$accent: #0c121c;\n:root { --accent: #{$accent}; }', sequence: 2, in_body: false, reload_on_each_page: false, rdx_core_page_id: null },
  { id: 3, name: 'Offer tracking', language: 'javascript', content: "window.dataLayer?.push({ event: 'offers' });", source: "window.dataLayer?.push({ event: 'offers' });", sequence: 5, in_body: true, reload_on_each_page: true, rdx_core_page_id: 2 },
];

const audit: AuditEntry[] = [
  { id: 1, at: '2026-11-20T10:00:00Z', actor: 'admin@forecourt.test', entity_type: 'metahead', entity_id: '1', action: 'create', summary: 'Created metahead "Tag manager" (js-src, every page)' },
  { id: 2, at: '2026-11-21T15:30:00Z', actor: 'ops@forecourt.test', entity_type: 'metahead', entity_id: '1', action: 'update', summary: 'Changed content of metahead "Tag manager" (js-src, every page)' },
];

/** Two earlier versions of the brand colours before the one live now. */
const metaheadVersions: Record<number, MetaheadVersion[]> = {
  2: [
    { version: 3, name: 'Brand colours', language: 'scss', source: '$accent: #0c121c;\n:root { --accent: #{$accent}; }', sequence: 2, in_body: false, reload_on_each_page: false, rdx_core_page_id: null, actor: 'ops@forecourt.test', at: '2026-11-21T15:30:00Z' },
    { version: 2, name: 'Brand colours', language: 'scss', source: '$accent: #005a2b;\n:root { --accent: #{$accent}; }', sequence: 2, in_body: false, reload_on_each_page: false, rdx_core_page_id: null, actor: 'admin@forecourt.test', at: '2026-11-20T11:00:00Z' },
    { version: 1, name: 'Brand colours', language: 'css', source: ':root{--accent:#005a2b}', sequence: 2, in_body: false, reload_on_each_page: false, rdx_core_page_id: null, actor: null, at: '2026-11-01T09:00:00Z' },
  ],
};

const pages = [makePage({ id: 1, path: '/' }), makePage({ id: 2, path: '/offers' })];

const meta = {
  title: 'Editor/MetaheadsScreen',
  component: MetaheadsScreen,
  args: { client: createStoryClient({ pages, metaheads, audit }).client },
} satisfies Meta<typeof MetaheadsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Global metaheads and one page's own, in sequence order; the kill switch on. */
export const WithMetaheads: Story = {};

/** The kill switch off: the site writes none of the metaheads listed. */
export const SwitchedOff: Story = {
  args: { client: createStoryClient({ pages, metaheads, audit, settings: { 'metaheads.enabled': 'false' } }).client },
};

/** No metaheads yet. */
export const Empty: Story = {
  args: { client: createStoryClient({ pages }).client },
};

/** Editing the brand colours: its three saved versions, each one's code a click away, older ones loadable into the form. */
export const EditingWithVersions: Story = {
  args: { client: createStoryClient({ pages, metaheads, audit, metaheadVersions }).client },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit: Brand colours' }));
    await canvas.findByRole('button', { name: 'Load version 2 into the form' });
  },
};
