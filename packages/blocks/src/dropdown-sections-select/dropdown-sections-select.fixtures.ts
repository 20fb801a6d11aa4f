import { fixture } from '../fixture.js';
import { dropdownSectionsSelectTemplate } from './dropdown-sections-select.schema.js';

/**
 * Two customer types on a page whose blocks 2 and 3 are for private buyers and 4 for business;
 * block 5 (shared by both) is listed by both options.
 */
export const dropdownSectionsSelectFixture = fixture(
  dropdownSectionsSelectTemplate,
  {
    dropdown_label: { en: 'I am buying as', pl: 'Kupuję jako' },
    dropdown_default: { en: 'Show everything', pl: 'Pokaż wszystko' },
    modal_title: { en: 'Offers for you', pl: 'Oferty dla Ciebie' },
    modal_text: {
      en: 'We now show only the offers and finance that suit you.',
      pl: 'Pokazujemy teraz tylko oferty i finansowanie dopasowane do Ciebie.',
    },
    button_label: { en: 'See my offers', pl: 'Zobacz moje oferty' },
    selection_text: { en: 'Showing offers for:', pl: 'Oferty dla:' },
    edit_text: { en: 'Change', pl: 'Zmień' },
    clear_text: { en: 'Show all offers', pl: 'Pokaż wszystkie oferty' },
  },
  [
    { option_label: { en: 'A private buyer', pl: 'Osoba prywatna' }, option_blocks: '2, 3, 5' },
    { option_label: { en: 'A business', pl: 'Firma' }, option_blocks: '4,5' },
  ],
);
