import { fixture } from '../fixture.js';
import { inPageNavigationTemplate } from './in-page-navigation.schema.js';

/** Like the seeded model page: links to the blocks below the bar and to a Snippet's anchor. */
export const inPageNavigationFixture = fixture(
  inPageNavigationTemplate,
  {
    goTopShort: { en: 'Top', pl: 'Do góry' },
    goTopFull: { en: 'Back to top', pl: 'Powrót na górę' },
  },
  [
    { label: { en: 'Overview', pl: 'Przegląd' }, blockId: '3' },
    { label: { en: 'Technical data', pl: 'Dane techniczne' }, blockId: '4' },
    { label: { en: 'Leasing', pl: 'Leasing' }, blockId: 'rdx-leasing' },
  ],
);
