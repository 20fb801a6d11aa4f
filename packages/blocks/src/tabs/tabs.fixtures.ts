import { fixture } from '../fixture.js';
import { tabsTemplate } from './tabs.schema.js';

/** Three tabs over the three blocks that follow the Tabs block (the page's 2nd, 3rd and 4th). */
export const tabsFixture = fixture(tabsTemplate, { blocks_count: 1 }, [
  { tab_label: { en: 'Exterior', pl: 'Nadwozie' }, tab_id: '2' },
  { tab_label: { en: 'Interior', pl: 'Wnętrze' }, tab_id: '3' },
  { tab_label: { en: 'Technical data', pl: 'Dane techniczne' }, tab_id: 'rdx-technical-data' },
]);
