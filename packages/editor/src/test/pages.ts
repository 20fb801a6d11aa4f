/**
 * Content for tests against the real content service: blocks shaped like the editor saves them,
 * and paths unique per test so the tests of a file can share one service.
 */
import type { Block } from '@forecourt/api-client';
import type { PageDraft } from '../page-editor/draft.js';

let count = 0;
/** A path no other test of this run uses, e.g. `/faq-m3x9k2-4`. */
export const uniquePath = (prefix: string) => `/${prefix}-${Date.now().toString(36)}-${++count}`;

/** An Accordion block headed "FAQ" with `groups` titled "Question A", "Question B", … */
export const accordionBlock = (groups: number): Block => ({
  id: 'acc-1',
  template: 'accordion',
  version: 1,
  data: {
    fields: { heading: { en: 'FAQ' }, header_tag: '2', theme: 'white-theme' },
    groups: Array.from({ length: groups }, (_, i) => ({ accordion_title: { en: `Question ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}` } })),
  },
});

export const quoteBlock = (text: string): Block => ({
  id: 'quote-1',
  template: 'quote',
  version: 1,
  data: { fields: { quote: { en: text } }, groups: [] },
});

/** The draft of a plain page at /faq, titled "Questions", without blocks; `patch` sets what a test is about. */
export const pageDraft = (patch: Partial<PageDraft> = {}): PageDraft => ({
  path: '/faq',
  title: { en: 'Questions' },
  description: {},
  layout: 'main',
  type: 'page',
  page_type: 'page',
  link_type: 'internal',
  link_new_window: false,
  to: '',
  http_code: null,
  redirect_path: '',
  blocks: [],
  ...patch,
});
