import type { AdminMetahead, AuditEntry } from '@forecourt/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
